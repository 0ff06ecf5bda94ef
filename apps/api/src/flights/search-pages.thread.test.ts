import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { FlightResultsResponseSchema } from '@travel/contract/flights';
import { FIRST_RESULTS_VIEW } from '@travel/domain/flight-results';
import type { ExchangeRateTable } from '@travel/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { systemClock } from '../platform/clock.ts';
import { SEED_RATE_SCALE, SEED_RATES_PER_USD } from '../platform/db/seed-exchange-rates.ts';
import { loadReferenceData } from '../platform/reference-data/reference-data.loader.ts';
import { createThreadedSearchPages } from './search-pages.thread.ts';
import { type CheckedSearch, createSearchPages, type SearchPages } from './search-pages.ts';
import { createBuiltinFlightSupplier } from './supplier/builtin/builtin-flight-supplier.ts';

const WORKER_URL = new URL('./search-pages.worker.ts', import.meta.url);

const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const currentHour = () => Math.floor(Date.now() / 3_600_000);

function tableFor(currency: string): ExchangeRateTable {
  const rate = SEED_RATES_PER_USD[currency];
  if (rate === undefined) throw new Error(`no seeded rate for ${currency}`);
  return { date: isoDate(0), base: 'USD', rates: { [currency]: String(rate / 10 ** SEED_RATE_SCALE) } };
}

function checked(
  from: string,
  to: string,
  days: number,
  currencyCode: string,
  roundTrip = true,
): CheckedSearch {
  const legInfo = [
    { from, to, departureDate: isoDate(days) },
    ...(roundTrip ? [{ from: to, to: from, departureDate: isoDate(days + 6) }] : []),
  ];
  const query = {
    cabin: 'ECONOMY' as const,
    legInfo,
    travelerInfo: { adult: 2, child: 1, infant: 0 },
    refundableFare: false,
    noRestrictionFare: false,
    noPenaltyFare: false,
  };
  return {
    key: JSON.stringify({ currencyCode, ...query }),
    query,
    currencyCode,
    table: tableFor(currencyCode),
  };
}

describe('createThreadedSearchPages', () => {
  let local: SearchPages;
  let threaded: SearchPages;

  beforeAll(async () => {
    const supplier = createBuiltinFlightSupplier({
      referenceData: await loadReferenceData(),
      clock: systemClock,
    });
    local = createSearchPages({ supplier });
    threaded = createThreadedSearchPages({ workerUrl: WORKER_URL });
  });
  afterAll(async () => {
    await threaded.close();
  });

  /** Both answers within one hour of the supplier's clock (its offer ids and prices change by the hour). */
  async function sameHour<T>(make: () => Promise<T>): Promise<T> {
    for (;;) {
      const hour = currentHour();
      const made = await make();
      if (currentHour() === hour) return made;
    }
  }

  it('answers the bytes a page made in this thread has: the same offers, ids and prices', async () => {
    const searches = [
      checked('BOG', 'MIA', 30, 'COP'),
      checked('MEX', 'CUN', 12, 'MXN'),
      checked('GRU', 'EZE', 90, 'BRL', false),
    ];
    for (const search of searches) {
      const view = { ...FIRST_RESULTS_VIEW, sort: { key: 'price', direction: 'asc' } } as const;
      const [mine, theirs, theirsBrotli] = await sameHour(() =>
        Promise.all([
          local.answer({ ...search, view }),
          threaded.answer({ ...search, view }),
          threaded.answer({ ...search, view, encoding: 'br' }),
        ]),
      );
      expect(theirs.toString()).toBe(mine.toString());
      expect(brotliDecompressSync(theirsBrotli).toString()).toBe(mine.toString());
      const answer = JSON.parse(mine.toString());
      expect(FlightResultsResponseSchema.parse(answer)).toEqual(answer);
      expect(answer.data.offers.length).toBeGreaterThan(0);
    }
  });

  it('gives the cheapest price this thread gives, and none for a search without offers', async () => {
    const search = checked('LIM', 'SCL', 45, 'PEN');
    const [mine, theirs] = await sameHour(() =>
      Promise.all([local.cheapest(search), threaded.cheapest(search)]),
    );
    expect(mine).toMatch(/^\d+(\.\d+)?$/);
    expect(theirs).toBe(mine);
    // Both ends in one city: the supplier finds nothing, so there is no price.
    expect(await threaded.cheapest(checked('GRU', 'CGH', 45, 'BRL'))).toBeNull();
  });

  it("fails a page the worker cannot make as the supplier's outage, and answers the next one", async () => {
    const search = checked('BOG', 'MIA', 30, 'COP');
    // Rates without the display currency: the views cannot be priced.
    const broken = { ...search, key: `${search.key}|broken`, table: { ...search.table, rates: {} } };
    const failure = await threaded.answer({ ...broken, view: FIRST_RESULTS_VIEW }).catch((error) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('SUPPLIER_UNAVAILABLE');
    const next = await threaded.answer({ ...search, view: FIRST_RESULTS_VIEW });
    expect(JSON.parse(next.toString()).data.offers.length).toBeGreaterThan(0);
  });

  it('fails what a worker that stopped held, and starts another for the next request', async () => {
    // A worker that stops on its first message, once: the marker file tells the second one to work.
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'search-worker-')), 'stopped');
    const script = `
      import fs from 'node:fs';
      import { parentPort } from 'node:worker_threads';
      parentPort.on('message', (request) => {
        if (!fs.existsSync(${JSON.stringify(marker)})) {
          fs.writeFileSync(${JSON.stringify(marker)}, '');
          process.exit(3);
        }
        parentPort.postMessage({ id: request.id, ok: true, cheapest: '42' });
      });`;
    const told: Error[] = [];
    const pages = createThreadedSearchPages({
      workerUrl: new URL(`data:text/javascript,${encodeURIComponent(script)}`),
      onLost: (error) => told.push(error),
    });
    try {
      const search = checked('BOG', 'MIA', 30, 'COP');
      const lost = await pages.cheapest(search).catch((error) => error);
      expect(lost).toBeInstanceOf(AppError);
      expect((lost as AppError).code).toBe('SUPPLIER_UNAVAILABLE');
      expect((lost as AppError).message).toContain('exit code 3');
      expect(await pages.cheapest(search)).toBe('42');
      expect(told.map((error) => error.message)).toEqual(['the search worker stopped (exit code 3)']);
    } finally {
      await pages.close();
    }
  });

  it('refuses requests once closed', async () => {
    const pages = createThreadedSearchPages({ workerUrl: WORKER_URL });
    await pages.close();
    const refused = await pages.cheapest(checked('BOG', 'MIA', 30, 'COP')).catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
  });
});
