import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectOfferWithBags, TEST_CUSTOMER, TEST_PASSENGERS, testBilling } from '../../test/booking-flow.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { testEngines } from '../../test/test-database.ts';
import {
  AddAdditionalServicesResponseSchema,
  BaggageOptionsResponseSchema,
  CreatePassengerResponseSchema,
  CustomerResponseSchema,
  SetFlightOrderResponseSchema,
} from './booking-session.schemas.ts';

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
      const { offer, response } = await selectOfferWithBags(testApp.app, 'agent-set-order-1');
      const { data } = SetFlightOrderResponseSchema.parse(response);
      expect(data.baggageUrl).toBe(`http://localhost:4000/user/session/${data.id}/baggage`);
      expect(data.isAdditionalBaggageAllowed).toBe(true);
      expect(data.totals.usd.offer.amount).toBe(offer.price.intTotal?.amount);
      expect(data.totals.usd.fees).toEqual({ amount: 566, currency: 'USD' });
      expect(data.totals.display.total.currency).toBe('COP');
    });

    it('keeps one open session per agent and offer', async () => {
      const first = await selectOfferWithBags(testApp.app, 'agent-set-order-2');
      const again = await selectOfferWithBags(testApp.app, 'agent-set-order-2');
      expect(again.response.data.id).toBe(first.response.data.id);
    });

    it('refuses a price the server does not charge', async () => {
      const { offer } = await selectOfferWithBags(testApp.app, 'agent-set-order-3');
      const response = await post('/user/session/set/flight-order', {
        agentId: 'agent-set-order-3',
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

  describe('bags', () => {
    it('prices bags on the server and refuses a total the server did not compute', async () => {
      const agentId = 'agent-bags-1';
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
      const agentId = 'agent-bags-2';
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
        agentId: 'agent-nobody-1',
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
    const agentId = 'agent-travellers-1';
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
});
