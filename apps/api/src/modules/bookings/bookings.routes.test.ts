import { Writable } from 'node:stream';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggerOptions } from '../../logger.ts';
import { signPaymentReturn } from '../../providers/payment-gateway/payment-mac.ts';
import {
  prepareBookingPayment,
  pressSandboxButton,
  ROUND_TRIP_SEARCH,
  TEST_CARD,
  TEST_CUSTOMER,
} from '../../test/booking-flow.ts';
import { buildTestApp, TEST_PAYMENT_MAC_SECRET, type TestApp } from '../../test/build-test-app.ts';
import { testEngines } from '../../test/test-database.ts';
import { BookingResponseSchema } from './bookings.schemas.ts';

type Query = Record<string, string>;

describe.each(testEngines())('booking and payment on %s', (engine) => {
  let testApp: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const logger = { ...(createLoggerOptions('trace') as object), stream };
    testApp = await buildTestApp({ engine, seed: true, logger });
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
  const cardSuccess = (agentId: string, worldpayResponseData: Query | string) =>
    post('/user/session/card/success', { agentId, worldpayResponseData });
  const problemOf = (response: { json(): unknown }) => ProblemSchema.parse(response.json());
  const countRows = async (table: string, where = 'true') => {
    const result = await testApp.database.db.execute(
      sql.raw(`select count(*)::int as n from ${table} where ${where}`),
    );
    return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
  };

  describe('the whole journey', () => {
    it('searches, selects, adds bags, enters travellers, pays on the sandbox and finds the booking again', async () => {
      const agentId = 'agent-journey-1';
      const { totals, direction } = await prepareBookingPayment(testApp.app, agentId);
      expect(direction.worldpayTransactionUrl).toBe(
        `http://localhost:4000/payment/sandbox/pay/${direction.cartId}?cartId=${direction.cartId}`,
      );
      expect(direction.amount).toEqual(totals.usd.total);
      expect(totals.usd.bags.amount).toBeGreaterThan(0);
      expect(ROUND_TRIP_SEARCH.travelerInfo).toEqual({ adult: 2, child: 1, infant: 0 });

      const page = await testApp.app.inject({
        method: 'GET',
        url: new URL(direction.worldpayTransactionUrl).pathname,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
      expect(page.headers['content-security-policy']).not.toContain('script-src');
      const dollars = (direction.amount.amount / 100).toLocaleString('es', { minimumFractionDigits: 2 });
      expect(page.body).toContain(dollars);
      expect(page.body).toContain('USD');
      expect(page.body).toContain('•••• 1111');
      expect(page.body).toMatch(/<button[^>]*>Autorizar<\/button>/);
      expect(page.body).toMatch(/<button[^>]*>Cancelar<\/button>/);
      expect(page.body).not.toContain('<script');
      expect(page.body).not.toContain('4111111111111111');

      const { location, query } = await pressSandboxButton(
        testApp.app,
        direction.worldpayTransactionUrl,
        'authorise',
      );
      expect(location.origin + location.pathname).toBe('http://localhost:3000/booking/authorize');
      expect(query).toMatchObject({
        orderKey: direction.cartId,
        paymentStatus: 'AUTHORISED',
        paymentAmount: String(direction.amount.amount),
        paymentCurrency: 'USD',
      });
      expect(query.mac).toMatch(/^[0-9a-f]{64}$/);

      const success = await cardSuccess(agentId, query);
      expect(success.statusCode).toBe(200);
      const booking = BookingResponseSchema.parse(success.json()).data;
      expect(booking.referenceId).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(booking.status).toBe('confirmed');
      expect(booking.passenger.map((p) => p.type)).toEqual(['adult', 'adult', 'child']);
      expect(booking.itinerary.map((leg) => leg.journeyType)).toEqual(['onward', 'return']);
      expect(booking.totalPaid).toEqual(totals.display.total);
      expect(booking.charged).toEqual(direction.amount);
      expect(booking.additionalServices.baggages.map((b) => b.quantity)).toEqual([1, 1]);
      expect(booking.paymentInformation.transactions[1]).toMatchObject({
        transactionId: direction.transactionId,
        amount: direction.amount,
        card: { brand: 'visa', lastFour: '1111' },
      });
      expect(booking.flightOrder.reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

      // The flight order carries the spec §3 template.
      const order = await testApp.database.db.execute(
        sql`select "order" from flight_orders where id = ${booking.flightOrder.id}`,
      );
      expect((order as unknown as { rows: Array<{ order: object }> }).rows[0]?.order).toMatchObject({
        type: 'flight-order',
        ticketingAgreement: { option: 'DELAY_TO_CANCEL', delay: '6D' },
        automatedProcess: [{ code: 'IMMEDIATE', queue: { number: '80', category: '0' } }],
      });
      // The confirmation is queued in the visitor's language.
      expect(
        await countRows('outbox', `dedupe_key = 'booking-confirmation:${booking.id}' and locale = 'es'`),
      ).toBe(1);

      // My Journey: the reference, and the e-mail in any case.
      const lookup = await post('/user/booking/lookup', {
        referenceId: booking.referenceId.toLowerCase(),
        email: TEST_CUSTOMER.email.toUpperCase(),
      });
      expect(lookup.statusCode).toBe(200);
      expect(BookingResponseSchema.parse(lookup.json()).data).toEqual(booking);

      // A repeated success call answers the same booking.
      const again = await cardSuccess(agentId, query);
      expect(BookingResponseSchema.parse(again.json()).data.referenceId).toBe(booking.referenceId);
      expect(await countRows('bookings', `cart_id = '${direction.cartId}'`)).toBe(1);
    });
  });

  describe('exactly once', () => {
    it('makes one booking from twenty concurrent success calls for one cart', async () => {
      const agentId = 'agent-concurrent-1';
      const { direction } = await prepareBookingPayment(testApp.app, agentId);
      const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      const responses = await Promise.all(Array.from({ length: 20 }, () => cardSuccess(agentId, query)));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const references = new Set(
        responses.map((r) => BookingResponseSchema.parse(r.json()).data.referenceId),
      );
      expect(references.size).toBe(1);
      expect(await countRows('bookings', `cart_id = '${direction.cartId}'`)).toBe(1);
      expect(
        await countRows(
          'flight_orders f join payments p on p.session_id = f.session_id',
          `p.cart_id = '${direction.cartId}'`,
        ),
      ).toBe(1);
      expect(await countRows('outbox', `message::text like '%${[...references][0]}%'`)).toBe(1);
    });
  });

  describe('two tabs paying one session', () => {
    it('books with the first authorised cart and voids the second, so nobody pays twice', async () => {
      const agentId = 'agent-two-tabs-1';
      const { key, direction: first } = await prepareBookingPayment(testApp.app, agentId);
      const again = await post('/user/session/payment-direction', { ...key, worldpayTransactionData: {} });
      expect(again.statusCode).toBe(200);
      const second = (again.json() as { data: { cartId: string; worldpayTransactionUrl: string } }).data;
      expect(second.cartId).not.toBe(first.cartId);
      const firstReturn = await pressSandboxButton(testApp.app, first.worldpayTransactionUrl, 'authorise');
      const secondReturn = await pressSandboxButton(testApp.app, second.worldpayTransactionUrl, 'authorise');

      expect((await cardSuccess(agentId, firstReturn.query)).statusCode).toBe(200);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const refused = await cardSuccess(agentId, secondReturn.query);
        expect(refused.statusCode).toBe(409);
        expect(problemOf(refused).code).toBe('BOOKING_ALREADY_PAID');
      }
      expect(await countRows('bookings', `cart_id in ('${first.cartId}', '${second.cartId}')`)).toBe(1);
      expect(await countRows('payments', `cart_id = '${first.cartId}' and status = 'authorised'`)).toBe(1);
      expect(await countRows('payments', `cart_id = '${second.cartId}' and status = 'voided'`)).toBe(1);
      expect(await countRows('sandbox_orders', `order_key = '${second.cartId}' and status = 'VOIDED'`)).toBe(
        1,
      );
      // Pressing Autorizar again on the voided page answers the same authorised return.
      const pressedAgain = await pressSandboxButton(testApp.app, second.worldpayTransactionUrl, 'authorise');
      expect(pressedAgain.query).toEqual(secondReturn.query);
    });
  });

  describe('refusals', () => {
    let agentId: string;
    let query: Query;
    let cartId: string;
    beforeAll(async () => {
      agentId = 'agent-refusals-1';
      const prepared = await prepareBookingPayment(testApp.app, agentId);
      cartId = prepared.direction.cartId;
      query = (await pressSandboxButton(testApp.app, prepared.direction.worldpayTransactionUrl, 'authorise'))
        .query;
    });

    it('refuses a forged MAC and books nothing', async () => {
      const response = await cardSuccess(agentId, { ...query, mac: 'f'.repeat(64) });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).code).toBe('PAYMENT_SIGNATURE_INVALID');
      expect(await countRows('bookings', `cart_id = '${cartId}'`)).toBe(0);
    });

    it('refuses a tampered amount under the original MAC', async () => {
      const response = await cardSuccess(agentId, { ...query, paymentAmount: '100' });
      expect(problemOf(response).code).toBe('PAYMENT_SIGNATURE_INVALID');
    });

    it('refuses a correctly signed amount that is not the amount of the payment', async () => {
      const mac = signPaymentReturn(TEST_PAYMENT_MAC_SECRET, {
        orderKey: cartId,
        paymentAmount: 100,
        paymentCurrency: 'USD',
        paymentStatus: 'AUTHORISED',
      });
      const response = await cardSuccess(agentId, { ...query, paymentAmount: '100', mac });
      expect(response.statusCode).toBe(422);
      expect(problemOf(response).code).toBe('AMOUNT_MISMATCH');
      expect(await countRows('bookings', `cart_id = '${cartId}'`)).toBe(0);
    });

    it('refuses a return replayed for another cart or by another visitor', async () => {
      const other = await prepareBookingPayment(testApp.app, 'agent-refusals-2');
      const forOtherCart = await cardSuccess('agent-refusals-2', {
        ...query,
        orderKey: other.direction.cartId,
      });
      expect(problemOf(forOtherCart).code).toBe('PAYMENT_SIGNATURE_INVALID');
      const byOtherVisitor = await cardSuccess('agent-refusals-2', query);
      expect(problemOf(byOtherVisitor).code).toBe('PAYMENT_SIGNATURE_INVALID');
      expect(await countRows('bookings', `cart_id in ('${cartId}', '${other.direction.cartId}')`)).toBe(0);
    });

    it('reads the signed return as a query string too', async () => {
      const response = await cardSuccess(agentId, `?${new URLSearchParams(query).toString()}`);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('declined and cancelled payments', () => {
    it('books nothing for a decline card, and lets the visitor pay again with another card', async () => {
      const agentId = 'agent-decline-1';
      const { key, direction } = await prepareBookingPayment(testApp.app, agentId, '4000 0000 0000 0002');
      const { location, query } = await pressSandboxButton(
        testApp.app,
        direction.worldpayTransactionUrl,
        'authorise',
      );
      expect(location.pathname).toBe('/booking/authorize');
      expect(query.paymentStatus).toBe('REFUSED');
      const refused = await cardSuccess(agentId, query);
      expect(refused.statusCode).toBe(402);
      expect(problemOf(refused).code).toBe('PAYMENT_DECLINED');
      expect(await countRows('bookings', `agent_id = '${agentId}'`)).toBe(0);
      expect(await countRows('payments', `cart_id = '${direction.cartId}' and status = 'refused'`)).toBe(1);

      const token = (await post('/payment/sandbox/tokens', TEST_CARD)).json() as Record<string, string>;
      const info = await post('/user/session/create-payment-info', {
        ...key,
        paymentInformation: { token: token.token, brand: token.brand, lastFour: token.lastFour },
      });
      expect(info.statusCode).toBe(200);
      const retry = (await post('/user/session/payment-direction', key)).json() as {
        data: { worldpayTransactionUrl: string; cartId: string };
      };
      expect(retry.data.cartId).not.toBe(direction.cartId);
      const second = await pressSandboxButton(testApp.app, retry.data.worldpayTransactionUrl, 'authorise');
      const booked = await cardSuccess(agentId, second.query);
      expect(booked.statusCode).toBe(200);
      expect(await countRows('bookings', `agent_id = '${agentId}'`)).toBe(1);
    });

    it('returns a cancelled payment to /booking/cancel and answers PAYMENT_CANCELLED', async () => {
      const agentId = 'agent-cancel-1';
      const { direction } = await prepareBookingPayment(testApp.app, agentId);
      const { location, query } = await pressSandboxButton(
        testApp.app,
        direction.worldpayTransactionUrl,
        'cancel',
      );
      expect(location.pathname).toBe('/booking/cancel');
      expect(query.paymentStatus).toBe('CANCELLED');
      const response = await cardSuccess(agentId, query);
      expect(response.statusCode).toBe(402);
      expect(problemOf(response).code).toBe('PAYMENT_CANCELLED');
      // Pressing again does not change the decision.
      const again = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      expect(again.query.paymentStatus).toBe('CANCELLED');
    });
  });

  describe('booking lookup', () => {
    it('answers the same 404 for a wrong e-mail, a wrong reference and a malformed one', async () => {
      const agentId = 'agent-lookup-1';
      const { direction } = await prepareBookingPayment(testApp.app, agentId);
      const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      const booking = BookingResponseSchema.parse((await cardSuccess(agentId, query)).json()).data;
      const wrongEmail = await post('/user/booking/lookup', {
        referenceId: booking.referenceId,
        email: 'x@example.com',
      });
      const wrongReference = await post('/user/booking/lookup', {
        referenceId: booking.referenceId === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA',
        email: TEST_CUSTOMER.email,
      });
      const malformed = await post('/user/booking/lookup', { referenceId: '0', email: TEST_CUSTOMER.email });
      for (const response of [wrongEmail, wrongReference, malformed]) {
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe(wrongEmail.body);
      }
      expect(problemOf(wrongEmail).code).toBe('BOOKING_NOT_FOUND');
      expect(wrongEmail.body).not.toContain(booking.referenceId);
      expect(wrongEmail.body).not.toContain('Pérez');
    });
  });

  describe('card data', () => {
    it('tokenizes raw card fields that reach create-payment-info and keeps only brand, last four and expiry', async () => {
      const agentId = 'agent-raw-card-1';
      const { key } = await prepareBookingPayment(testApp.app, agentId);
      const response = await post('/user/session/create-payment-info', {
        ...key,
        paymentInformation: { ...TEST_CARD, cardNumber: '5555 5555 5555 4444' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        data: { card: { brand: 'mastercard', lastFour: '4444', expiry: '12/29' } },
      });
      const refused = await post('/user/session/create-payment-info', {
        ...key,
        paymentInformation: { ...TEST_CARD, cardExpiry: '01 / 20' },
      });
      expect(refused.statusCode).toBe(400);
      expect(problemOf(refused).errors?.map((e) => e.path)).toEqual(['cardExpiry']);
      expect(refused.body).not.toContain('4111');
    });

    it('never writes a card number or CVC to any table or to the log', async () => {
      const numbers = ['4111111111111111', '4111 1111 1111 1111', '5555555555554444', '4000000000000002'];
      const columns = await testApp.database.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character', 'character varying')`);
      const rows = (columns as unknown as { rows: Array<{ table_name: string; column_name: string }> }).rows;
      expect(rows.length).toBeGreaterThan(20);
      const found: string[] = [];
      for (const { table_name, column_name } of rows) {
        const text = `"${column_name}"::text`;
        const conditions = [
          ...numbers.map((n) => `${text} like '%${n}%'`),
          // As a JSON key or a labelled value: bare letters turn up by chance in random references.
          `${text} ~* '"(cvv|cvc|cardCvv|cardNumber)"'`,
          // The CVC next to a card-ish label; three digits alone turn up by chance in hex digests and ids.
          `${text} ~* '(cvv|cvc|security code)[^a-z0-9]{0,6}${TEST_CARD.cardCvv}'`,
        ];
        const n = await countRows(`"${table_name}"`, conditions.join(' or '));
        if (n > 0) found.push(`${table_name}.${column_name}`);
      }
      expect(found).toEqual([]);
      const log = logLines.join('');
      expect(log.length).toBeGreaterThan(1000);
      for (const n of numbers) expect(log).not.toContain(n);
      expect(log).not.toMatch(new RegExp(`"(cardCvv|cvv|cvc)":"${TEST_CARD.cardCvv}"`));
    });
  });
});
