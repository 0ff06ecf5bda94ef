import { CreateFlightOrderResponseSchema } from '@travel/contract/flight-orders';
import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prepareBookingPayment,
  pressSandboxButton,
  selectOfferWithBags,
  TEST_CUSTOMER,
  TEST_PASSENGERS,
} from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { findSupplierOrderCreator } from './flight-orders.service.ts';
import type { CreateFlightOrderInput, FlightSupplier } from './supplier/flight-supplier.port.ts';

describe('POST /amadeus/flight/order/create', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });

  it('refuses to create an order before an authorised payment (409), even with travellers and contact', async () => {
    const agentId = issueTestAgentId();
    const { offer } = await selectOfferWithBags(testApp.app, agentId);
    const key = { agentId, flightOfferId: offer.id };
    const early = await post('/amadeus/flight/order/create', key);
    expect(early.statusCode).toBe(409);
    expect(ProblemSchema.parse(early.json()).code).toBe('ORDER_REQUIRES_PAYMENT');

    await post('/user/session/customer', { ...key, customerDetails: TEST_CUSTOMER });
    await post('/user/session/create-passenger', { ...key, passengers: TEST_PASSENGERS });
    const still = await post('/amadeus/flight/order/create', key);
    expect(still.statusCode).toBe(409);
    expect(ProblemSchema.parse(still.json()).code).toBe('ORDER_REQUIRES_PAYMENT');
  });

  it('answers the order of a paid booking, recorded once with the spec §3 template and a PNR-like reference', async () => {
    const agentId = issueTestAgentId();
    const { key, direction } = await prepareBookingPayment(testApp.app, agentId);
    const unpaid = await post('/amadeus/flight/order/create', key);
    expect(ProblemSchema.parse(unpaid.json()).code).toBe('ORDER_REQUIRES_PAYMENT');
    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
    const paid = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    expect(paid.statusCode).toBe(200);
    const booking = (paid.json() as { data: { flightOrder: { id: string } } }).data;

    const created = await post('/amadeus/flight/order/create', key);
    expect(created.statusCode).toBe(200);
    const { data } = CreateFlightOrderResponseSchema.parse(created.json());
    expect(data.id).toBe(booking.flightOrder.id);
    expect(data).toMatchObject({
      type: 'flight-order',
      ticketingAgreement: { option: 'DELAY_TO_CANCEL', delay: '6D' },
      automatedProcess: [{ code: 'IMMEDIATE', queue: { number: '80', category: '0' } }],
    });
    expect(data.associatedRecords[0]?.reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(data.travelers).toHaveLength(3);
    expect(data.contacts[0]).toMatchObject({ emailAddress: TEST_CUSTOMER.email });

    const again = CreateFlightOrderResponseSchema.parse(
      (await post('/amadeus/flight/order/create', key)).json(),
    );
    expect(again.data.id).toBe(data.id);
  });
});

describe('findSupplierOrderCreator', () => {
  const base = {} as FlightSupplier;

  it('finds none for a supplier without createOrder (the built-in one)', () => {
    expect(findSupplierOrderCreator(base)).toBeUndefined();
  });

  it("answers the supplier's order id and record locator", async () => {
    let received: CreateFlightOrderInput | undefined;
    const supplier: FlightSupplier = {
      ...base,
      async createOrder(input) {
        received = input;
        return {
          status: 'created',
          order: {
            id: 'eJzTd9f3NjIJdgEADRwCrQ',
            associatedRecords: [{ reference: 'QWERTY' }],
            flightOffers: [],
            travelers: [],
          },
        };
      },
    };
    const create = findSupplierOrderCreator(supplier);
    const input = {
      flightOffers: [],
      travelers: [],
      contacts: [],
      ticketingAgreement: { option: 'DELAY_TO_CANCEL' as const, delay: '6D' },
    };
    await expect(create?.(input, { idempotencyKey: 'cart_1' })).resolves.toEqual({
      id: 'eJzTd9f3NjIJdgEADRwCrQ',
      reference: 'QWERTY',
    });
    expect(received).toBe(input);
  });

  it('turns a price change or a sold-out flight into the catalogue errors', async () => {
    const changed = findSupplierOrderCreator({
      ...base,
      createOrder: async () => ({ status: 'price-changed' }),
    });
    const gone = findSupplierOrderCreator({ ...base, createOrder: async () => ({ status: 'gone' }) });
    const input = {
      flightOffers: [],
      travelers: [],
      contacts: [],
      ticketingAgreement: { option: 'CONFIRM' as const },
    };
    await expect(changed?.(input, { idempotencyKey: 'cart_1' })).rejects.toMatchObject({
      code: 'OFFER_PRICE_CHANGED',
    });
    await expect(gone?.(input, { idempotencyKey: 'cart_1' })).rejects.toMatchObject({ code: 'OFFER_GONE' });
  });
});
