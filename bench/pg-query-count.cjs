// Preloaded into the API by the booking bench (`node --require`), never by the API itself: counts
// the queries the API sends PostgreSQL through pg (each one a round trip, BEGIN and COMMIT
// included) and, on SIGUSR2, writes the count since the previous signal to BENCH_PG_COUNT_FILE as
// { "signals": n, "queries": count } (one file per worker when the API runs several). A figure of the bench that does not move with the machine's speed.
// With BENCH_PG_STATEMENTS=1 it also writes each statement's count (its text), to see which ones a
// booking sends.
const fs = require('node:fs');
const pg = require(require.resolve('pg', { paths: [process.cwd()] }));

const file = process.env.BENCH_PG_COUNT_FILE;
let queries = 0;
let signals = 0;
const statements = process.env.BENCH_PG_STATEMENTS ? new Map() : undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  queries += 1;
  if (statements) {
    const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
    const key = String(text).replace(/\s+/g, ' ').slice(0, 160);
    statements.set(key, (statements.get(key) ?? 0) + 1);
  }
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  // An API with workers (API_WORKERS > 1): its primary sends no queries and passes the signal on;
  // each worker writes its own count next to the file (`<file>.<worker id>`), the bench adds them up.
  const cluster = require('node:cluster');
  const workers = cluster.isPrimary ? Object.values(cluster.workers ?? {}) : [];
  if (workers.length > 0) {
    for (const worker of workers) worker.process.kill('SIGUSR2');
    return;
  }
  signals += 1;
  const byStatement = statements && Object.fromEntries([...statements].sort((a, b) => b[1] - a[1]));
  const target = cluster.isWorker ? `${file}.${cluster.worker.id}` : file;
  if (file) fs.writeFileSync(target, JSON.stringify({ signals, queries, statements: byStatement }));
  queries = 0;
  statements?.clear();
});
