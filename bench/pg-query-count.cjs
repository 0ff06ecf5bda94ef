// Preloaded into the API by the booking bench (`node --require`), never by the API itself: counts
// the queries the API sends PostgreSQL through pg (each one a round trip, BEGIN and COMMIT
// included) and, on SIGUSR2, writes the count since the previous signal to BENCH_PG_COUNT_FILE as
// { "signals": n, "queries": count }. A figure of the bench that does not move with the machine's speed.
const fs = require('node:fs');
const pg = require(require.resolve('pg', { paths: [process.cwd()] }));

const file = process.env.BENCH_PG_COUNT_FILE;
let queries = 0;
let signals = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  queries += 1;
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  signals += 1;
  if (file) fs.writeFileSync(file, JSON.stringify({ signals, queries }));
  queries = 0;
});
