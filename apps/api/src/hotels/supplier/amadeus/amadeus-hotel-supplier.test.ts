import { BookingResponseSchema } from '@travel/contract/bookings';
import { HotelSearchResponseSchema, HotelSummaryResponseSchema } from '@travel/contract/hotels';
import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAmadeusDefinition } from '../../../test/amadeus-schema.ts';
import {
  pressSandboxButton,
  TEST_CARD,
  TEST_CUSTOMER,
  TEST_PASSENGERS,
  testBilling,
} from '../../../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../../../test/build-test-app.ts';
import {
  amadeusHotelError,
  FAKE_HOTEL_CLIENT_ID,
  FAKE_HOTEL_CLIENT_SECRET,
  type FakeAmadeusHotelServer,
  startFakeAmadeusHotelServer,
} from '../../../test/fake-amadeus-hotel-server.ts';
import { HotelSupplierError } from '../hotel-supplier.port.ts';
import { buildOffersParams, createAmadeusHotelSupplier } from './amadeus-hotel-supplier.ts';

const BY_GEOCODE = '/v1/reference-data/locations/hotels/by-geocode';
const OFFERS = '/v3/shopping/hotel-offers';
const ORDERS = '/v2/booking/hotel-orders';
const TOKEN = '/v1/security/oauth2/token';
const BOGOTA = { latitude: 4.70159, longitude: -74.1469 };
const STAY = {
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-14',
  rooms: [{ adults: 2, childAges: [7] }],
};

let server: FakeAmadeusHotelServer;
beforeAll(async () => {
  server = await startFakeAmadeusHotelServer();
});
afterAll(async () => server.close());

const supplierFor = (timeoutMs?: number) =>
  createAmadeusHotelSupplier({
    clientId: FAKE_HOTEL_CLIENT_ID,
    clientSecret: FAKE_HOTEL_CLIENT_SECRET,
    baseUrl: server.url,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

async function reasonOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HotelSupplierError);
  return (error as HotelSupplierError).reason;
}

describe('createAmadeusHotelSupplier', () => {
  it('lists hotels by geocode within the radius, with one token for many calls', async () => {
    const supplier = supplierFor();
    const before = server.requestsTo(TOKEN).length;
    const hotels = await supplier.listHotels({ geoCode: BOGOTA, radius: 200, radiusUnit: 'MILE' });
    await supplier.listHotels({ geoCode: BOGOTA, radius: 5, radiusUnit: 'KM' });
    expect(hotels.map((h) => h.hotelId)).toEqual(['HIBOG5A2', 'RTBOGIBM', 'MCBOGJWM']);
    const [call] = server.requestsTo(BY_GEOCODE).slice(-2);
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({
      latitude: '4.70159',
      longitude: '-74.14690',
      radius: '200',
      radiusUnit: 'MILE',
    });
    expect(server.requestsTo(TOKEN).length - before).toBe(1);
  });

  it('answers an empty list for "nothing found" (895)', async () => {
    expect(await supplierFor().listHotels({ geoCode: BOGOTA, radius: 1, radiusUnit: 'KM' })).toEqual([]);
  });

  it('asks HotelSearch_v3 for the stay in USD, one occupancy for every room', () => {
    const rooms = [
      { adults: 2, childAges: [7] },
      { adults: 1, childAges: [] },
    ];
    expect(buildOffersParams({ ...STAY, rooms, hotelIds: ['A', 'B'], lang: 'es' })).toEqual({
      hotelIds: 'A,B',
      checkInDate: '2027-03-10',
      checkOutDate: '2027-03-14',
      adults: '3',
      roomQuantity: '2',
      currency: 'USD',
      lang: 'ES',
      bestRateOnly: 'false',
      paymentPolicy: 'NONE',
    });
  });

  it('answers offers as Amadeus sent them (one room: the same adults), valid against HotelSearch_v3', async () => {
    const answers = await supplierFor().searchOffers({
      ...STAY,
      hotelIds: ['HIBOG5A2', 'RTBOGIBM'],
      lang: 'es',
    });
    expect(answers).toHaveLength(2);
    const { validate } = compileAmadeusDefinition('HotelSearch_v3.json', 'HotelOffers');
    for (const answer of answers) expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
    expect(server.requestsTo(OFFERS).at(-1)?.query.get('hotelIds')).toBe('HIBOG5A2,RTBOGIBM');
  });

  it('re-prices one offer by id: a new price, and null once Amadeus no longer has it', async () => {
    const supplier = supplierFor();
    const [answer] = await supplier.searchOffers({ ...STAY, hotelIds: ['HIBOG5A2'], lang: 'en' });
    const offer = answer?.offers[0];
    server.changePrice(offer?.id ?? '', '512.40');
    const priced = await supplier.priceOffer(offer?.id ?? '', 'en');
    expect(priced?.offers[0]?.price.total).toBe('512.40');
    expect(await supplier.priceOffer('ZZZZZZZZ', 'en')).toBeNull();
  });

  it('books with a HotelBooking_v2 body and answers the hotel confirmation number', async () => {
    const supplier = supplierFor();
    const [answer] = await supplier.searchOffers({ ...STAY, hotelIds: ['RTBOGIBM'], lang: 'en' });
    const offerId = answer?.offers[0]?.id ?? '';
    const order = await supplier.createOrder(
      {
        offerId,
        guests: [
          { tid: 1, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '+573012345678' },
          { tid: 2, firstName: 'Tomás', lastName: 'Ruiz', childAge: 7 },
        ],
        travelAgentEmail: 'reservas@andariego.example',
      },
      { idempotencyKey: 'cart_abc' },
    );
    expect(order.confirmationNumber).toMatch(/^RT\d+$/);
    expect(order.hotelOffer.id).toBe(offerId);
    const sent = server.requestsTo(ORDERS).at(-1)?.body as { data: Record<string, unknown> };
    const { validate } = compileAmadeusDefinition('HotelBooking_v2.json', 'CreateHotelBooking');
    validate(sent.data);
    // roomAssociation requires two properties and allows one: the one rule no body can meet.
    expect((validate.errors ?? []).filter((e) => e.keyword !== 'maxProperties')).toEqual([]);
    expect(sent.data.travelAgent).toEqual({ contact: { email: 'reservas@andariego.example' } });
  });

  it('turns a 500 into unavailable, silence into a timeout, and refreshes a revoked token once', async () => {
    server.failNext(OFFERS, { status: 500, body: amadeusHotelError(500, 141, 'SYSTEM ERROR HAS OCCURRED') });
    expect(await reasonOf(supplierFor().searchOffers({ ...STAY, hotelIds: ['HIBOG5A2'], lang: 'es' }))).toBe(
      'unavailable',
    );
    server.failNext(OFFERS, 'hang');
    expect(
      await reasonOf(supplierFor(300).searchOffers({ ...STAY, hotelIds: ['HIBOG5A2'], lang: 'es' })),
    ).toBe('timeout');
    const supplier = supplierFor();
    await supplier.listHotels({ geoCode: BOGOTA, radius: 50, radiusUnit: 'KM' });
    server.revokeTokens();
    const before = server.requestsTo(TOKEN).length;
    expect(await supplier.listHotels({ geoCode: BOGOTA, radius: 50, radiusUnit: 'KM' })).toHaveLength(3);
    expect(server.requestsTo(TOKEN).length - before).toBe(1);
  });
});

