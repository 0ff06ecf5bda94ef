import { SearchResponseSchema, ValidateOfferResponseSchema } from '@travel/contract/flights';
import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compileAmadeusDefinition } from '../../../test/amadeus-schema.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../../test/build-test-app.ts';
import {
  amadeusErrorBody,
  FAKE_AMADEUS_CLIENT_ID,
  FAKE_AMADEUS_CLIENT_SECRET,
  FAKE_UNSERVED_DESTINATION,
  type FakeAmadeusServer,
  startFakeAmadeusServer,
} from '../../../test/fake-amadeus-server.ts';
import {
  BOOKING_AUTOMATED_PROCESS,
  BOOKING_TICKETING_AGREEMENT,
  type CreateFlightOrderInput,
  type FlightSearchQuery,
  type FlightSupplier,
  FlightSupplierError,
} from '../flight-supplier.port.ts';
import { createAmadeusFlightSupplier } from './amadeus-flight-supplier.ts';

const SEARCH = '/v2/shopping/flight-offers';
const PRICING = '/v1/shopping/flight-offers/pricing';
const ORDERS = '/v1/booking/flight-orders';
const TOKEN = '/v1/security/oauth2/token';

const query: FlightSearchQuery = {
  cabin: 'ECONOMY',
  legInfo: [
    { from: 'BOG', to: 'MIA', departureDate: '2027-03-10' },
    { from: 'MIA', to: 'BOG', departureDate: '2027-03-17' },
  ],
  travelerInfo: { adult: 2, child: 1, infant: 1 },
  refundableFare: false,
  noRestrictionFare: false,
  noPenaltyFare: false,
};

const clock = createTestClock('2026-11-22T12:00:00Z');

function supplierFor(
  server: FakeAmadeusServer,
  overrides: { timeoutMs?: number; clientSecret?: string } = {},
) {
  return createAmadeusFlightSupplier({
    clientId: FAKE_AMADEUS_CLIENT_ID,
    clientSecret: overrides.clientSecret ?? FAKE_AMADEUS_CLIENT_SECRET,
    baseUrl: server.url,
    clock,
    ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
  });
}

async function expectSupplierError(promise: Promise<unknown>, reason: FlightSupplierError['reason']) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FlightSupplierError);
  expect((error as FlightSupplierError).reason).toBe(reason);
  return error as FlightSupplierError;
}

