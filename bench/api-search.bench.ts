// Loads POST /air/flight-offer/search and GET /health on the built API, one after the other in the same
// run (autocannon, 10 connections, 20 s each), and prints req/s, p99 latency and their ratio.
// Run: npx tsx bench/api-search.bench.ts   (DURATION=5 for a quick look)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildApi, startBuiltApi } from './built-api.ts';

const port = Number(process.env.BENCH_API_PORT ?? 4390);
const duration = Number(process.env.DURATION ?? 20);
const base = `http://127.0.0.1:${port}`;

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

buildApi();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
// Searches are rate limited per client: each request comes from another visitor (the API trusts
// loopback's X-Forwarded-For here), so the figure includes the limiter's work but never its 429s.
const api = await startBuiltApi(port, { DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
let visitor = 0;
const nextVisitor = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

try {
  const searchBody = JSON.stringify({
    cabin: 'ECONOMY',
    currencyCode: 'COP',
    legInfo: [
      { from: 'BOG', to: 'MIA', departureDate: isoDate(30) },
      { from: 'MIA', to: 'BOG', departureDate: isoDate(37) },
    ],
    travelerInfo: { adult: 2, child: 1, infant: 0 },
    refundableFare: false,
    noRestrictionFare: false,
    noPenaltyFare: false,
  });
  const check = await fetch(`${base}/air/flight-offer/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: searchBody,
  });
  const checked = (await check.json()) as { meta?: { count?: number } };
  if (!check.ok) throw new Error(`search answered ${check.status}`);
  console.log(`search answers ${checked.meta?.count} offers; loading for ${duration} s each…`);

  // Browsers and Node's fetch (the web app's server side) send Accept-Encoding, so the bench does too.
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const search = await run({
    url: `${base}/air/flight-offer/search`,
    method: 'POST',
    headers,
    body: searchBody,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
        }),
      },
    ],
    connections: 10,
    duration,
  });
  const health = await run({ url: `${base}/health`, headers, connections: 10, duration });
  // A cold search (a query not seen within the hour) for reference: one at a time, 20 distinct dates.
  const cold: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/air/flight-offer/search`, {
      method: 'POST',
      headers,
      body: searchBody.replace(isoDate(30), isoDate(60 + i)).replace(isoDate(37), isoDate(67 + i)),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`cold search answered ${response.status}`);
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);

  const row = (name: string, result: autocannon.Result) =>
    `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`;
  console.log(row('POST /air/flight-offer/search', search));
  console.log(row('GET /health', health));
  console.log(
    `cold searches (distinct queries, sequential): median ${cold[10]?.toFixed(1)} ms, max ${cold[19]?.toFixed(1)} ms`,
  );
  const ratio = search.requests.average / health.requests.average;
  console.log(
    `search / health req/s ratio: ${(ratio * 100).toFixed(1)} %  (target ≥ 30 %; search p99 target < 50 ms)`,
  );
} finally {
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
