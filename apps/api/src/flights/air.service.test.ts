import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAirportsRepository } from '../airports/airports.repository.ts';
import { AppError } from '../errors.ts';
import {
  cacheRateTables,
  createExchangeRatesRepository,
} from '../platform/currency/exchange-rates.repository.ts';
import type { DatabaseHandle } from '../platform/db/client.ts';
import { createTestClock } from '../test/build-test-app.ts';
import { openSeededTestDatabase, testReferenceData } from '../test/test-database.ts';
import { createAirService } from './air.service.ts';
import { createBuiltinFlightSupplier } from './supplier/builtin/builtin-flight-supplier.ts';
import type { FlightSupplier } from './supplier/flight-supplier.port.ts';

const criteria = {
  cabin: 'ECONOMY' as const,
  currencyCode: 'COP' as const,
  legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '2027-03-10' }],
  travelerInfo: { adult: 1, child: 0, infant: 0 },
  refundableFare: false,
  noRestrictionFare: false,
  noPenaltyFare: false,
};

describe('createAirService when the supplier misbehaves', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
  });
  afterAll(async () => database.close());

  function serviceWith(supplier: Partial<FlightSupplier>) {
    return createAirService({
      supplier: supplier as FlightSupplier,
      airports: createAirportsRepository(database.db),
      rates: createExchangeRatesRepository(database.db),
      clock: createTestClock(),
      supplierTimeoutMs: 200,
    });
  }

  it('gives up on a supplier that never answers after its timeout, with SUPPLIER_UNAVAILABLE', async () => {
    const service = serviceWith({ searchOffers: () => new Promise(() => {}) });
    const started = Date.now();
    const error = await service.search(criteria).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('SUPPLIER_UNAVAILABLE');
    expect((error as AppError).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('turns a supplier failure into SUPPLIER_UNAVAILABLE without its message', async () => {
    const service = serviceWith({
      searchOffers: () => Promise.reject(new Error('ECONNREFUSED 10.0.0.7:443 secret-token')),
    });
    const error = (await service.search(criteria).catch((caught: unknown) => caught)) as AppError;
    expect(error.code).toBe('SUPPLIER_UNAVAILABLE');
    expect(error.message).not.toContain('secret-token');
  });

  it('does not cache a failed search: the next call reaches the supplier again', async () => {
    let calls = 0;
    const service = serviceWith({
      searchOffers: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return { offers: [], dictionaries: { locations: {}, aircraft: {}, currencies: {}, carriers: {} } };
      },
    });
    await expect(service.searchSerialized(criteria)).rejects.toBeInstanceOf(AppError);
    const answer = await service.searchSerialized(criteria);
    expect(JSON.parse(answer.json.toString()).meta.count).toBe(0);
    expect(calls).toBe(2);
  });
});

describe('createAirService reading rates and airports', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
  });
  afterAll(async () => database.close());

  function countingService() {
    const rates = createExchangeRatesRepository(database.db);
    const airports = createAirportsRepository(database.db);
    const asked = { rateDays: [] as string[], airportCodes: [] as string[][] };
    const clock = createTestClock('2027-02-01T12:00:00Z');
    const service = createAirService({
      supplier: {
        searchOffers: async () => ({
          offers: [],
          dictionaries: { locations: {}, aircraft: {}, currencies: {}, carriers: {} },
        }),
      } as unknown as FlightSupplier,
      airports: {
        ...airports,
        findByCodes: async (codes: string[]) => {
          asked.airportCodes.push(codes);
          return airports.findByCodes(codes);
        },
      },
      // As the app gives it (app.ts): the day's table read once a minute.
      rates: cacheRateTables({
        ...rates,
        tableOn: async (day: string) => {
          asked.rateDays.push(day);
          return rates.tableOn(day);
        },
      }),
      clock,
    });
    return { service, asked, clock };
  }

  it('reads the day’s rates and the airports once for many searches, and a new day’s rates again', async () => {
    const { service, asked, clock } = countingService();
    const first = await service.search(criteria);
    await service.search({ ...criteria, currencyCode: 'USD' });
    await service.search({ ...criteria, legInfo: [{ from: 'MIA', to: 'BOG', departureDate: '2027-03-10' }] });
    expect(asked.rateDays).toEqual(['2027-02-01']);
    expect(asked.airportCodes).toEqual([['BOG', 'MIA']]);

    clock.set('2027-02-02T00:30:00Z');
    const next = await service.search(criteria);
    expect(asked.rateDays).toEqual(['2027-02-01', '2027-02-02']);
    expect(next.meta.exchangeRateDate).toBe(first.meta.exchangeRateDate);
  });

  it('asks again for an unknown airport and refuses it every time', async () => {
    const { service, asked } = countingService();
    const unknown = { ...criteria, legInfo: [{ from: 'BOG', to: 'XQZ', departureDate: '2027-03-10' }] };
    for (let i = 0; i < 2; i += 1) {
      const error = (await service.search(unknown).catch((caught: unknown) => caught)) as AppError;
      expect(error.code).toBe('UNKNOWN_AIRPORT');
    }
    expect(asked.airportCodes).toEqual([['BOG', 'XQZ'], ['XQZ']]);
  });
});

describe('createAirService.searchJson', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
  });
  afterAll(async () => database.close());

  it('writes exactly the JSON of the search answer, for round trips, one-ways, parties and currencies', async () => {
    const clock = createTestClock('2027-02-01T12:00:00Z');
    const service = createAirService({
      supplier: createBuiltinFlightSupplier({ referenceData: await testReferenceData(), clock }),
      airports: createAirportsRepository(database.db),
      rates: createExchangeRatesRepository(database.db),
      clock,
    });
    const searches = [
      criteria,
      {
        ...criteria,
        currencyCode: 'CLP' as const,
        legInfo: [
          { from: 'LIM', to: 'SCL', departureDate: '2027-03-10' },
          { from: 'SCL', to: 'LIM', departureDate: '2027-03-17' },
        ],
        travelerInfo: { adult: 2, child: 1, infant: 1 },
      },
      { ...criteria, currencyCode: 'BRL' as const, cabin: 'BUSINESS' as const, refundableFare: true },
      { ...criteria, currencyCode: 'USD' as const },
    ];
    for (const search of searches) {
      const answer = await service.search(search);
      expect(answer.data.length).toBeGreaterThan(0);
      expect(await service.searchJson(search)).toBe(JSON.stringify(answer));
    }
  });
});
