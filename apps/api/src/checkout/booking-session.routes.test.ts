import {
  AddAdditionalServicesResponseSchema,
  BaggageOptionsResponseSchema,
  CreatePassengerResponseSchema,
  CustomerResponseSchema,
  ExtendTripHoldResponseSchema,
  SessionDetailsResponseSchema,
  SetFlightOrderResponseSchema,
} from '@travel/contract/booking-session';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  prepareBookingPayment,
  selectOfferWithBags,
  TEST_CUSTOMER,
  TEST_PASSENGERS,
  testBilling,
} from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

describe.each(testEngines())('booking session on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
  const problemOf = (response: { json(): unknown }) => ProblemSchema.parse(response.json());

  describe('POST /user/session/set/flight-order', () => {
    it('stores the re-priced offer and answers the session id, the baggage URL and the totals', async () => {
      const { offer, response } = await selectOfferWithBags(testApp.app, issueTestAgentId());
      const { data } = SetFlightOrderResponseSchema.parse(response);
      expect(data.baggageUrl).toBe(`http://localhost:4000/user/session/${data.id}/baggage`);
      expect(data.isAdditionalBaggageAllowed).toBe(true);
      expect(data.totals.usd.offer.amount).toBe(offer.price.intTotal?.amount);
      expect(data.totals.usd.fees).toEqual({ amount: 566, currency: 'USD' });
      expect(data.totals.display.total.currency).toBe('COP');
    });

    it('keeps one open session per agent and offer', async () => {
      const agentId = issueTestAgentId();
      const first = await selectOfferWithBags(testApp.app, agentId);
      const again = await selectOfferWithBags(testApp.app, agentId);
      expect(again.response.data.id).toBe(first.response.data.id);
    });

    it('refuses a price the server does not charge', async () => {
      const agentId = issueTestAgentId();
      const { offer } = await selectOfferWithBags(testApp.app, agentId);
      const response = await post('/user/session/set/flight-order', {
        agentId,
        flightOfferId: offer.id,
        flightOffer: {
          ...offer,
          price: { ...offer.price, total: '1.00', intTotal: { amount: 100, currency: 'USD' } },
        },
      });
      expect(response.statusCode).toBe(409);
      expect(problemOf(response).code).toBe('OFFER_PRICE_CHANGED');
    });
  });

  describe('POST /user/session/hold/extend', () => {
    afterEach(() => testApp.clock.set('2026-11-22T12:00:00Z'));
    const details = async (key: { agentId: string; flightOfferId: string }) =>
      SessionDetailsResponseSchema.parse((await post('/user/session/details', key)).json()).data;

    it('holds a new selection 8 minutes and extends it 5 more minutes, once', async () => {
      testApp.clock.set('2026-11-22T12:00:00Z');
      const agentId = issueTestAgentId();
      const { offer } = await selectOfferWithBags(testApp.app, agentId);
      const key = { agentId, flightOfferId: offer.id };
      expect((await details(key)).hold).toEqual({ expiresAt: '2026-11-22T12:08:00.000Z', extended: false });

      testApp.clock.set('2026-11-22T12:06:30Z');
      const extended = await post('/user/session/hold/extend', key);
      expect(extended.statusCode).toBe(200);
      expect(ExtendTripHoldResponseSchema.parse(extended.json()).data).toEqual({
        expiresAt: '2026-11-22T12:13:00.000Z',
        extended: true,
      });
      expect((await details(key)).hold).toEqual({ expiresAt: '2026-11-22T12:13:00.000Z', extended: true });

      const again = await post('/user/session/hold/extend', key);
      expect(again.statusCode).toBe(409);
      expect(problemOf(again).code).toBe('TRIP_HOLD_ALREADY_EXTENDED');
      expect((await details(key)).hold?.expiresAt).toBe('2026-11-22T12:13:00.000Z');
    });

    it('refuses to extend a hold that already ended', async () => {
      testApp.clock.set('2026-11-22T12:00:00Z');
      const agentId = issueTestAgentId();
      const { offer } = await selectOfferWithBags(testApp.app, agentId);
      testApp.clock.set('2026-11-22T12:08:00Z');
      const response = await post('/user/session/hold/extend', { agentId, flightOfferId: offer.id });
      expect(response.statusCode).toBe(410);
      expect(problemOf(response).code).toBe('TRIP_HOLD_EXPIRED');
    });

    it('refuses to start a payment once the hold ended', async () => {
      testApp.clock.set('2026-11-22T12:00:00Z');
      const agentId = issueTestAgentId();
      const { key } = await prepareBookingPayment(testApp.app, agentId);
      testApp.clock.set('2026-11-22T12:08:01Z');
      const response = await post('/user/session/payment-direction', { ...key, worldpayTransactionData: {} });
      expect(response.statusCode).toBe(410);
      expect(problemOf(response).code).toBe('TRIP_HOLD_EXPIRED');
    });

    it('gives a new selection of the same offer a new hold and a new extension', async () => {
      testApp.clock.set('2026-11-22T12:00:00Z');
      const agentId = issueTestAgentId();
      const { offer } = await selectOfferWithBags(testApp.app, agentId);
      const key = { agentId, flightOfferId: offer.id };
      await post('/user/session/hold/extend', key);
      testApp.clock.set('2026-11-22T12:20:00Z');
      await selectOfferWithBags(testApp.app, agentId);
      expect((await details(key)).hold).toEqual({ expiresAt: '2026-11-22T12:28:00.000Z', extended: false });
    });
  });

  describe('bags', () => {
    it('prices bags on the server and refuses a total the server did not compute', async () => {
      const agentId = issueTestAgentId();
      const { offer, response } = await selectOfferWithBags(testApp.app, agentId);
      const options = BaggageOptionsResponseSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: new URL(response.data.baggageUrl).pathname })).json(),
      ).data;
      const price = options.singleBagPrice;
      if (!price) throw new Error('no bag price');
      const direction = (
        journeyType: 'onward' | 'return',
        quantity: number,
        total = price.amount * quantity,
      ) => ({
        journeyType,
        quantity,
        price,
        totalAmount: { amount: total, currency: price.currency },
        segmentIds: journeyType === 'onward' ? options.onwardSegmentIds : options.returnSegmentIds,
      });
      const add = (onward: object, ret: object) =>
        post('/user/session/add/additional-services', {
          agentId,
          flightOfferId: offer.id,
          additionalServices: { baggage: { onwardBaggage: onward, returnBaggage: ret } },
          additionalServicesId: 'client-1',
        });

      const tampered = await add(direction('onward', 2, 1), direction('return', 1));
      expect(tampered.statusCode).toBe(422);
      expect(problemOf(tampered)).toMatchObject({
        code: 'AMOUNT_MISMATCH',
        errors: [{ path: 'additionalServices.baggage.onwardBaggage.totalAmount' }],
      });

      const added = await add(direction('onward', 2), direction('return', 1));
      expect(added.statusCode).toBe(201);
      const { data } = AddAdditionalServicesResponseSchema.parse(added.json());
      expect(data.baggages.map((b) => b.quantity)).toEqual([2, 1]);
      expect(data.totals.display.bags.amount).toBe(price.amount * 3);
      expect(data.totals.usd.bags.amount).toBe((options.singleBagPriceUsd?.amount ?? 0) * 3);
      expect(data.totals.usd.total.amount).toBe(
        data.totals.usd.offer.amount + data.totals.usd.bags.amount + data.totals.usd.fees.amount,
      );
    });

    it('refuses more bags than the offer sells', async () => {
      const agentId = issueTestAgentId();
      const { offer } = await selectOfferWithBags(testApp.app, agentId);
      const response = await post('/user/session/add/additional-services', {
        agentId,
        flightOfferId: offer.id,
        additionalServices: {
          baggage: {
            onwardBaggage: {
              journeyType: 'onward',
              quantity: 40,
              price: { amount: 1, currency: 'COP' },
              totalAmount: { amount: 40, currency: 'COP' },
              segmentIds: [],
            },
            returnBaggage: null,
          },
        },
        additionalServicesId: 'x',
      });
      expect(response.statusCode).toBe(422);
      expect(problemOf(response).code).toBe('BAGGAGE_NOT_AVAILABLE');
    });

    it('answers 404 for a session that does not exist', async () => {
      const response = await post('/user/session/add/additional-services', {
        agentId: issueTestAgentId(),
        flightOfferId: 'nothing',
        additionalServices: {
          baggage: {
            onwardBaggage: {
              journeyType: 'onward',
              quantity: 0,
              price: { amount: 0, currency: 'USD' },
              totalAmount: { amount: 0, currency: 'USD' },
              segmentIds: [],
            },
            returnBaggage: null,
          },
        },
        additionalServicesId: 'x',
      });
      expect(response.statusCode).toBe(404);
      expect(problemOf(response).code).toBe('BOOKING_SESSION_NOT_FOUND');
    });
  });

  describe('customer, passengers and billing', () => {
    const agentId = issueTestAgentId();
    let flightOfferId = '';
    beforeAll(async () => {
      flightOfferId = (await selectOfferWithBags(testApp.app, agentId)).offer.id;
    });

    it('stores the contact with the phone in E.164', async () => {
      const response = await post('/user/session/customer', {
        agentId,
        flightOfferId,
        customerDetails: TEST_CUSTOMER,
      });
      expect(response.statusCode).toBe(200);
      expect(CustomerResponseSchema.parse(response.json()).data).toMatchObject({ phone: '+573012345678' });
    });

    it('refuses a phone that is not valid for its country', async () => {
      const response = await post('/user/session/customer', {
        agentId,
        flightOfferId,
        customerDetails: { ...TEST_CUSTOMER, phone: '+57 12' },
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.[0]?.path).toBe('customerDetails.phone');
    });

    it('refuses a bad e-mail naming the field', async () => {
      const response = await post('/user/session/customer', {
        agentId,
        flightOfferId,
        customerDetails: { ...TEST_CUSTOMER, email: 'not-an-email' },
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.map((e) => e.path)).toContain('customerDetails.email');
    });

    it('stores two adults and a child, each matched to a traveller of the offer', async () => {
      const response = await post('/user/session/create-passenger', {
        agentId,
        flightOfferId,
        passengers: TEST_PASSENGERS,
      });
      expect(response.statusCode).toBe(200);
      const { data } = CreatePassengerResponseSchema.parse(response.json());
      expect(data.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'child']);
      expect(new Set(data.passengers.map((p) => p.travelerId)).size).toBe(3);
    });

    it('refuses a passenger count that is not the offer traveller count', async () => {
      const response = await post('/user/session/create-passenger', {
        agentId,
        flightOfferId,
        passengers: TEST_PASSENGERS.slice(0, 2),
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.[0]?.path).toBe('passengers');
    });

    it('refuses a child who is an adult on the travel dates and a passport expiring before the return', async () => {
      const [first, second, child] = TEST_PASSENGERS;
      const response = await post('/user/session/create-passenger', {
        agentId,
        flightOfferId,
        passengers: [
          first,
          { ...second, passportExpiryDate: '2027-03-12' },
          { ...child, dateOfBirth: '2000-01-01' },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.map((e) => e.path)).toEqual(
        expect.arrayContaining(['passengers.1.passportExpiryDate', 'passengers.2.type']),
      );
    });

    it('refuses a billing amount that is not the session total', async () => {
      const response = await post('/user/session/create-billing-info', {
        agentId,
        flightOfferId,
        billingInformation: testBilling({ amount: 100, currency: 'USD' }),
      });
      expect(response.statusCode).toBe(422);
      expect(problemOf(response)).toMatchObject({
        code: 'AMOUNT_MISMATCH',
        errors: [{ path: 'billingInformation.amount' }],
      });
    });
  });

  describe('POST /user/session/details', () => {
    it('answers what the visitor stored, document numbers included, also once a payment has started', async () => {
      const { key, totals } = await prepareBookingPayment(testApp.app, issueTestAgentId());
      const response = await post('/user/session/details', key);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = SessionDetailsResponseSchema.parse(response.json());
      expect(data.customer).toEqual({
        email: TEST_CUSTOMER.email,
        phone: '+573012345678',
        newsletterSubscribe: false,
      });
      expect(data.passengers).toEqual(TEST_PASSENGERS.map((p) => ({ ...p, documentType: 'PASSPORT' })));
      expect(data.billing).toEqual(testBilling(totals.display.total));
      expect(data.bags).toEqual({ onward: 1, return: 1 });
      // What the trip summary renders on the server: the priced offer, its totals, the masked card.
      expect(data.offer?.id).toBe(key.flightOfferId);
      expect(data.totals).toEqual(totals);
      expect(data.isAdditionalBaggageAllowed).toBe(true);
      expect(data.card).toEqual({ brand: 'visa', lastFour: '1111', expiry: '12/29' });
      expect(data.paymentStarted).toBe(true);
      expect(Object.keys(data.dictionaries?.carriers ?? {}).length).toBeGreaterThan(0);
      expect(response.body).not.toContain('tokenKey');
    });

    it("keeps the phone picker's country and answers empty steps for what was not given yet", async () => {
      const agentId = issueTestAgentId();
      const { offer } = await selectOfferWithBags(testApp.app, agentId);
      const key = { agentId, flightOfferId: offer.id };
      await post('/user/session/customer', {
        ...key,
        customerDetails: { ...TEST_CUSTOMER, phone: '301 234 5678', countryCode: 'co' },
      });
      const { data } = SessionDetailsResponseSchema.parse((await post('/user/session/details', key)).json());
      expect(data).toMatchObject({
        customer: { phone: '+573012345678', countryCode: 'CO' },
        passengers: [],
        billing: null,
        bags: { onward: 0, return: 0 },
        card: null,
        paymentStarted: false,
      });
    });

    it("answers 404 for another visitor's agentId, never the session", async () => {
      const { key } = await prepareBookingPayment(testApp.app, issueTestAgentId());
      const response = await post('/user/session/details', { ...key, agentId: issueTestAgentId() });
      expect(response.statusCode).toBe(404);
      expect(problemOf(response).code).toBe('BOOKING_SESSION_NOT_FOUND');
      expect(response.body).not.toContain('AB123456');
    });
  });

  describe('a step checked against what this process last read of the session', () => {
    /** The same app on the same database: another API process behind the load balancer. */
    const otherProcess = () => buildApp(testApp.deps);
    const detailsOf = async (key: { agentId: string; flightOfferId: string }) =>
      SessionDetailsResponseSchema.parse((await post('/user/session/details', key)).json()).data;

    /** An offer selected by a new visitor, with one bag each way added in this process. */
    async function selectWithOneBagEachWay() {
      const agentId = issueTestAgentId();
      const { offer, response } = await selectOfferWithBags(testApp.app, agentId);
      const key = { agentId, flightOfferId: offer.id };
      const options = BaggageOptionsResponseSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: new URL(response.data.baggageUrl).pathname })).json(),
      ).data;
      const price = options.singleBagPrice;
      if (!price) throw new Error('no bag price');
      const bag = (journeyType: 'onward' | 'return', segmentIds: string[]) => ({
        journeyType,
        quantity: 1,
        price,
        totalAmount: price,
        segmentIds,
      });
      const added = await post('/user/session/add/additional-services', {
        ...key,
        additionalServices: {
          baggage: {
            onwardBaggage: bag('onward', options.onwardSegmentIds),
            returnBaggage: bag('return', options.returnSegmentIds),
          },
        },
        additionalServicesId: 'client-bags',
      });
      expect(added.statusCode).toBe(201);
      const withBags = AddAdditionalServicesResponseSchema.parse(added.json()).data.totals;
      return { key, offer, withBags };
    }

    it('checks a step again on the session as it is when another process changed it since', async () => {
      const { key, offer, withBags } = await selectWithOneBagEachWay();
      // The visitor selects the same offer again through another process: the bags are cleared.
      const other = await otherProcess();
      try {
        const again = await other.inject({
          method: 'POST',
          url: '/user/session/set/flight-order',
          payload: { ...key, flightOffer: offer },
        });
        const withoutBags = SetFlightOrderResponseSchema.parse(again.json()).data.totals;
        expect(withoutBags.display.total.amount).toBeLessThan(withBags.display.total.amount);

        // This process last saw the bags: the total with bags is no longer the session's.
        const stale = await post('/user/session/create-billing-info', {
          ...key,
          billingInformation: testBilling(withBags.display.total),
        });
        expect(stale.statusCode).toBe(422);
        expect(problemOf(stale).code).toBe('AMOUNT_MISMATCH');
        const billed = await post('/user/session/create-billing-info', {
          ...key,
          billingInformation: testBilling(withoutBags.display.total),
        });
        expect(billed.statusCode).toBe(200);
        const details = await detailsOf(key);
        expect(details.bags).toEqual({ onward: 0, return: 0 });
        expect(details.billing?.amount).toBe(withoutBags.display.total.amount);
      } finally {
        await other.close();
      }
    });

    it('refuses a change once another process started the payment', async () => {
      const agentId = issueTestAgentId();
      const other = await otherProcess();
      try {
        // Every step in this process; Pagar through the other one.
        const { key } = await prepareBookingPayment(testApp.app, agentId);
        expect((await post('/user/session/payment/abandon', key)).statusCode).toBe(200);
        const paid = await other.inject({
          method: 'POST',
          url: '/user/session/payment-direction',
          payload: { ...key, worldpayTransactionData: {} },
        });
        expect(paid.statusCode).toBe(200);
        const changed = await post('/user/session/customer', { ...key, customerDetails: TEST_CUSTOMER });
        expect(changed.statusCode).toBe(409);
        expect(problemOf(changed).code).toBe('SESSION_LOCKED');
      } finally {
        await other.close();
      }
    });

    it('keeps both of two changes sent at once', async () => {
      const { key } = await selectWithOneBagEachWay();
      const [customer, passengers] = await Promise.all([
        post('/user/session/customer', { ...key, customerDetails: TEST_CUSTOMER }),
        post('/user/session/create-passenger', { ...key, passengers: TEST_PASSENGERS }),
      ]);
      expect([customer.statusCode, passengers.statusCode]).toEqual([200, 200]);
      const details = await detailsOf(key);
      expect(details.customer?.phone).toBe('+573012345678');
      expect(details.passengers).toHaveLength(TEST_PASSENGERS.length);
      expect(details.bags).toEqual({ onward: 1, return: 1 });
    });
  });

  describe('rate limit of the session steps', () => {
    it("refuses a visitor's 61st session step of a minute in this process, serves another visitor, and writes no shared counter", async () => {
      const step = (address: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/user/session/customer',
          payload: { agentId: issueTestAgentId(), flightOfferId: 'unknown', customerDetails: TEST_CUSTOMER },
          headers: { 'x-forwarded-for': address },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) statuses.push((await step('192.0.2.61')).statusCode);
      expect(statuses.slice(0, 60).every((status) => status !== 429)).toBe(true);
      expect(statuses[60]).toBe(429);
      expect((await step('192.0.2.62')).statusCode).not.toBe(429);
      const rows = await testApp.database.db.execute(
        sql`select count(*)::int as n from rate_limits where key like '%/user/session/customer%'`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    });
  });
});
