// A distinct search's own work, in process and without HTTP: the built-in supplier's summaries, their
// views priced in COP (deriveLocalizedViews) and the first results page written as JSON, for the same
// distinct round trips as api-search. Prints the CPU time of one search and of each stage, the median
// of ROUNDS rounds of SECONDS each. Steadier than the HTTP load (±5 % between runs on a machine where
// that varied by a third), so a change to the search is judged here first. Not a target.
// Run: npx tsx bench/search-pipeline.bench.ts   (ROUNDS=5 SECONDS=3)
import { performance } from 'node:perf_hooks';
import { buildResultsPage, FIRST_RESULTS_VIEW, toDisplayAmountIn } from '@travel/domain/flight-results';
import type { ExchangeRateTable } from '@travel/domain/money';
import { deriveLocalizedViews } from '@travel/domain/offers';
import { convertBookingFees } from '@travel/domain/payment';
import { createBuiltinFlightSupplier } from '../apps/api/src/flights/supplier/builtin/builtin-flight-supplier.ts';
import type { FlightSearchQuery } from '../apps/api/src/flights/supplier/flight-supplier.port.ts';
import { SEED_RATE_SCALE, SEED_RATES_PER_USD } from '../apps/api/src/platform/db/seed-exchange-rates.ts';
import { loadReferenceData } from '../apps/api/src/platform/reference-data/reference-data.loader.ts';
import { distinctSearches, isoDate } from './distinct-searches.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 3);
const CURRENCY = 'COP';

const supplier = createBuiltinFlightSupplier({
  referenceData: await loadReferenceData(),
  clock: { now: () => new Date() },
});
// The seeded rate, as the API reads it from the database.
const table: ExchangeRateTable = {
  date: isoDate(0),
  base: 'USD',
  rates: { [CURRENCY]: String((SEED_RATES_PER_USD[CURRENCY] ?? 0) / 10 ** SEED_RATE_SCALE) },
};
const fees = convertBookingFees(CURRENCY, table);
const toDisplay = toDisplayAmountIn(CURRENCY, table);
const nextLegs = distinctSearches();

const stageMs = { supplier: 0, views: 0, page: 0 };

/** One distinct search made into its first results page as JSON, timing each stage. */
async function searchOnce(): Promise<void> {
  const query: FlightSearchQuery = {
    cabin: 'ECONOMY',
    legInfo: nextLegs(),
    travelerInfo: { adult: 2, child: 1, infant: 0 },
    refundableFare: false,
    noRestrictionFare: false,
    noPenaltyFare: false,
  };
  const t0 = performance.now();
  if (!supplier.searchSummaries) throw new Error('the built-in supplier summarises its searches');
  const result = await supplier.searchSummaries(query);
  const t1 = performance.now();
  const views = deriveLocalizedViews(result.offers, CURRENCY, table);
  const t2 = performance.now();
  const page = buildResultsPage(
    {
      views,
      carriers: result.carriers,
      currency: CURRENCY,
      fees,
      roundTrip: true,
      toDisplay,
    },
    FIRST_RESULTS_VIEW,
  );
  JSON.stringify(page);
  const t3 = performance.now();
  stageMs.supplier += t1 - t0;
  stageMs.views += t2 - t1;
  stageMs.page += t3 - t2;
}

// Warm-up: the supplier's route templates and V8's optimised code, as in a running API.
for (let i = 0; i < 3_000; i++) await searchOnce();

const rounds: Array<{ cpuUs: number; shares: typeof stageMs }> = [];
for (let round = 0; round < ROUNDS; round++) {
  stageMs.supplier = 0;
  stageMs.views = 0;
  stageMs.page = 0;
  let count = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    await searchOnce();
    count += 1;
  }
  const cpu = process.cpuUsage(cpuBefore);
  const timed = stageMs.supplier + stageMs.views + stageMs.page;
  rounds.push({
    cpuUs: (cpu.user + cpu.system) / count,
    shares: {
      supplier: stageMs.supplier / timed,
      views: stageMs.views / timed,
      page: stageMs.page / timed,
    },
  });
}
rounds.sort((a, b) => a.cpuUs - b.cpuUs);
const median = rounds[Math.floor(rounds.length / 2)];
if (!median) throw new Error('no round ran');
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
console.log(
  `distinct search → first results page, in process: ${median.cpuUs.toFixed(0)} µs of CPU (median of ${ROUNDS} rounds: ${rounds.map((r) => r.cpuUs.toFixed(0)).join(', ')})`,
);
console.log(
  `  supplier ${percent(median.shares.supplier)}, views ${percent(median.shares.views)}, page and JSON ${percent(median.shares.page)}`,
);