describe('the hotel API and checkout on the Amadeus supplier', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true, hotelSupplier: supplierFor() });
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });

  it('searches, shows a hotel without built-in content, and books a room paid in pesos', async () => {
    const search = await post('/hotels/search', {
      cityCode: 'BOG',
      currencyCode: 'COP',
      locale: 'en',
      ...STAY,
    });
    expect(search.statusCode, search.body).toBe(200);
    const results = HotelSearchResponseSchema.parse(search.json());
    expect(results.data.map((h) => h.hotelId).sort()).toEqual(['HIBOG5A2', 'MCBOGJWM', 'RTBOGIBM']);
    expect(results.data[0]?.cheapestOffer.price.total.currency).toBe('COP');

    const summary = await post('/hotels/summary', {
      hotelId: 'HIBOG5A2',
      ...STAY,
      currencyCode: 'COP',
      locale: 'en',
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const { data } = HotelSummaryResponseSchema.parse(summary.json());
    expect(data.hotel.media).toEqual([]);
    expect(data.offers.map((o) => o.room.name)).toEqual(['Standard Twin Room', 'Superior King Room']);
    const offer = data.offers.find((o) => o.cancellation.freeCancellation);
    expect(offer?.cancellation.deadline).toBe('2027-03-09T18:00:00');

    const agentId = issueTestAgentId();
    const key = { agentId, flightOfferId: offer?.id ?? '' };
    const cart = await post('/user/session/set/hotel-order', {
      ...key,
      hotelOffer: { id: offer?.id, price: offer?.supplierTotal },
      currencyCode: 'COP',
      rooms: STAY.rooms,
      locale: 'en',
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const totals = (
      cart.json() as { data: { totals: { display: { total: { amount: number; currency: string } } } } }
    ).data.totals;
    await post('/user/session/customer', { ...key, customerDetails: TEST_CUSTOMER });
    const guests = await post('/user/session/create-passenger', { ...key, passengers: TEST_PASSENGERS });
    expect(guests.statusCode, guests.body).toBe(200);
    await post('/user/session/create-billing-info', {
      ...key,
      billingInformation: testBilling(totals.display.total),
    });
    const token = (await post('/payment/sandbox/tokens', TEST_CARD)).json() as Record<string, string>;
    await post('/user/session/create-payment-info', {
      ...key,
      paymentInformation: {
        token: token.token,
        brand: token.brand,
        lastFour: token.lastFour,
        cardExpiry: token.expiry,
      },
    });
    const direction = (await post('/user/session/payment-direction', key)).json() as {
      data: { worldpayTransactionUrl: string };
    };
    const { query } = await pressSandboxButton(
      testApp.app,
      direction.data.worldpayTransactionUrl,
      'authorise',
    );
    const paid = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    expect(paid.statusCode, paid.body).toBe(200);
    const booking = BookingResponseSchema.parse(paid.json()).data;
    expect(booking.hotel?.confirmationNumber).toMatch(/^HI\d+$/);
    const sent = server.requestsTo(ORDERS).at(-1)?.body as {
      data: { guests: Array<{ firstName: string; childAge?: number }> };
    };
    expect(sent.data.guests.map((g) => g.firstName)).toEqual(['María José', 'Andrés', 'Sofía']);
    expect(sent.data.guests[2]?.childAge).toBe(8);
  });

  it('answers 503 when Amadeus fails and 410 for an offer it no longer sells', async () => {
    server.failNext(BY_GEOCODE, {
      status: 500,
      body: amadeusHotelError(500, 141, 'SYSTEM ERROR HAS OCCURRED'),
    });
    const failed = await post('/hotels/search', { cityCode: 'BOG', ...STAY });
    expect(failed.statusCode).toBe(503);
    expect(ProblemSchema.parse(failed.json()).code).toBe('SUPPLIER_UNAVAILABLE');
    const gone = await post('/hotels/offer/price', { offerId: 'ZZZZZZZZ' });
    expect(gone.statusCode).toBe(410);
  });
});
