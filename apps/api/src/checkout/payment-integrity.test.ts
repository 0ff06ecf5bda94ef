import { BookingResponseSchema } from '@travel/contract/bookings';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPaymentReturn } from '../payments/payment-return-check.ts';
import {
  prepareBookingPayment,
  pressSandboxButton,
  TEST_CUSTOMER,
  TEST_PASSENGERS,
} from '../test/booking-flow.ts';
import {
  buildTestApp,
  issueTestAgentId,
  TEST_PAYMENT_MAC_SECRET,
  type TestApp,
} from '../test/build-test-app.ts';
import { steerableSupplier } from '../test/steerable-flight-supplier.ts';
import { testEngines } from '../test/test-database.ts';

type Query = Record<string, string>;

describe.each(testEngines())('payment integrity on %s', (engine) => {
  let testApp: TestApp;
  let steer: Awaited<ReturnType<typeof steerableSupplier>>['state'];
  beforeAll(async () => {
    const steerable = await steerableSupplier();
    steer = steerable.state;
    testApp = await buildTestApp({
      engine,
      seed: true,
      supplier: steerable.supplier,
      clock: steerable.clock,
    });
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
  const cardSuccess = (agentId: string, worldpayResponseData: Query) =>
    post('/user/session/card/success', { agentId, worldpayResponseData });
  const problemOf = (response: { json(): unknown }) => ProblemSchema.parse(response.json());
  const rows = async <T>(query: string): Promise<T[]> =>
    ((await testApp.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const count = async (table: string, where: string) =>
    Number((await rows<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]?.n);

  /** A return signed with the secret, as someone holding it would forge it. */
  function forgeAuthorised(cartId: string, amount: number): Query {
    const fields = {
      orderKey: cartId,
      paymentAmount: amount,
      paymentCurrency: 'USD',
      paymentStatus: 'AUTHORISED' as const,
    };
    return {
      orderKey: cartId,
      paymentAmount: String(amount),
      paymentCurrency: 'USD',
      paymentStatus: 'AUTHORISED',
      mac: signPaymentReturn(TEST_PAYMENT_MAC_SECRET, fields),
    };
  }

  describe("the gateway's word, not only its signature", () => {
    it('refuses a validly signed AUTHORISED return for a declined card the gateway refused', async () => {
      const agentId = issueTestAgentId();
      const { direction } = await prepareBookingPayment(testApp.app, agentId, '4000 0000 0000 0002');
      const real = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      expect(real.query.paymentStatus).toBe('REFUSED');
      const forged = await cardSuccess(agentId, forgeAuthorised(direction.cartId, direction.amount.amount));
      expect(forged.statusCode).toBe(402);
      expect(problemOf(forged).code).toBe('PAYMENT_NOT_AUTHORISED');
      expect(await count('bookings', `agent_id = '${agentId}'`)).toBe(0);
    });

    it('refuses a validly signed AUTHORISED return for an order nobody has paid yet', async () => {
      const agentId = issueTestAgentId();
      const { direction } = await prepareBookingPayment(testApp.app, agentId);
      const forged = await cardSuccess(agentId, forgeAuthorised(direction.cartId, direction.amount.amount));
      expect(forged.statusCode).toBe(402);
      expect(problemOf(forged).code).toBe('PAYMENT_NOT_AUTHORISED');
      expect(await count('bookings', `agent_id = '${agentId}'`)).toBe(0);
      // The genuine payment still books afterwards.
      const real = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      expect((await cardSuccess(agentId, real.query)).statusCode).toBe(200);
    });
  });

  describe('the cart freezes the session', () => {
    const writes = (key: { agentId: string; flightOfferId: string }, bags: object) =>
      [
        ['/user/session/add/additional-services', bags],
        [
          '/user/session/customer',
          { ...key, customerDetails: { ...TEST_CUSTOMER, email: 'otra@example.com' } },
        ],
        [
          '/user/session/create-passenger',
          { ...key, passengers: TEST_PASSENGERS.map((p, i) => (i === 0 ? { ...p, firstName: 'Otra' } : p)) },
        ],
        [
          '/user/session/create-billing-info',
          {
            ...key,
            billingInformation: {
              amount: 1,
              currency: 'USD',
              isCardHolderTraveling: true,
              cardHolderName: 'Otra Persona',
              emailId: 'otra@example.com',
              addressLine1: 'Otra calle 1',
              city: 'Lima',
              country: { code: 'PE', name: 'Perú' },
            },
          },
        ],
        [
          '/user/session/create-payment-info',
          { ...key, paymentInformation: { token: 'tok_00', brand: 'visa', lastFour: '1111' } },
        ],
      ] as const;

    it('answers 409 SESSION_LOCKED, in Spanish and English, to every change once payment started', async () => {
      const agentId = issueTestAgentId();
      const { key, offer, bagsBody } = await prepareBookingPayment(testApp.app, agentId);
      const setOffer = await post('/user/session/set/flight-order', { ...key, flightOffer: offer });
      expect(setOffer.statusCode).toBe(409);
      expect(problemOf(setOffer).code).toBe('SESSION_LOCKED');
      for (const [url, payload] of writes(key, bagsBody(2))) {
        const response = await post(url, payload);
        expect(response.statusCode, url).toBe(409);
        const problem = problemOf(response);
        expect(problem.code).toBe('SESSION_LOCKED');
        expect(problem.titles.es).toMatch(/pago ya está en curso/);
        expect(problem.titles.en).toMatch(/payment is under way/);
        expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      }
    });

    it('books exactly what was priced when the payment started: the reproduction of the report', async () => {
      const agentId = issueTestAgentId();
      const { key, direction, totals, bagsBody } = await prepareBookingPayment(testApp.app, agentId);
      // After payment-direction: 2 bags each way and a renamed passenger, as in the report.
      const baggage = await post('/user/session/add/additional-services', bagsBody(2));
      expect(baggage.statusCode).toBe(409);
      const renamed = await post('/user/session/create-passenger', {
        ...key,
        passengers: TEST_PASSENGERS.map((p, i) => (i === 0 ? { ...p, firstName: 'Impostora' } : p)),
      });
      expect(renamed.statusCode).toBe(409);

      const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      const booked = await cardSuccess(agentId, query);
      expect(booked.statusCode).toBe(200);
      const booking = BookingResponseSchema.parse(booked.json()).data;
      expect(booking.passenger[0]?.firstName).toBe(TEST_PASSENGERS[0]?.firstName);
      expect(booking.additionalServices.baggages.map((b) => b.quantity)).toEqual([1, 1]);
      expect(booking.charged).toEqual(direction.amount);
      expect(booking.amounts.usd.total).toEqual(direction.amount);
      expect(booking.totalPaid).toEqual(totals.display.total);
    });

    it('lets the traveller abandon the cart to change something, and the old cart can no longer be paid', async () => {
      const agentId = issueTestAgentId();
      const { key, direction } = await prepareBookingPayment(testApp.app, agentId);
      const abandoned = await post('/user/session/payment/abandon', key);
      expect(abandoned.statusCode).toBe(200);
      expect(abandoned.json()).toMatchObject({ data: { locked: false, abandonedCartId: direction.cartId } });
      const renamed = await post('/user/session/create-passenger', {
        ...key,
        passengers: TEST_PASSENGERS.map((p, i) => (i === 0 ? { ...p, firstName: 'Lucía' } : p)),
      });
      expect(renamed.statusCode).toBe(200);

      // The abandoned cart's page answers the cancellation; a forged AUTHORISED return is refused.
      const old = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      expect(old.query.paymentStatus).toBe('CANCELLED');
      const forged = await cardSuccess(agentId, forgeAuthorised(direction.cartId, direction.amount.amount));
      expect(forged.statusCode).toBeGreaterThanOrEqual(400);
      expect(forged.statusCode).toBeLessThan(500);
      expect(await count('bookings', `agent_id = '${agentId}'`)).toBe(0);

      const again = await post('/user/session/payment-direction', key);
      expect(again.statusCode).toBe(200);
      const fresh = (again.json() as { data: { worldpayTransactionUrl: string } }).data;
      const { query } = await pressSandboxButton(testApp.app, fresh.worldpayTransactionUrl, 'authorise');
      const booking = BookingResponseSchema.parse((await cardSuccess(agentId, query)).json()).data;
      expect(booking.passenger[0]?.firstName).toBe('Lucía');
    });

    it('refuses and voids a cart whose session content changed behind its back (version check)', async () => {
      const agentId = issueTestAgentId();
      const { direction } = await prepareBookingPayment(testApp.app, agentId);
      const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      await testApp.database.db.execute(
        sql.raw(`update booking_sessions set version = version + 1 where agent_id = '${agentId}'`),
      );
      const refused = await cardSuccess(agentId, query);
      expect(refused.statusCode).toBe(409);
      expect(problemOf(refused).code).toBe('SESSION_CHANGED');
      expect(await count('bookings', `agent_id = '${agentId}'`)).toBe(0);
      expect(await count('sandbox_orders', `order_key = '${direction.cartId}' and status = 'VOIDED'`)).toBe(
        1,
      );
      expect(await count('payments', `cart_id = '${direction.cartId}' and status = 'voided'`)).toBe(1);
    });
  });

  describe('the supplier order after payment', () => {
    it('creates the order after the paid booking is committed, outside any transaction, once for many returns', async () => {
      const agentId = issueTestAgentId();
      const { direction } = await prepareBookingPayment(testApp.app, agentId);
      const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      const seen: string[] = [];
      const before = steer.calls;
      // A query from outside sees the booking already recorded as `ordering`: the state is committed and
      // no transaction holds the database while the supplier works (PGlite would wait for it forever).
      steer.during = async () => {
        const found = await rows<{ status: string }>(
          `select b.status from bookings b join payments p on p.cart_id = b.cart_id where p.cart_id = '${direction.cartId}'`,
        );
        seen.push(...found.map((row) => row.status));
        await new Promise((resolve) => setTimeout(resolve, 150));
      };
      const responses = await Promise.all([1, 2, 3].map(() => cardSuccess(agentId, query)));
      steer.during = undefined;
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(seen).toEqual(['ordering']);
      expect(steer.calls - before).toBe(1);
      const booking = BookingResponseSchema.parse(responses[0]?.json()).data;
      expect(booking.status).toBe('ordered');
      expect(booking.flightOrder?.reference).toMatch(/^PNR\d{3}$/);
      expect(await count('outbox', `dedupe_key = 'booking-confirmation:${booking.id}'`)).toBe(1);
    });

    it.each([
      ['unavailable', 'SUPPLIER_UNAVAILABLE'],
      ['timeout', 'SUPPLIER_TIMEOUT'],
      ['gone', 'OFFER_GONE'],
    ] as const)(
      'voids the payment and says so when the supplier order fails (%s)',
      async (outcome, failureCode) => {
        const agentId = issueTestAgentId();
        const { direction } = await prepareBookingPayment(testApp.app, agentId);
        const { query } = await pressSandboxButton(
          testApp.app,
          direction.worldpayTransactionUrl,
          'authorise',
        );
        steer.outcome = outcome;
        const before = steer.calls;
        let failed: Awaited<ReturnType<typeof cardSuccess>>;
        try {
          failed = await cardSuccess(agentId, query);
        } finally {
          steer.outcome = 'created';
        }
        expect(failed.statusCode).toBe(502);
        const problem = problemOf(failed);
        expect(problem.code).toBe('BOOKING_ORDER_FAILED');
        expect(problem.titles.es).toMatch(/no se te cobrará/);
        expect(problem.reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
        expect(await count('sandbox_orders', `order_key = '${direction.cartId}' and status = 'VOIDED'`)).toBe(
          1,
        );
        expect(await count('payments', `cart_id = '${direction.cartId}' and status = 'voided'`)).toBe(1);
        // No confirmation: one e-mail that says the booking was not issued and nothing is charged.
        await testApp.deliverMail();
        const mails = await rows<{ kind: string; message: { subject: string; text: string } }>(
          `select kind, message from outbox where message::text like '%${problem.reference}%'`,
        );
        expect(mails.map((mail) => mail.kind)).toEqual(['booking-order-failed']);
        expect(mails[0]?.message.subject).toBe(
          `No pudimos emitir tu reserva ${problem.reference}: no se te cobrará`,
        );
        expect(mails[0]?.message.text).toContain('no se te cobrará nada');

        // A retry answers the same failure without a second supplier call; My Journey shows the state.
        const retry = await cardSuccess(agentId, query);
        expect(retry.statusCode).toBe(502);
        expect(problemOf(retry).reference).toBe(problem.reference);
        expect(steer.calls - before).toBe(1);
        const found = await post('/user/booking/lookup', {
          referenceId: problem.reference,
          email: TEST_CUSTOMER.email,
        });
        expect(found.statusCode).toBe(200);
        expect(BookingResponseSchema.parse(found.json()).data).toMatchObject({
          status: 'order_failed',
          failureCode,
          flightOrder: null,
        });
      },
    );
  });
});
