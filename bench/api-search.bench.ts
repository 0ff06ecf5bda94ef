// Loads the built API one run after the other (autocannon, 10 connections, 20 s each): POST
// /air/flight-offer/results, what the results page asks (decision 027), with a new route or date on
// every request (distinct: nothing is cached), the same page over and over (repeated: the prepared
// search), the whole Amadeus-shaped answer of /air/flight-offer/search for distinct searches (for
// reference), and GET /health; prints req/s and p99 of each, and the issue 18 targets (distinct
// results ≥ 30 % of /health's req/s with p99 < 50 ms). The distinct load is measured after WARMUP (5) seconds
// of it, as the others run on an API already warm.
// Run: npx tsx bench/api-search.bench.ts   (DURATION=5 for a quick look; CPU_PROF=dir profiles the API)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { FIRST_RESULTS_VIEW } from '@travel/domain/flight-results';
import autocannon from 'autocannon';
import { BENCH_PORTS, buildApi, startBuiltApi } from './built-api.ts';
import { distinctSearches, isoDate, DISTINCT_ROUTES as ROUTES } from './distinct-searches.ts';

const port = Number(process.env.BENCH_API_PORT ?? BENCH_PORTS.search);
const duration = Number(process.env.DURATION ?? 20);
/** Seconds of distinct searches before the distinct load is measured (WARMUP=0: none). */
const warmup = Number(process.env.WARMUP ?? 5);
/** ONLY_DISTINCT=1 runs the distinct results load alone (to profile it with CPU_PROF). */
const onlyDistinct = process.env.ONLY_DISTINCT === '1';
const base = `http://127.0.0.1:${port}`;

/** A load's result and the API's CPU time per request during it (user + system, µs, from /proc). */
type Run = autocannon.Result & { apiCpuUs: number };

function run(options: autocannon.Options): Promise<Run> {
  const cpuBefore = api.cpuMs();
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) =>
      error
        ? reject(error)
        : resolve({
            ...result,
            apiCpuUs: ((api.cpuMs() - cpuBefore) * 1000) / Math.max(1, result.requests.total),
          }),
    );
  });
}

buildApi();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
// Searches are rate limited per client: each request comes from another visitor (the API trusts
// loopback's X-Forwarded-For here), so the figures include the limiter's work but never its 429s.
const api = await startBuiltApi(port, { DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
let visitor = 0;
const nextVisitor = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

const nextDistinct = distinctSearches();
/** The next distinct round trip of the run, on the query's other fields. */
const distinctCriteria = (base: Record<string, unknown>) => ({ ...base, legInfo: nextDistinct() });

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

try {
  const query = {
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
  };
  const searchBody = JSON.stringify(query);
  // Every route of the distinct run must answer offers, or the run would measure empty answers.
  for (const [from, to] of ROUTES) {
    const probe = await fetch(`${base}/air/flight-offer/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...query,
        legInfo: [
          { from, to, departureDate: isoDate(3) },
          { from: to, to: from, departureDate: isoDate(4) },
        ],
      }),
    });
    const answer = (await probe.json()) as { meta?: { count?: number } };
    if (!probe.ok || !answer.meta?.count)
      throw new Error(`${from}-${to} answered ${probe.status}, no offers`);
  }
  const resultsBody = JSON.stringify({ criteria: query, view: FIRST_RESULTS_VIEW });
  const check = await fetch(`${base}/air/flight-offer/results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: resultsBody,
  });
  const checkedText = await check.text();
  const checked = JSON.parse(checkedText) as { meta?: { count?: number }; data?: { offers?: unknown[] } };
  if (!check.ok || !checked.data?.offers?.length) throw new Error(`results answered ${check.status}`);
  const full = await fetch(`${base}/air/flight-offer/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: searchBody,
  });
  const fullBytes = (await full.arrayBuffer()).byteLength;
  console.log(
    `a search finds ${checked.meta?.count} offers: its first results page is ${(checkedText.length / 1024).toFixed(1)} KB of JSON, the whole answer ${(fullBytes / 1024).toFixed(0)} KB; loading for ${duration} s each…`,
  );

  // Browsers and Node's fetch (the web app's server side) send Accept-Encoding, so the bench does too.
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  // Searches are rate limited per client: each request comes from another visitor.
  const asVisitor = (request: autocannon.Request) => ({
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
  });
  const distinctLoad = {
    url: `${base}/air/flight-offer/results`,
    method: 'POST',
    headers,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...asVisitor(request),
          body: JSON.stringify({ criteria: distinctCriteria(query), view: FIRST_RESULTS_VIEW }),
        }),
      },
    ],
    connections: 10,
  } satisfies autocannon.Options;
  // Warm-up, not measured: the other loads run on an API that has already served searches for a
  // minute (its code optimised, its route templates and zone offsets read); this one would otherwise
  // measure the compilation too. The measured searches are still each asked for the first time.
  if (warmup > 0) await run({ ...distinctLoad, duration: warmup });
  const distinctRun = await run({ ...distinctLoad, duration });
  if (onlyDistinct) {
    console.log(
      `results, distinct: ${distinctRun.requests.average.toFixed(0)} req/s, p50 ${distinctRun.latency.p50} p90 ${distinctRun.latency.p90} p99 ${distinctRun.latency.p99} max ${distinctRun.latency.max} ms, non-2xx ${distinctRun.non2xx}, API CPU ${distinctRun.apiCpuUs.toFixed(0)} µs/request`,
    );
  } else {
    const repeated = await run({
      url: `${base}/air/flight-offer/results`,
      method: 'POST',
      headers,
      body: resultsBody,
      requests: [{ setupRequest: asVisitor }],
      connections: 10,
      duration,
    });
    const distinctFull = await run({
      url: `${base}/air/flight-offer/search`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (request) => ({
            ...asVisitor(request),
            body: JSON.stringify(distinctCriteria(query)),
          }),
        },
      ],
      connections: 10,
      duration,
    });
    const health = await run({ url: `${base}/health`, headers, connections: 10, duration });
    // A cold search (a query not seen before) for reference: one at a time, 20 distinct dates.
    const cold: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/air/flight-offer/results`, {
        method: 'POST',
        headers,
        body: resultsBody.replace(isoDate(30), isoDate(320 + i)).replace(isoDate(37), isoDate(327 + i)),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`cold search answered ${response.status}`);
      cold.push(performance.now() - started);
    }
    cold.sort((a, b) => a - b);

    const row = (name: string, result: Run) =>
      `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   API CPU ${result.apiCpuUs.toFixed(0).padStart(5)} µs/request   non-2xx ${result.non2xx}   errors ${result.errors}`;
    console.log(row('results, distinct (new every time)', distinctRun));
    console.log(row('results, repeated (prepared search)', repeated));
    console.log(row('whole answer, distinct (reference)', distinctFull));
    console.log(row('GET /health', health));
    console.log(
      `cold results pages (distinct searches, sequential): median ${cold[10]?.toFixed(1)} ms, max ${cold[19]?.toFixed(1)} ms`,
    );
    const ratio = distinctRun.requests.average / health.requests.average;
    const clean = distinctRun.non2xx === 0 && distinctRun.errors === 0;
    console.log(
      `distinct search (results) / health req/s: ${(ratio * 100).toFixed(1)} %   target ≥ 30 %   ${verdict(ratio >= 0.3 && clean)}`,
    );
    console.log(
      `distinct search (results) p99: ${distinctRun.latency.p99} ms   target < 50 ms   ${verdict(distinctRun.latency.p99 < 50 && clean)}`,
    );
  }
} finally {
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
