import { DestinationDealsResponseSchema, FlightDealsResponseSchema } from '@travel/contract/deals';
import { SearchResponseSchema } from '@travel/contract/flights';
import { priceAllIn } from '@travel/domain/payment';
import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { testEngines, testReferenceData } from '../../test/test-database.ts';
import { createBuiltinFlightSupplier } from '../supplier/builtin/builtin-flight-supplier.ts';
import {
  type CheapestDatesQuery,
  type FlightSupplier,
  FlightSupplierError,
} from '../supplier/flight-supplier.port.ts';

/** The built-in supplier, counting the cheapest-dates calls per route. */
async function countingSupplier() {
  const clock = createTestClock('2026-11-22T12:00:00Z');
  const builtin = createBuiltinFlightSupplier({ referenceData: await testReferenceData(), clock });
  const calls: CheapestDatesQuery[] = [];
  const supplier: FlightSupplier = {
    ...builtin,
    cheapestDates(query) {
      calls.push(query);
      return builtin.cheapestDates(query);
    },
  };
  return { supplier, clock, calls };
}

describe.each(testEngines())('flight deals on %s', (engine) => {
  let testApp: TestApp;
  let calls: CheapestDatesQuery[];
  beforeAll(async () => {
    const counting = await countingSupplier();
    calls = counting.calls;
    testApp = await buildTestApp({ engine, seed: true, supplier: counting.supplier, clock: counting.clock });
  });
  afterAll(async () => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers the cheapest week-long round trip to popular destinations from BOG, cheapest first', async () => {
    const response = await get('/deals/flights?origin=BOG&currencyCode=COP');
    expect(response.statusCode).toBe(200);
    const { data, meta } = FlightDealsResponseSchema.parse(response.json());
    expect(data.origin).toMatchObject({ iataCode: 'BOG', cityName: 'Bogotá', countryName: 'Colombia' });
    const destinations = data.deals.map((deal) => deal.destination.iataCode);
    expect(destinations).toEqual(expect.arrayContaining(['CUN', 'MIA', 'MAD']));
    expect(destinations).not.toContain('BOG');
    const prices = data.deals.map((deal) => deal.price.usd.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const deal of data.deals) {
      expect(deal.price.currency).toBe('COP');
      expect(deal.departureDate >= meta.window.from && deal.departureDate <= meta.window.to).toBe(true);
      const days = (Date.parse(deal.returnDate ?? '') - Date.parse(deal.departureDate)) / 86_400_000;
      expect(days).toBe(7);
    }
    expect(meta).toMatchObject({
      currency: 'COP',
      tripDays: 7,
      window: { from: '2026-11-23', to: '2027-02-20' },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=300');
  });

  it('answers 304 without the deals to a cache that holds the same answer', async () => {
    const first = await get('/deals/flights?origin=BOG&currencyCode=COP');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/deals/flights?origin=BOG&currencyCode=COP',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('prices each deal as the first price of the results for that search, in the same currency', async () => {
    const { data } = FlightDealsResponseSchema.parse(
      (await get('/deals/flights?origin=BOG&currencyCode=COP')).json(),
    );
    const deal = data.deals.find((candidate) => candidate.destination.iataCode === 'CUN');
    expect(deal?.carrier?.name).toBeTruthy();
    const search = await testApp.app.inject({
      method: 'POST',
      url: '/air/flight-offer/search',
      payload: {
        cabin: 'ECONOMY',
        currencyCode: 'COP',
        legInfo: [
          { from: 'BOG', to: 'CUN', departureDate: deal?.departureDate },
          { from: 'CUN', to: 'BOG', departureDate: deal?.returnDate },
        ],
        travelerInfo: { adult: 1, child: 0, infant: 0 },
        refundableFare: false,
        noRestrictionFare: false,
        noPenaltyFare: false,
      },
    });
    const { data: offers, meta } = SearchResponseSchema.parse(search.json());
    const cheapest = offers
      .map((offer) => offer.price.grandTotal ?? offer.price.total)
      .sort((a, b) => Number(a) - Number(b))[0];
    // The results show every price all-in (decision 016): the fare plus the booking fees.
    const first = priceAllIn({
      total: { amount: cheapest ?? '0', currency: 'COP' },
      perAdult: null,
      travellers: 1,
      fees: meta.bookingFees ?? { amount: 0, currency: 'COP' },
    }).total.amount;
    expect(Number(deal?.price.amount)).toBe(Number(first));
  });

  it('reads an origin typed in lower case', async () => {
    const response = await get('/deals/flights?origin=mex&currencyCode=MXN&lang=en');
    expect(response.statusCode).toBe(200);
    const { data } = FlightDealsResponseSchema.parse(response.json());
    expect(data.origin.cityName).toBe('Mexico City');
    expect(data.deals.map((deal) => deal.destination.iataCode)).not.toContain('MEX');
  });

  it('computes each route once for concurrent requests, and not again while fresh', async () => {
    const before = calls.filter((call) => call.origin === 'LIM').length;
    await Promise.all(Array.from({ length: 4 }, () => get('/deals/flights?origin=LIM')));
    const computed = calls.filter((call) => call.origin === 'LIM').length - before;
    const routes = new Set(calls.filter((call) => call.origin === 'LIM').map((call) => call.destination));
    expect(computed).toBe(routes.size);
    await get('/deals/flights?origin=LIM&currencyCode=PEN');
    expect(calls.filter((call) => call.origin === 'LIM').length - before).toBe(routes.size);
  });

  it("answers a destination's dates from the visitor's origin and the cheapest from the main origins", async () => {
    const response = await get('/deals/flights/to/cancun?origin=BOG&currencyCode=USD');
    expect(response.statusCode).toBe(200);
    const { data } = DestinationDealsResponseSchema.parse(response.json());
    expect(data.destination).toMatchObject({
      iataCode: 'CUN',
      cityName: 'Cancún',
      slug: 'cancun',
      countrySlug: 'mexico',
    });
    const dates = data.fromOrigin?.dates.map((deal) => deal.departureDate) ?? [];
    expect(dates).toHaveLength(13);
    expect(dates).toEqual([...dates].sort());
    const origins = data.fromOtherOrigins.map((deal) => deal.origin.iataCode);
    expect(origins.length).toBeGreaterThan(3);
    expect(origins).not.toContain('BOG');
    expect(origins).not.toContain('CUN');
    expect(data.carriers.length).toBeGreaterThan(0);
  });

  it('answers a destination without an origin with the main origins only', async () => {
    const { data } = DestinationDealsResponseSchema.parse(
      (await get('/deals/flights/to/madrid?lang=en')).json(),
    );
    expect(data.fromOrigin).toBeNull();
    expect(data.destination).toMatchObject({
      cityName: 'Madrid',
      countryName: 'Spain',
      countrySlug: 'espana',
    });
  });

  it('names places in Portuguese when asked, keeping the Spanish slugs', async () => {
    const { data } = DestinationDealsResponseSchema.parse(
      (await get('/deals/flights/to/madrid?lang=pt&origin=MEX')).json(),
    );
    expect(data.destination).toMatchObject({
      cityName: 'Madri',
      countryName: 'Espanha',
      slug: 'madrid',
      countrySlug: 'espana',
    });
    expect(data.fromOrigin?.origin).toMatchObject({ cityName: 'Cidade do México', countryName: 'México' });
  });

  it('answers problems for an unknown destination, origin, currency or malformed input', async () => {
    const unknownDestination = await get('/deals/flights/to/atlantis');
    expect(unknownDestination.statusCode).toBe(404);
    expect(ProblemSchema.parse(unknownDestination.json()).code).toBe('DEAL_DESTINATION_NOT_FOUND');
    const unknownOrigin = await get('/deals/flights?origin=QQQ');
    expect(unknownOrigin.statusCode).toBe(400);
    expect(ProblemSchema.parse(unknownOrigin.json()).code).toBe('UNKNOWN_AIRPORT');
    expect((await get('/deals/flights?origin=BO')).statusCode).toBe(400);
    expect((await get('/deals/flights')).statusCode).toBe(400);
    expect((await get('/deals/flights?origin=BOG&currencyCode=XYZ')).statusCode).toBe(400);
    expect((await get('/deals/flights/to/Not_A_Slug')).statusCode).toBe(400);
  });

  it('lists both routes in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/deals/flights', '/deals/flights/to/{destination}']));
  });
});

describe('flight deals when the supplier fails', () => {
  it('answers 503 when every route fails', async () => {
    const { supplier, clock } = await countingSupplier();
    const failing: FlightSupplier = {
      ...supplier,
      cheapestDates: () => Promise.reject(new FlightSupplierError('unavailable', 'HTTP 500')),
    };
    const testApp = await buildTestApp({ seed: true, supplier: failing, clock });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/deals/flights?origin=BOG' });
      expect(response.statusCode).toBe(503);
      expect(ProblemSchema.parse(response.json()).code).toBe('SUPPLIER_UNAVAILABLE');
    } finally {
      await testApp.close();
    }
  });
});