describe('createAmadeusFlightSupplier', () => {
  let server: FakeAmadeusServer;
  let supplier: FlightSupplier;

  beforeEach(async () => {
    server = await startFakeAmadeusServer();
    supplier = supplierFor(server);
  });
  afterEach(async () => server.close());

  describe('searchOffers', () => {
    it('asks for a token with the client credentials once and reuses it', async () => {
      await supplier.searchOffers(query);
      await supplier.searchOffers(query);
      const [offer] = (await supplier.searchOffers(query)).offers;
      if (offer) await supplier.priceOffer(offer);

      const tokenRequests = server.requestsTo(TOKEN);
      expect(tokenRequests).toHaveLength(1);
      expect(tokenRequests[0]?.body).toEqual({
        grant_type: 'client_credentials',
        client_id: FAKE_AMADEUS_CLIENT_ID,
        client_secret: FAKE_AMADEUS_CLIENT_SECRET,
      });
      const apiCalls = server.received.filter((request) => request.path !== TOKEN);
      expect(apiCalls).toHaveLength(4);
      const bearers = new Set(apiCalls.map((request) => request.headers.authorization));
      expect(bearers.size).toBe(1);
      expect([...bearers][0]).toMatch(/^Bearer \S+$/);
    });

    it('sends legs, travellers with their types, the cabin and USD to POST /v2/shopping/flight-offers', async () => {
      await supplier.searchOffers(query);
      const [request] = server.requestsTo(SEARCH);
      expect(request?.method).toBe('POST');
      expect(request?.headers['x-http-method-override']).toBe('GET');
      expect(request?.body).toEqual({
        currencyCode: 'USD',
        originDestinations: [
          {
            id: '1',
            originLocationCode: 'BOG',
            destinationLocationCode: 'MIA',
            departureDateTimeRange: { date: '2027-03-10' },
          },
          {
            id: '2',
            originLocationCode: 'MIA',
            destinationLocationCode: 'BOG',
            departureDateTimeRange: { date: '2027-03-17' },
          },
        ],
        travelers: [
          { id: '1', travelerType: 'ADULT', fareOptions: ['STANDARD'] },
          { id: '2', travelerType: 'ADULT', fareOptions: ['STANDARD'] },
          { id: '3', travelerType: 'CHILD', fareOptions: ['STANDARD'] },
          { id: '4', travelerType: 'HELD_INFANT', associatedAdultId: '1', fareOptions: ['STANDARD'] },
        ],
        sources: ['GDS'],
        searchCriteria: {
          maxFlightOffers: 250,
          additionalInformation: { brandedFares: true, chargeableCheckedBags: true },
          flightFilters: {
            cabinRestrictions: [
              { cabin: 'ECONOMY', coverage: 'MOST_SEGMENTS', originDestinationIds: ['1', '2'] },
            ],
          },
        },
      });
    });

    it('sends the business cabin and the fare flags the visitor asked for', async () => {
      await supplier.searchOffers({ ...query, cabin: 'BUSINESS', refundableFare: true, noPenaltyFare: true });
      const body = server.requestsTo(SEARCH)[0]?.body as {
        searchCriteria: {
          pricingOptions?: unknown;
          flightFilters: { cabinRestrictions: Array<{ cabin: string }> };
        };
      };
      expect(body.searchCriteria.pricingOptions).toEqual({ refundableFare: true, noPenaltyFare: true });
      expect(body.searchCriteria.flightFilters.cabinRestrictions[0]?.cabin).toBe('BUSINESS');
    });

    it('answers the offers in our shape, as valid Amadeus offers, with dictionaries', async () => {
      const { validate, ajv } = compileAmadeusDefinition('FlightOffersSearch_v2.json', 'FlightOffer');
      const { offers, dictionaries } = await supplier.searchOffers(query);
      expect(offers.map((offer) => offer.id)).toEqual(['1', '2', '3']);
      for (const offer of offers) {
        expect(validate(offer), ajv.errorsText(validate.errors)).toBe(true);
        expect(offer.price.currency).toBe('USD');
        expect(offer.itineraries).toHaveLength(2);
        expect(offer.travelerPricings.map((pricing) => pricing.travelerType)).toEqual([
          'ADULT',
          'ADULT',
          'CHILD',
          'HELD_INFANT',
        ]);
        expect((offer.price.additionalServices as Array<{ type: string }>)[0]?.type).toBe('CHECKED_BAGS');
      }
      expect(offers[1]?.itineraries[0]?.segments.map((segment) => segment.arrival.iataCode)).toEqual([
        'PTY',
        'MIA',
      ]);
      expect(dictionaries.carriers).toMatchObject({ AV: 'AVIANCA', CM: 'COPA AIRLINES' });
      expect(dictionaries.locations.PTY).toEqual({ cityCode: 'PTY', countryCode: 'PA' });
    });

    it('marks refundable and no-penalty fares from the branded-fare amenities Amadeus returns', async () => {
      const { offers } = await supplier.searchOffers(query);
      expect(offers.map((offer) => offer.pricingOptions?.refundableFare)).toEqual([false, false, true]);
      expect(offers.map((offer) => offer.pricingOptions?.noPenaltyFare)).toEqual([false, false, true]);
    });

    it('marks every offer with the flags Amadeus filtered on', async () => {
      const { offers } = await supplier.searchOffers({ ...query, noRestrictionFare: true });
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.every((offer) => offer.pricingOptions?.noRestrictionFare)).toBe(true);
    });
  });

  it('cannot rebuild an offer from its id: getOffer answers null without calling Amadeus', async () => {
    expect(supplier.canRebuildOffers).toBe(false);
    expect(await supplier.getOffer('1')).toBeNull();
    expect(server.received).toHaveLength(0);
  });

  describe('priceOffer', () => {
    it('re-prices with bags and detailed fare rules and answers bags and fare rules', async () => {
      const offer = (await supplier.searchOffers(query)).offers[0];
      if (!offer) throw new Error('no offer');
      const result = await supplier.priceOffer(offer);

      const [request] = server.requestsTo(PRICING);
      expect(request?.query.get('include')).toBe('bags,detailed-fare-rules');
      expect(request?.body).toEqual({ data: { type: 'flight-offers-pricing', flightOffers: [offer] } });

      if (result.status !== 'priced') throw new Error(`expected priced, got ${result.status}`);
      expect(result.priceChanged).toBe(false);
      expect(result.offer.price.total).toBe(offer.price.total);
      expect(result.previousTotal).toBe(offer.price.total);
      expect(Object.values(result.bags)).toHaveLength(4);
      expect(result.bags['1']).toEqual({
        quantity: 1,
        name: 'CHECKED_BAG',
        price: { amount: '35.00', currencyCode: 'USD' },
        bookableByItinerary: true,
        segmentIds: ['1'],
        travelerIds: ['1', '2', '3'],
      });
      expect(result.fareRules).toEqual({
        currency: 'USD',
        rules: [
          {
            category: 'REFUND',
            notApplicable: true,
            maxPenaltyAmount: offer.travelerPricings[0]?.price?.base,
          },
          { category: 'EXCHANGE', notApplicable: false, maxPenaltyAmount: '150.00' },
        ],
      });
      // The fare flags of the searched offer survive pricing, which does not repeat them.
      expect(result.offer.pricingOptions?.refundableFare).toBe(false);
    });

    it('gets pricing answers from the fake that are valid Amadeus pricing answers', async () => {
      const offer = (await supplier.searchOffers(query)).offers[0];
      const form = new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: FAKE_AMADEUS_CLIENT_ID,
        client_secret: FAKE_AMADEUS_CLIENT_SECRET,
      });
      const token = (await (await fetch(`${server.url}${TOKEN}`, { method: 'POST', body: form })).json()) as {
        access_token: string;
      };
      const answer = (await (
        await fetch(`${server.url}${PRICING}?include=bags,detailed-fare-rules`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token.access_token}`,
            'content-type': 'application/vnd.amadeus+json',
          },
          body: JSON.stringify({ data: { type: 'flight-offers-pricing', flightOffers: [offer] } }),
        })
      ).json()) as { data: unknown; included: { bags: object; 'detailed-fare-rules': object } };
      const check = (definition: string, value: unknown) => {
        const { validate, ajv } = compileAmadeusDefinition('FlightOffersPrice_v1.json', definition);
        expect(validate(value), `${definition}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      };
      check('FlightOfferPricingOut', answer.data);
      for (const bag of Object.values(answer.included.bags)) check('Bags', bag);
      for (const rules of Object.values(answer.included['detailed-fare-rules']))
        check('DetailedFareRules', rules);
    });

    it('answers a free refund for a refundable fare', async () => {
      const flex = (await supplier.searchOffers(query)).offers[2];
      if (!flex) throw new Error('no offer');
      const result = await supplier.priceOffer(flex);
      if (result.status !== 'priced') throw new Error('expected priced');
      expect(result.fareRules.rules).toEqual([
        { category: 'REFUND', notApplicable: false, maxPenaltyAmount: '0.00' },
        { category: 'EXCHANGE', notApplicable: false, maxPenaltyAmount: '0.00' },
      ]);
      expect(result.offer.pricingOptions?.refundableFare).toBe(true);
    });

    it('detects a price change and keeps the previous total', async () => {
      const offer = (await supplier.searchOffers(query)).offers[0];
      if (!offer) throw new Error('no offer');
      const higher = (Number(offer.price.total) + 37.5).toFixed(2);
      server.changePrice(offer.id, higher);
      const result = await supplier.priceOffer(offer);
      if (result.status !== 'priced') throw new Error('expected priced');
      expect(result.priceChanged).toBe(true);
      expect(result.offer.price.total).toBe(higher);
      expect(result.previousTotal).toBe(offer.price.total);
    });

    it.each([
      [4926, 'INVALID DATA RECEIVED', 'No fare applicable'],
      [34651, 'SEGMENT SELL FAILURE', 'Could not sell segment 1'],
      [34107, 'NOT APPLICABLE FARE', 'Fare not applicable'],
    ])('answers gone when Amadeus answers %s %s', async (code, title, detail) => {
      const offer = (await supplier.searchOffers(query)).offers[0];
      if (!offer) throw new Error('no offer');
      server.failNext(PRICING, { status: 400, body: amadeusErrorBody(400, code, title, detail) });
      expect(await supplier.priceOffer(offer)).toEqual({ status: 'gone' });
    });

    it('treats any other 400 as a rejected call, not as a gone offer', async () => {
      const offer = (await supplier.searchOffers(query)).offers[0];
      if (!offer) throw new Error('no offer');
      server.failNext(PRICING, {
        status: 400,
        body: amadeusErrorBody(400, 477, 'INVALID FORMAT', 'invalid query parameter format', {
          parameter: 'include',
        }),
      });
      const error = await expectSupplierError(supplier.priceOffer(offer), 'rejected');
      expect(error.supplierCode).toBe(477);
    });
  });

  describe('failures', () => {
    it('turns a 500 into an unavailable supplier error', async () => {
      server.failNext(SEARCH, { status: 500, body: amadeusErrorBody(500, 141, 'SYSTEM ERROR HAS OCCURRED') });
      const error = await expectSupplierError(supplier.searchOffers(query), 'unavailable');
      expect(error.status).toBe(500);
      expect(error.supplierCode).toBe(141);
    });

    it('gives up on a server that never answers within the timeout', async () => {
      const quick = supplierFor(server, { timeoutMs: 300 });
      server.failNext(SEARCH, 'hang');
      const started = Date.now();
      await expectSupplierError(quick.searchOffers(query), 'timeout');
      expect(Date.now() - started).toBeLessThan(1_500);
      // The next call works: nothing was left half-open in the supplier.
      expect((await quick.searchOffers(query)).offers.length).toBeGreaterThan(0);
    });

    it('refreshes a revoked token once and retries the call', async () => {
      await supplier.searchOffers(query);
      server.revokeTokens();
      const { offers } = await supplier.searchOffers(query);
      expect(offers.length).toBeGreaterThan(0);
      expect(server.requestsTo(TOKEN)).toHaveLength(2);
      expect(server.requestsTo(SEARCH)).toHaveLength(3);
    });

    it('refreshes only once when Amadeus keeps answering 401', async () => {
      const unauthorized = {
        status: 401,
        body: amadeusErrorBody(401, 38190, 'Invalid access token', 'The access token provided is invalid'),
      };
      server.failNext(SEARCH, unauthorized);
      server.failNext(SEARCH, unauthorized);
      await expectSupplierError(supplier.searchOffers(query), 'unauthorized');
      expect(server.requestsTo(TOKEN)).toHaveLength(2);
      expect(server.requestsTo(SEARCH)).toHaveLength(2);
    });

    it('does not retry wrong credentials', async () => {
      const wrong = supplierFor(server, { clientSecret: 'wrong' });
      await expectSupplierError(wrong.searchOffers(query), 'unauthorized');
      expect(server.requestsTo(TOKEN)).toHaveLength(1);
      expect(server.requestsTo(SEARCH)).toHaveLength(0);
    });
  });

  describe('cheapestDates', () => {
    const datesQuery = {
      origin: 'BOG',
      destination: 'CUN',
      departureFrom: '2026-11-23',
      departureTo: '2027-02-20',
      tripDays: 7,
    };

    it('asks GET /v1/shopping/flight-dates for round trips of that length over the range', async () => {
      await supplier.cheapestDates(datesQuery);
      const [request] = server.requestsTo('/v1/shopping/flight-dates');
      expect(Object.fromEntries(request?.query ?? [])).toEqual({
        origin: 'BOG',
        destination: 'CUN',
        departureDate: '2026-11-23,2027-02-20',
        oneWay: 'false',
        duration: '7',
        viewBy: 'DURATION',
      });
    });

    it('answers the dates of that trip length with the price and currency Amadeus gave', async () => {
      const dates = await supplier.cheapestDates(datesQuery);
      expect(dates).toEqual([
        {
          origin: 'BOG',
          destination: 'CUN',
          departureDate: '2026-11-24',
          returnDate: '2026-12-01',
          price: { total: '312.40', currency: 'EUR' },
        },
        {
          origin: 'BOG',
          destination: 'CUN',
          departureDate: '2026-12-01',
          returnDate: '2026-12-08',
          price: { total: '289.90', currency: 'EUR' },
        },
        {
          origin: 'BOG',
          destination: 'CUN',
          departureDate: '2026-12-08',
          returnDate: '2026-12-15',
          price: { total: '305.10', currency: 'EUR' },
        },
      ]);
    });

    it('asks one-way dates by date when no trip length is given', async () => {
      const { tripDays: _, ...oneWay } = datesQuery;
      const dates = await supplier.cheapestDates(oneWay);
      expect(server.requestsTo('/v1/shopping/flight-dates')[0]?.query.get('viewBy')).toBe('DATE');
      expect(dates.every((date) => date.returnDate === undefined)).toBe(true);
      expect(dates).toHaveLength(4);
    });

    it('answers no dates for a route Amadeus knows nothing about', async () => {
      expect(await supplier.cheapestDates({ ...datesQuery, destination: FAKE_UNSERVED_DESTINATION })).toEqual(
        [],
      );
    });

    it('turns a 500 into an unavailable supplier error', async () => {
      server.failNext('/v1/shopping/flight-dates', {
        status: 500,
        body: amadeusErrorBody(500, 141, 'SYSTEM ERROR HAS OCCURRED'),
      });
      await expectSupplierError(supplier.cheapestDates(datesQuery), 'unavailable');
    });

    it('gets answers from the fake that are valid FlightDates of the reference', async () => {
      const { validate } = compileAmadeusDefinition('FlightCheapestDateSearch_v1.json', 'FlightDates');
      const response = await fetch(
        `${server.url}/v1/shopping/flight-dates?origin=BOG&destination=CUN&departureDate=2026-11-23,2027-02-20&duration=7`,
        { headers: { authorization: `Bearer ${await tokenFrom(server)}` } },
      );
      expect(validate(await response.json()), JSON.stringify(validate.errors)).toBe(true);
    });
  });

  describe('createOrder', () => {
    async function orderInput(): Promise<CreateFlightOrderInput> {
      const offer = (
        await supplier.searchOffers({ ...query, travelerInfo: { adult: 1, child: 0, infant: 0 } })
      ).offers[0];
      if (!offer) throw new Error('no offer');
      const priced = await supplier.priceOffer(offer);
      if (priced.status !== 'priced') throw new Error('expected priced');
      return {
        flightOffers: [priced.offer],
        travelers: [
          {
            id: '1',
            dateOfBirth: '1985-04-12',
            name: { firstName: 'ANA', lastName: 'PEREZ' },
            gender: 'FEMALE',
            contact: {
              emailAddress: 'ana@example.com',
              phones: [{ deviceType: 'MOBILE', countryCallingCode: '57', number: '3001234567' }],
            },
            documents: [
              {
                documentType: 'PASSPORT',
                number: 'AB123456',
                expiryDate: '2031-01-01',
                issuanceCountry: 'CO',
                nationality: 'CO',
                holder: true,
              },
            ],
          },
        ],
        contacts: [
          {
            addresseeName: { firstName: 'ANA', lastName: 'PEREZ' },
            purpose: 'STANDARD',
            emailAddress: 'ana@example.com',
            phones: [{ deviceType: 'MOBILE', countryCallingCode: '57', number: '3001234567' }],
          },
        ],
        ticketingAgreement: BOOKING_TICKETING_AGREEMENT,
        automatedProcess: BOOKING_AUTOMATED_PROCESS,
        remarks: ['ONLINE BOOKING'],
      };
    }

    it('posts a flight order with the DELAY_TO_CANCEL 6D ticketing agreement and answers the record locator', async () => {
      const input = await orderInput();
      const result = await supplier.createOrder?.(input);

      const [request] = server.requestsTo(ORDERS);
      const { validate, ajv } = compileAmadeusDefinition('FlightCreateOrders_v1.json', 'FlightOrder');
      const data = (request?.body as { data?: Record<string, unknown> } | undefined)?.data;
      expect(validate(data), ajv.errorsText(validate.errors)).toBe(true);
      expect(data).toMatchObject({
        type: 'flight-order',
        ticketingAgreement: { option: 'DELAY_TO_CANCEL', delay: '6D' },
        automatedProcess: [{ code: 'IMMEDIATE', queue: { number: '80', category: '0' } }],
        remarks: { general: [{ subType: 'GENERAL_MISCELLANEOUS', text: 'ONLINE BOOKING' }] },
        flightOffers: input.flightOffers,
        travelers: input.travelers,
        contacts: input.contacts,
      });

      if (result?.status !== 'created') throw new Error(`expected created, got ${result?.status}`);
      expect(result.order.id).toBeTruthy();
      expect(result.order.associatedRecords[0]?.reference).toBe('FAKE01');
      expect(result.order.ticketingAgreement).toEqual({ option: 'DELAY_TO_CANCEL', delay: '6D' });
      expect(result.order.flightOffers[0]?.id).toBe(input.flightOffers[0]?.id);
    });

    it.each([
      [37200, 'PRICE DISCREPANCY', 'price-changed'],
      [34651, 'SEGMENT SELL FAILURE', 'gone'],
    ])('answers %s %s as %s', async (code, title, status) => {
      const input = await orderInput();
      server.failNext(ORDERS, { status: 400, body: amadeusErrorBody(400, code, title) });
      expect(await supplier.createOrder?.(input)).toEqual({ status });
    });
  });
});

