// How long pricing the flight deals of one origin takes: GET /deals/flights on the built API with the
// built-in supplier, cold (each route priced: about 13 searches per destination) and then from the
// process's cache, for a few origins of the region.
// Run: npx tsx bench/deals.bench.ts   (DEAL_ORIGINS=BOG,MEX to choose the origins)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApi, startBuiltApi } from './built-api.ts';

const port = Number(process.env.BENCH_API_PORT ?? 4391);
const origins = (process.env.DEAL_ORIGINS ?? 'BOG,MEX,LIM,GRU,MIA').split(',');

async function timeDeals(base: string, origin: string): Promise<{ ms: number; deals: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/deals/flights?origin=${origin}&currencyCode=USD`);
  if (!response.ok) throw new Error(`GET /deals/flights?origin=${origin} answered ${response.status}`);
  const body = (await response.json()) as { data: { deals: unknown[] } };
  return { ms: performance.now() - started, deals: body.data.deals.length };
}

buildApi();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-deals-'));
const api = await startBuiltApi(port, { DATA_DIR: dataDir, FLIGHT_SUPPLIER: 'builtin' });
try {
  console.log('origin  deals  cold (ms)  cached (ms)');
  const cold: number[] = [];
  for (const origin of origins) {
    const first = await timeDeals(api.base, origin);
    const second = await timeDeals(api.base, origin);
    cold.push(first.ms);
    console.log(
      `${origin.padEnd(6)}  ${String(first.deals).padStart(5)}  ${first.ms.toFixed(0).padStart(9)}  ${second.ms
        .toFixed(1)
        .padStart(11)}`,
    );
  }
  const sorted = [...cold].sort((a, b) => a - b);
  console.log(
    `median cold computation for one origin: ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms`,
  );
} finally {
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
