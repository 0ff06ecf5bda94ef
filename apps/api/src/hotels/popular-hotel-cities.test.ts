import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExchangeRatesRepository } from '../platform/currency/exchange-rates.repository.ts';
import type { DatabaseHandle } from '../platform/db/client.ts';
import { createTestClock, TEST_API_URL } from '../test/build-test-app.ts';
import { openSeededTestDatabase, testReferenceData } from '../test/test-database.ts';
import { createHotelDestinationsRepository } from './hotel-destinations.repository.ts';
import { createHotelsService } from './hotels.service.ts';
import { POPULAR_CITIES_WARM } from './popular-hotel-cities.ts';
import { createBuiltinHotelSupplier } from './supplier/builtin/builtin-hotel-supplier.ts';
import type { HotelSupplier } from './supplier/hotel-supplier.port.ts';

const HOUR = 60 * 60_000;

describe('the popular hotel cities, kept per currency and language', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
  });
  afterAll(async () => database.close());

  async function countingService(fail = false) {
    const clock = createTestClock('2026-11-22T12:00:00Z');
    const builtin = createBuiltinHotelSupplier({
      referenceData: await testReferenceData(),
      clock,
      mediaBaseUrl: TEST_API_URL,
    });
    const listed = { count: 0 };
    const supplier: HotelSupplier = {
      ...builtin,
      listHotels: async (query) => {
        listed.count += 1;
        if (fail) throw new Error('supplier down');
        return builtin.listHotels(query);
      },
    };
    const service = createHotelsService({
      supplier,
      destinations: createHotelDestinationsRepository(database.db),
      rates: createExchangeRatesRepository(database.db),
      clock,
    });
    return { service, clock, listed };
  }

  it('answers from what it priced for an hour, then the kept answer while it prices again, then the new one', async () => {
    const { service, clock, listed } = await countingService();
    const query = { currencyCode: 'USD', locale: 'es' } as const;
    const first = await service.popularCities(query);
    expect(listed.count).toBe(6);
    expect(await service.popularCities(query)).toBe(first);
    expect(listed.count).toBe(6);

    clock.set(new Date(Date.parse('2026-11-22T12:00:00Z') + HOUR + 1));
    // Stale: the same answer at once, while the six cities are priced again behind it.
    expect(await service.popularCities(query)).toBe(first);
    // Asked again while that pricing runs: no second pricing.
    await service.popularCities(query);
    await expect.poll(() => listed.count).toBe(12);
    await expect
      .poll(async () => (await service.popularCities(query)).data.computedAt)
      .not.toBe(first.data.computedAt);

    // Another currency is its own answer.
    const reais = await service.popularCities({ currencyCode: 'BRL', locale: 'pt' });
    expect(reais.data.currency).toBe('BRL');
    expect(listed.count).toBe(18);
  });

  it('prices again before answering once the kept answer is a day old', async () => {
    const { service, clock, listed } = await countingService();
    const query = { currencyCode: 'COP', locale: 'es' } as const;
    const first = await service.popularCities(query);
    clock.set(new Date(Date.parse('2026-11-22T12:00:00Z') + 25 * HOUR));
    const next = await service.popularCities(query);
    expect(next).not.toBe(first);
    expect(next.data.stay.checkInDate).toBe('2026-12-11');
    expect(listed.count).toBe(12);
  });

  it("keeps no failure: every city failing is a 503 problem, and the next visitor's request asks again", async () => {
    const { service, listed } = await countingService(true);
    const query = { currencyCode: 'USD', locale: 'en' } as const;
    await expect(service.popularCities(query)).rejects.toMatchObject({ code: 'SUPPLIER_UNAVAILABLE' });
    await expect(service.popularCities(query)).rejects.toMatchObject({ code: 'SUPPLIER_UNAVAILABLE' });
    expect(listed.count).toBe(12);
  });

  it('warms the usual currency of each language, reporting what fails without throwing', async () => {
    const { service, listed } = await countingService();
    await service.warmPopularCities(() => {
      throw new Error('not expected');
    });
    expect(listed.count).toBe(6 * POPULAR_CITIES_WARM.length);
    await service.popularCities({ currencyCode: 'BRL', locale: 'pt' });
    expect(listed.count).toBe(6 * POPULAR_CITIES_WARM.length);

    const failing = await countingService(true);
    const failed: string[] = [];
    await failing.service.warmPopularCities((query) => failed.push(query.locale));
    expect(failed).toEqual(['es', 'en', 'pt']);
  });
});
