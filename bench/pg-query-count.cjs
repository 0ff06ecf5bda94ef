// Preloaded into the API by the booking bench (`node --require`), never by the API itself: counts
// the queries the API sends PostgreSQL through pg (each one a round trip, BEGIN and COMMIT
// included) and, on SIGUSR2, writes the count since the previous signal to BENCH_PG_COUNT_FILE as
// { "signals": n, "queries": count }. A figure of the bench that does not move with the machine's speed.
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
  signals += 1;
  const byStatement = statements && Object.fromEntries([...statements].sort((a, b) => b[1] - a[1]));
  if (file) fs.writeFileSync(file, JSON.stringify({ signals, queries, statements: byStatement }));
  queries = 0;
  statements?.clear();
});
