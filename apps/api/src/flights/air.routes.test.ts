import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  DayPricesResponseSchema,
  FlightResultsResponseSchema,
  SearchResponseSchema,
  ValidateOfferResponseSchema,
} from '@travel/contract/flights';
import { FIRST_RESULTS_VIEW } from '@travel/domain/flight-results';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAmadeusDefinition } from '../test/amadeus-schema.ts';
import { ROUND_TRIP_SEARCH } from '../test/booking-flow.ts';
import { buildTestApp, TEST_WEB_ORIGIN, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

const body = ROUND_TRIP_SEARCH;

const CITY_PAIRS = [
  ['BOG', 'MIA'],
  ['MEX', 'CUN'],
  ['GRU', 'EZE'],
  ['LIM', 'SCL'],
  ['BOG', 'MAD'],
  ['PTY', 'JFK'],
  ['MDE', 'CTG'],
  ['GIG', 'LIS'],
  ['UIO', 'GYE'],
  ['SDQ', 'BOG'],
  ['MVD', 'EZE'],
  ['ASU', 'GRU'],
  ['LPB', 'LIM'],
  ['SJO', 'LAX'],
  ['HAV', 'MEX'],
  ['CCS', 'PTY'],
  ['GDL', 'TIJ'],
  ['SCL', 'PUQ'],
  ['CUZ', 'LIM'],
  ['BOG', 'LHR'],
] as const;

/** The search hour and the offer's position, the last two parts of a built-in offer id. */
const HOUR_AND_INDEX = /_([0-9a-z]+)_([0-9a-z]+)$/;
const withHour = (id: string, hour: (current: number) => string) =>
  id.replace(
    HOUR_AND_INDEX,
    (_, current: string, index: string) => `_${hour(Number.parseInt(current, 36))}_${index}`,
  );

/** Ways a client can edit an id of the round trip BOG ⇄ MIA 2027-03-10/17 into one no search made. */
const CRAFTED_IDS: [string, (id: string) => string][] = [
  ['an impossible date', (id) => id.replace('20270310', '20270230')],
  ['a past date', (id) => id.replace('20270310', '20261101')],
  ['the year 9999', (id) => id.replaceAll('2027', '9999')],
  ['a date more than 361 days after the search', (id) => id.replace('20270317', '20271201')],
  ['a search hour in the future', (id) => withHour(id, (hour) => (hour + 48).toString(36))],
  ['a search hour beyond any date', (id) => withHour(id, () => 'zzzzzzzzz')],
  ['a search hour long before the trip', (id) => withHour(id, () => '0')],
  ['a position the search does not have', (id) => id.replace(HOUR_AND_INDEX, '_$1_zzz')],
  ['travellers no search allows', (id) => id.replace('_E210_', '_E990_')],
];

describe.each(testEngines())('flight offers API on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  const search = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/air/flight-offer/search', payload: payload as object });

  describe('POST /air/flight-offer/day-prices', () => {
    const dayPrices = (payload: unknown) =>
      testApp.app.inject({ method: 'POST', url: '/air/flight-offer/day-prices', payload: payload as object });

    it('prices each day from three before to three after, the searched day at its cheapest offer plus the fees', async () => {
      const response = await dayPrices({ ...body, currencyCode: 'USD' });
      expect(response.statusCode).toBe(200);
      const { data } = DayPricesResponseSchema.parse(response.json());
      expect(data.map((day) => day.date)).toEqual([
        '2027-03-07',
        '2027-03-08',
        '2027-03-09',
        '2027-03-10',
        '2027-03-11',
        '2027-03-12',
        '2027-03-13',
      ]);
      const searched = SearchResponseSchema.parse((await search({ ...body, currencyCode: 'USD' })).json());
      const cheapest = Math.min(...searched.data.map((offer) => Math.round(Number(offer.price.total) * 100)));
      expect(searched.meta.bookingFees).toEqual({ amount: 566, currency: 'USD' });
      expect(Math.round(Number(data[3]?.price?.amount) * 100)).toBe(cheapest + 566);
      for (const day of data) expect(day.price?.currency).toBe('USD');
    });

    it('has no price for days already past at the origin', async () => {
      const oneWay = {
        ...body,
        legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '2026-11-23' }],
      };
      const { data } = DayPricesResponseSchema.parse((await dayPrices(oneWay)).json());
      expect(data.slice(0, 2).map((day) => day.price)).toEqual([null, null]);
      expect(data.slice(2).every((day) => day.price !== null)).toBe(true);
    });

    it('has no price for a departure after the return', async () => {
      const shortTrip = {
        ...body,
        legInfo: [
          { from: 'BOG', to: 'MIA', departureDate: '2027-03-10' },
          { from: 'MIA', to: 'BOG', departureDate: '2027-03-11' },
        ],
      };
      const { data } = DayPricesResponseSchema.parse((await dayPrices(shortTrip)).json());
      expect(data.slice(5).map((day) => day.price)).toEqual([null, null]);
    });
  });

  describe('POST /air/flight-offer/results', () => {
    const FIRST_PAGE = { ...FIRST_RESULTS_VIEW, sort: { key: 'price', direction: 'asc' } } as const;
    const results = (payload: unknown) =>
      testApp.app.inject({ method: 'POST', url: '/air/flight-offer/results', payload: payload as object });

    it('answers the first page of outbounds, all-in, priced as the search prices its offers', async () => {
      const response = await results({ criteria: body, view: FIRST_PAGE });
      expect(response.statusCode).toBe(200);
      const { data, meta } = FlightResultsResponseSchema.parse(response.json());
      const searched = SearchResponseSchema.parse((await search(body)).json());
      expect(meta).toEqual({
        count: searched.data.length,
        currency: 'COP',
        exchangeRateDate: searched.meta.exchangeRateDate,
      });
      expect(data.mode).toBe('outbounds');
      expect(data.offers).toHaveLength(10);
      expect(data.hasMore).toBe(true);
      const fees = Number(searched.meta.bookingFees?.amount ?? 0);
      for (const card of data.offers) {
        const offer = searched.data.find((candidate) => candidate.id === card.id);
        const total = Number((offer?.price.grandTotal ?? '0').replace('.', ''));
        expect(Number(card.total.amount.replace('.', ''))).toBe(total + fees);
        expect(card.total.currency).toBe('COP');
        expect(card.itineraries).toHaveLength(2);
      }
      const totals = data.offers.map((card) => Number(card.total.amount));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    });

    it('filters, counts the facets and lists the returns of a chosen outbound', async () => {
      const first = FlightResultsResponseSchema.parse(
        (await results({ criteria: body, view: FIRST_PAGE })).json(),
      ).data;
      const nonstop = first.facets.stops.find((bucket) => bucket.value === 'nonstop')?.count ?? 0;
      const filtered = FlightResultsResponseSchema.parse(
        (
          await results({
            criteria: body,
            view: { ...FIRST_PAGE, filters: { ...FIRST_PAGE.filters, stops: ['nonstop'] } },
          })
        ).json(),
      ).data;
      expect(filtered.matching).toBe(nonstop);
      expect(filtered.offers.every((card) => card.itineraries[0]?.stops === 0)).toBe(true);

      const outbound = first.offers[0]?.outboundKey;
      const returns = FlightResultsResponseSchema.parse(
        (await results({ criteria: body, view: { ...FIRST_PAGE, outbound } })).json(),
      ).data;
      expect(returns.mode).toBe('returns');
      expect(returns.chosenOutbound?.outboundKey).toBe(outbound);
      expect(returns.offers.every((card) => card.outboundKey === outbound)).toBe(true);
    });

    it.each([
      ['a page beyond 100', { ...FIRST_PAGE, page: 101 }],
      ['an unknown sort', { ...FIRST_PAGE, sort: { key: 'random', direction: 'asc' } }],
      ['a hostile outbound key', { ...FIRST_PAGE, outbound: '<script>' }],
      [
        'an upside-down price range',
        { ...FIRST_PAGE, filters: { ...FIRST_PAGE.filters, price: [{ min: 9, max: 3 }] } },
      ],
      ['a lowercase airline', { ...FIRST_PAGE, filters: { ...FIRST_PAGE.filters, airline: ['av'] } }],
    ])('refuses %s with a problem', async (_, view) => {
      const response = await results({ criteria: body, view });
      expect(response.statusCode).toBe(400);
      expect(ProblemSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    });

    it('answers exactly what the schema reads: nothing extra, nothing missing, in every mode', async () => {
      const oneWay = { ...body, legInfo: body.legInfo.slice(0, 1) };
      const first = FlightResultsResponseSchema.parse(
        (await results({ criteria: body, view: FIRST_PAGE })).json(),
      ).data;
      const views = [
        { criteria: body, view: FIRST_RESULTS_VIEW },
        { criteria: body, view: { ...FIRST_PAGE, page: 3, sort: { key: 'duration', direction: 'desc' } } },
        { criteria: body, view: { ...FIRST_PAGE, outbound: first.offers[0]?.outboundKey } },
        {
          criteria: body,
          view: { ...FIRST_PAGE, filters: { ...FIRST_PAGE.filters, refundable: true, stops: ['nonstop'] } },
        },
        { criteria: oneWay, view: FIRST_RESULTS_VIEW },
        { criteria: { ...oneWay, travelerInfo: { adult: 1, child: 2, infant: 1 } }, view: FIRST_PAGE },
      ];
      for (const payload of views) {
        const response = await results(payload);
        const answer = response.json();
        expect(response.statusCode, JSON.stringify(answer)).toBe(200);
        expect(FlightResultsResponseSchema.parse(answer)).toEqual(answer);
      }
    });

    it.each([
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
    ] as const)(
      'answers %s compressed as %s, with the same JSON inside',
      async (accepted, coding, decompress) => {
        const payload = { criteria: body, view: FIRST_PAGE };
        const plain = await results(payload);
        const compressed = await testApp.app.inject({
          method: 'POST',
          url: '/air/flight-offer/results',
          payload,
          headers: { 'accept-encoding': accepted },
        });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(compressed.headers['content-encoding']).toBe(coding);
        expect(compressed.headers.vary).toContain('accept-encoding');
        expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decompress(compressed.rawPayload).toString()).toBe(plain.body);
      },
    );

    it('varies by the origin as well as the coding, for the web app’s cross-origin requests', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/air/flight-offer/results',
        payload: { criteria: body, view: FIRST_PAGE },
        headers: { 'accept-encoding': 'br', origin: TEST_WEB_ORIGIN },
      });
      expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
      expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toEqual([
        'origin',
        'accept-encoding',
      ]);
    });

    it('refuses a search the flight search refuses', async () => {
      const response = await results({
        criteria: { ...body, legInfo: [{ from: 'BOG', to: 'XXX', departureDate: '2027-03-10' }] },
        view: FIRST_PAGE,
      });
      expect(response.statusCode).toBe(400);
      expect(ProblemSchema.parse(response.json()).code).toBe('UNKNOWN_AIRPORT');
    });
  });

  describe('POST /air/flight-offer/search', () => {
    it('answers offers priced in the requested currency, with the USD charge and filter tags', async () => {
      const response = await search(body);
      expect(response.statusCode).toBe(200);
      const result = SearchResponseSchema.parse(response.json());
      expect(result.meta.count).toBe(result.data.length);
      expect(result.data.length).toBeGreaterThanOrEqual(20);
      expect(result.data.length).toBeLessThanOrEqual(250);
      expect(result.meta.currency).toBe('COP');
      for (const offer of result.data) {
        expect(offer.price.currency).toBe('COP');
        expect(offer.price.intTotal?.currency).toBe('USD');
        expect(offer.itineraries).toHaveLength(2);
        expect(offer.travelerPricings).toHaveLength(3);
        for (const itinerary of offer.itineraries) {
          expect(itinerary).toMatchObject({
            stops: itinerary.segments.length - 1,
            departureTimeTag: expect.stringMatching(/^(early|morning|afternoon|evening|late)$/),
            arrivalTimeTag: expect.stringMatching(/^(early|morning|afternoon|evening|late)$/),
          });
        }
        const carrier = offer.itineraries[0]?.segments[0]?.carrierCode ?? '';
        expect(result.dictionaries.carriers?.[carrier]).toBeTruthy();
      }
    });

    it('converts with the seeded rate: COP total ≈ USD charge × 3900', async () => {
      const [offer] = SearchResponseSchema.parse((await search(body)).json()).data;
      const usd = (offer?.price.intTotal?.amount ?? 0) / 100;
      expect(Number(offer?.price.total)).toBeCloseTo(usd * 3900, 0);
    });

    it('writes Chilean pesos without decimals', async () => {
      const { data } = SearchResponseSchema.parse((await search({ ...body, currencyCode: 'CLP' })).json());
      for (const offer of data) expect(offer.price.total).toMatch(/^\d+$/);
    });

    it('answers gzip to a client that accepts gzip only (Node 20 fetch), with the same JSON inside', async () => {
      const plain = await search(body);
      const zipped = await testApp.app.inject({
        method: 'POST',
        url: '/air/flight-offer/search',
        payload: body,
        headers: { 'accept-encoding': 'gzip, deflate' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    });

    it('answers brotli to a client that accepts it (browsers), with the same JSON inside', async () => {
      const plain = await search(body);
      const compressed = await testApp.app.inject({
        method: 'POST',
        url: '/air/flight-offer/search',
        payload: body,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toContain('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    });

    it('gives the same offers for the same query', async () => {
      expect((await search(body)).body).toBe((await search(body)).body);
    });

    it('answers valid Amadeus flight offers for 20 city pairs', async () => {
      const { validate, ajv } = compileAmadeusDefinition('FlightOffersSearch_v2.json', 'FlightOffer');
      for (const [from, to] of CITY_PAIRS) {
        const response = await search({
          ...body,
          currencyCode: 'USD',
          legInfo: [
            { from, to, departureDate: '2027-02-03' },
            { from: to, to: from, departureDate: '2027-02-12' },
          ],
        });
        expect(response.statusCode, `${from}-${to}`).toBe(200);
        const { data } = response.json() as { data: unknown[] };
        expect(data.length, `${from}-${to}`).toBeGreaterThan(0);
        for (const offer of data) expect(validate(offer), ajv.errorsText(validate.errors)).toBe(true);
      }
    });

    it('keeps only refundable fares when asked', async () => {
      const { data } = SearchResponseSchema.parse((await search({ ...body, refundableFare: true })).json());
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((offer) => offer.pricingOptions?.refundableFare === true)).toBe(true);
    });

    it.each([
      [
        'an unknown airport',
        { legInfo: [{ from: 'QQQ', to: 'MIA', departureDate: '2027-03-10' }] },
        'UNKNOWN_AIRPORT',
        'legInfo.0.from',
      ],
      [
        'the same origin and destination',
        { legInfo: [{ from: 'BOG', to: 'BOG', departureDate: '2027-03-10' }] },
        'VALIDATION_FAILED',
        'legInfo.0.to',
      ],
      [
        'a past date',
        { legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '2026-11-01' }] },
        'VALIDATION_FAILED',
        'legInfo.0.departureDate',
      ],
      [
        'a departure more than 361 days ahead',
        { legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '2027-11-19' }] },
        'VALIDATION_FAILED',
        'legInfo.0.departureDate',
      ],
      [
        'a return more than 361 days ahead',
        {
          legInfo: [
            { from: 'BOG', to: 'MIA', departureDate: '2027-11-10' },
            { from: 'MIA', to: 'BOG', departureDate: '2027-11-19' },
          ],
        },
        'VALIDATION_FAILED',
        'legInfo.1.departureDate',
      ],
      [
        'a return before departure',
        {
          legInfo: [
            { from: 'BOG', to: 'MIA', departureDate: '2027-03-10' },
            { from: 'MIA', to: 'BOG', departureDate: '2027-03-01' },
          ],
        },
        'VALIDATION_FAILED',
        'legInfo.1.departureDate',
      ],
      [
        'ten travellers',
        { travelerInfo: { adult: 6, child: 4, infant: 0 } },
        'VALIDATION_FAILED',
        'travelerInfo',
      ],
      [
        'more infants than adults',
        { travelerInfo: { adult: 1, child: 0, infant: 2 } },
        'VALIDATION_FAILED',
        'travelerInfo',
      ],
      ['an unknown cabin', { cabin: 'CARGO' }, 'VALIDATION_FAILED', 'cabin'],
      ['a currency we do not sell in', { currencyCode: 'JPY' }, 'VALIDATION_FAILED', 'currencyCode'],
      [
        'a malformed date',
        { legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '10/03/2027' }] },
        'VALIDATION_FAILED',
        'legInfo.0.departureDate',
      ],
    ])('refuses %s with a 400 naming the field', async (_, change, code, path) => {
      const response = await search({ ...body, ...change });
      expect(response.statusCode).toBe(400);
      const problem = ProblemSchema.parse(response.json());
      expect(problem.code).toBe(code);
      expect(problem.errors?.map((error) => error.path).some((p) => p.startsWith(path))).toBe(true);
    });

    it('searches departures up to 361 days ahead of the origin airport’s today', async () => {
      const response = await search({
        ...body,
        legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '2027-11-18' }],
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a malformed and an oversized body without a 500', async () => {
      const malformed = await testApp.app.inject({
        method: 'POST',
        url: '/air/flight-offer/search',
        headers: { 'content-type': 'application/json' },
        payload: '{"cabin":',
      });
      expect(malformed.statusCode).toBe(400);
      const oversized = await search({
        ...body,
        legInfo: Array.from({ length: 20_000 }, () => body.legInfo[0]),
      });
      expect(oversized.statusCode).toBe(413);
    });
  });

  describe('GET /air/flightOffer/:id', () => {
    it('answers the offer found by the search, in the asked currency', async () => {
      const { data } = SearchResponseSchema.parse((await search(body)).json());
      const found = data[3];
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/air/flightOffer/${encodeURIComponent(found?.id ?? '')}?currencyCode=COP`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(found);
    });

    it('answers 404 for an unknown offer', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/air/flightOffer/nope' });
      expect(response.statusCode).toBe(404);
      expect(ProblemSchema.parse(response.json()).code).toBe('OFFER_NOT_FOUND');
    });

    it.each(CRAFTED_IDS)('answers 404 for an id crafted with %s', async (_, craft) => {
      const [offer] = SearchResponseSchema.parse((await search(body)).json()).data;
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/air/flightOffer/${encodeURIComponent(craft(offer?.id ?? ''))}?currencyCode=COP`,
      });
      expect(response.statusCode).toBe(404);
      expect(ProblemSchema.parse(response.json()).code).toBe('OFFER_NOT_FOUND');
    });
  });

  describe('rate limits', () => {
    it('counts searches against 300 a minute, offer lookups and pricings against 120', async () => {
      const [offer] = SearchResponseSchema.parse((await search(body)).json()).data;
      const searched = await search(body);
      const found = await testApp.app.inject({ method: 'GET', url: `/air/flightOffer/${offer?.id}` });
      const priced = await testApp.app.inject({
        method: 'POST',
        url: '/air/flight-offer/validate',
        payload: { type: 'flight-offers-pricing', flightOffer: offer },
      });
      expect([searched, found, priced].map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(searched.headers['x-ratelimit-limit']).toBe('300');
      expect(found.headers['x-ratelimit-limit']).toBe('120');
      expect(priced.headers['x-ratelimit-limit']).toBe('120');
      // Counted in the process: a database write would cost more than a cached search.
      const counters = await testApp.database.db.execute(
        sql`select count(*)::int as n from rate_limits where key like '% /air/%'`,
      );
      expect((counters as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    });

    it('answers 429 problem+json to the 121st offer lookup in a minute from one client', async () => {
      const lookUp = () =>
        testApp.app.inject({
          method: 'GET',
          url: '/air/flightOffer/nope',
          headers: { 'x-forwarded-for': '198.51.100.77' },
        });
      for (let i = 0; i < 120; i += 1) expect((await lookUp()).statusCode).toBe(404);
      const limited = await lookUp();
      expect(limited.statusCode).toBe(429);
      expect(ProblemSchema.parse(limited.json()).code).toBe('RATE_LIMITED');
    });
  });

  describe('POST /air/flight-offer/validate', () => {
    const validate = (flightOffer: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url: '/air/flight-offer/validate',
        payload: { type: 'flight-offers-pricing', flightOffer, metaName: 'web' },
      });

    it('confirms an unchanged price, with bags and fare rules in the visitor currency', async () => {
      const [offer] = SearchResponseSchema.parse((await search(body)).json()).data;
      const response = await validate(offer);
      expect(response.statusCode).toBe(200);
      const priced = ValidateOfferResponseSchema.parse(response.json());
      expect(priced.meta).toEqual({ currency: 'COP', priceChanged: false });
      expect(priced.warnings).toEqual([]);
      expect(priced.data.flightOffers[0]?.price.total).toBe(offer?.price.total);
      const bags = Object.values(priced.included.bags);
      expect(bags.length).toBeGreaterThan(0);
      for (const bag of bags) {
        expect(bag.price.currencyCode).toBe('COP');
        expect(bag.intPrice.currency).toBe('USD');
      }
    });

    it('reports a tampered price as changed and answers the server price', async () => {
      const [offer] = SearchResponseSchema.parse((await search(body)).json()).data;
      if (!offer?.price.intTotal) throw new Error('offer without intTotal');
      const tampered = {
        ...offer,
        price: { ...offer.price, total: '1.00', intTotal: { amount: 100, currency: 'USD' } },
      };
      const priced = ValidateOfferResponseSchema.parse((await validate(tampered)).json());
      expect(priced.meta.priceChanged).toBe(true);
      expect(priced.warnings[0]?.code).toBe('OFFER_PRICE_CHANGED');
      expect(priced.data.flightOffers[0]?.price.intTotal).toEqual(offer.price.intTotal);
    });

    it('reports a price that changed since the search', async () => {
      const [offer] = SearchResponseSchema.parse((await search(body)).json()).data;
      testApp.clock.set('2027-01-20T12:00:00Z');
      try {
        const response = await validate(offer);
        expect([200, 410]).toContain(response.statusCode);
        if (response.statusCode === 200) {
          expect(ValidateOfferResponseSchema.parse(response.json()).meta.priceChanged).toBe(true);
        }
      } finally {
        testApp.clock.set('2026-11-22T12:00:00Z');
      }
    });

    it('answers 410 for an offer whose flight has left', async () => {
      const [offer] = SearchResponseSchema.parse((await search(body)).json()).data;
      testApp.clock.set('2027-03-11T12:00:00Z');
      try {
        const response = await validate(offer);
        expect(response.statusCode).toBe(410);
        expect(ProblemSchema.parse(response.json()).code).toBe('OFFER_GONE');
      } finally {
        testApp.clock.set('2026-11-22T12:00:00Z');
      }
    });

    it('answers 404 for an offer id the supplier never made', async () => {
      const [offer] = SearchResponseSchema.parse((await search(body)).json()).data;
      const response = await validate({ ...offer, id: 'made-up' });
      expect(response.statusCode).toBe(404);
    });

    it.each(CRAFTED_IDS)('answers 404 for an id crafted with %s', async (_, craft) => {
      const [offer] = SearchResponseSchema.parse((await search(body)).json()).data;
      const response = await validate({ ...offer, id: craft(offer?.id ?? '') });
      expect(response.statusCode).toBe(404);
      expect(ProblemSchema.parse(response.json()).code).toBe('OFFER_NOT_FOUND');
    });

    it('refuses a body that is not a pricing request', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/air/flight-offer/validate',
        payload: { type: 'flight-order', flightOffer: {} },
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