describe('the flight offers API on the Amadeus supplier', () => {
  let server: FakeAmadeusServer;
  let testApp: TestApp;
  const body = {
    cabin: 'ECONOMY',
    currencyCode: 'COP',
    legInfo: query.legInfo,
    travelerInfo: { adult: 2, child: 1, infant: 0 },
    refundableFare: false,
    noRestrictionFare: false,
    noPenaltyFare: false,
  };

  beforeAll(async () => {
    server = await startFakeAmadeusServer();
    const appClock = createTestClock();
    testApp = await buildTestApp({
      seed: true,
      clock: appClock,
      supplier: createAmadeusFlightSupplier({
        clientId: FAKE_AMADEUS_CLIENT_ID,
        clientSecret: FAKE_AMADEUS_CLIENT_SECRET,
        baseUrl: server.url,
        clock: appClock,
        timeoutMs: 2_000,
      }),
    });
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  const search = (payload: object = body) =>
    testApp.app.inject({ method: 'POST', url: '/air/flight-offer/search', payload });
  const validate = (flightOffer: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/air/flight-offer/validate',
      payload: { type: 'flight-offers-pricing', flightOffer, metaName: 'web' },
    });

  it('searches through Amadeus and answers offers in the visitor currency with the filter tags', async () => {
    const response = await search();
    expect(response.statusCode).toBe(200);
    const result = SearchResponseSchema.parse(response.json());
    expect(result.data).toHaveLength(3);
    expect(result.meta.currency).toBe('COP');
    for (const offer of result.data) {
      expect(offer.price.currency).toBe('COP');
      expect(offer.price.intTotal?.currency).toBe('USD');
      expect(offer.itineraries[0]).toMatchObject({
        stops: expect.any(Number),
        departureTimeTag: expect.any(String),
      });
    }
  });

  it('validates the offer the visitor holds by re-pricing it at Amadeus, in USD and without our fields', async () => {
    const [offer] = SearchResponseSchema.parse((await search()).json()).data;
    const response = await validate(offer);
    expect(response.statusCode).toBe(200);
    const priced = ValidateOfferResponseSchema.parse(response.json());
    expect(priced.meta).toEqual({ currency: 'COP', priceChanged: false });
    expect(priced.data.flightOffers[0]?.price.total).toBe(offer?.price.total);
    expect(Object.values(priced.included.bags).every((bag) => bag.price.currencyCode === 'COP')).toBe(true);

    type SentOffer = { price: Record<string, unknown>; itineraries: Array<Record<string, unknown>> };
    const pricingBody = server.requestsTo(PRICING).at(-1)?.body as { data: { flightOffers: SentOffer[] } };
    const sent = pricingBody.data.flightOffers[0];
    if (!sent) throw new Error('nothing priced');
    expect(sent.price.currency).toBe('USD');
    expect(sent.price.total).toBe(((offer?.price.intTotal?.amount ?? 0) / 100).toFixed(2));
    expect(sent.price).not.toHaveProperty('intTotal');
    expect(sent.itineraries[0]).not.toHaveProperty('stops');
  });

  it('reports a price Amadeus changed', async () => {
    const [offer] = SearchResponseSchema.parse((await search()).json()).data;
    if (!offer?.price.intTotal) throw new Error('no offer');
    server.changePrice(offer.id, ((offer.price.intTotal.amount + 5_000) / 100).toFixed(2));
    try {
      const priced = ValidateOfferResponseSchema.parse((await validate(offer)).json());
      expect(priced.meta.priceChanged).toBe(true);
      expect(priced.warnings[0]?.code).toBe('OFFER_PRICE_CHANGED');
      expect(priced.data.flightOffers[0]?.price.intTotal?.amount).toBe(offer.price.intTotal.amount + 5_000);
    } finally {
      server.changePrice(offer.id, '');
    }
  });

  it('answers 410 when Amadeus no longer sells the offer and 503 when Amadeus fails', async () => {
    const [offer] = SearchResponseSchema.parse((await search()).json()).data;
    server.failNext(PRICING, { status: 400, body: amadeusErrorBody(400, 4926, 'INVALID DATA RECEIVED') });
    const gone = await validate(offer);
    expect(gone.statusCode).toBe(410);
    expect(ProblemSchema.parse(gone.json()).code).toBe('OFFER_GONE');

    server.failNext(SEARCH, { status: 500, body: amadeusErrorBody(500, 141, 'SYSTEM ERROR HAS OCCURRED') });
    // A query not asked before: an answer from the last hour would be served from the search cache.
    const down = await search({ ...body, cabin: 'BUSINESS' });
    expect(down.statusCode).toBe(503);
    expect(ProblemSchema.parse(down.json()).code).toBe('SUPPLIER_UNAVAILABLE');
  });

  it('answers 404 for an offer by id, which Amadeus cannot look up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/air/flightOffer/1' });
    expect(response.statusCode).toBe(404);
    expect(ProblemSchema.parse(response.json()).code).toBe('OFFER_NOT_FOUND');
  });
});

async function tokenFrom(server: FakeAmadeusServer): Promise<string> {
  const response = await fetch(`${server.url}/v1/security/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: FAKE_AMADEUS_CLIENT_ID,
      client_secret: FAKE_AMADEUS_CLIENT_SECRET,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
