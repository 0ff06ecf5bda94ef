import { Writable } from 'node:stream';
import { BookingResponseSchema } from '@travel/contract/bookings';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createLoggerOptions } from '../logger.ts';
import { signPaymentReturn } from '../payments/payment-return-check.ts';
import {
  prepareBookingPayment,
  pressSandboxButton,
  ROUND_TRIP_SEARCH,
  TEST_CARD,
  TEST_CUSTOMER,
} from '../test/booking-flow.ts';
import {
  buildTestApp,
  issueTestAgentId,
  TEST_PAYMENT_MAC_SECRET,
  type TestApp,
} from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

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
      const agentId = issueTestAgentId();
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
      // The gateway's order says what is paid for in the product line's words.
      expect(page.body).toContain('Vuelo BOG-MIA, 3 viajeros');
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
      expect(booking.status).toBe('ordered');
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
      expect(booking.flightOrder?.reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

      // The flight order carries the spec §3 template.
      const order = await testApp.database.db.execute(
        sql`select "order" from flight_orders where id = ${booking.flightOrder?.id}`,
      );
      expect((order as unknown as { rows: Array<{ order: object }> }).rows[0]?.order).toMatchObject({
        type: 'flight-order',
        ticketingAgreement: { option: 'DELAY_TO_CANCEL', delay: '6D' },
        automatedProcess: [{ code: 'IMMEDIATE', queue: { number: '80', category: '0' } }],
      });
      // The booking points at the supplier's order by its generic reference.
      expect(
        await countRows(
          'bookings',
          `id = '${booking.id}' and supplier_order_id = '${booking.flightOrder?.id}'`,
        ),
      ).toBe(1);
      // The confirmation is queued in the visitor's language, with the flight as its line describes it.
      expect(
        await countRows('outbox', `dedupe_key = 'booking-confirmation:${booking.id}' and locale = 'es'`),
      ).toBe(1);
      await testApp.deliverMail();
      const [mail] = (
        (await testApp.database.db.execute(
          sql`select message from outbox where dedupe_key = ${`booking-confirmation:${booking.id}`}`,
        )) as unknown as { rows: Array<{ message: { text: string } }> }
      ).rows;
      const firstSegment = booking.itinerary[0]?.segments[0];
      // The departure airport's zone is recorded, so the pages count check-in in real hours.
      expect(firstSegment?.departureTimeZone).toBe('America/Bogota');
      expect(mail?.message.text).toContain(`Localizador de la aerolínea: ${booking.flightOrder?.reference}`);
      expect(mail?.message.text).toContain('Viajeros:\n- María José Pérez Gómez (adulto)');
      expect(mail?.message.text).toMatch(/Itinerario:\nIda:\n {2}\S+ BOG .+ → /);
      expect(mail?.message.text).toContain(`${firstSegment?.carrierCode}${firstSegment?.number} BOG`);
      expect(mail?.message.text).toContain('Regreso:');
      expect(mail?.message.text).toContain('Equipaje facturado adicional: Ida: 1 maleta, Regreso: 1 maleta');

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
      const agentId = issueTestAgentId();
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

    it('makes one booking when the same return reaches two processes at once', async () => {
      // Each process answers its own duplicates from the first one it handles; between processes
      // only the database's claim of the cart stands.
      const replica = await buildApp(testApp.deps);
      try {
        const agentId = issueTestAgentId();
        const { direction } = await prepareBookingPayment(testApp.app, agentId);
        const { query } = await pressSandboxButton(
          testApp.app,
          direction.worldpayTransactionUrl,
          'authorise',
        );
        const responses = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            (index % 2 === 0 ? testApp.app : replica).inject({
              method: 'POST',
              url: '/user/session/card/success',
              payload: { agentId, worldpayResponseData: query },
            }),
          ),
        );
        expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
        const references = new Set(
          responses.map((r) => BookingResponseSchema.parse(r.json()).data.referenceId),
        );
        expect(references.size).toBe(1);
        expect(await countRows('bookings', `cart_id = '${direction.cartId}'`)).toBe(1);
        expect(await countRows('outbox', `message::text like '%${[...references][0]}%'`)).toBe(1);
      } finally {
        await replica.close();
      }
    });

    it('checks a return that differs from one being handled on its own', async () => {
      const agentId = issueTestAgentId();
      const { direction } = await prepareBookingPayment(testApp.app, agentId);
      const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      const [genuine, forged] = await Promise.all([
        cardSuccess(agentId, query),
        cardSuccess(agentId, { ...query, paymentAmount: String(Number(query.paymentAmount) - 1) }),
      ]);
      expect(genuine.statusCode).toBe(200);
      expect(forged.statusCode).toBe(400);
      expect(problemOf(forged).code).toBe('PAYMENT_SIGNATURE_INVALID');
    });
  });

  describe('two tabs paying one session', () => {
    it('abandons the first cart when a second one starts, so only the second can be paid', async () => {
      const agentId = issueTestAgentId();
      const { key, direction: first } = await prepareBookingPayment(testApp.app, agentId);
      const again = await post('/user/session/payment-direction', { ...key, worldpayTransactionData: {} });
      expect(again.statusCode).toBe(200);
      const second = (again.json() as { data: { cartId: string; worldpayTransactionUrl: string } }).data;
      expect(second.cartId).not.toBe(first.cartId);
      expect(
        await countRows('sandbox_orders', `order_key = '${first.cartId}' and status = 'CANCELLED'`),
      ).toBe(1);
      // The first tab's page can no longer take the money: Autorizar answers the cancellation.
      const firstReturn = await pressSandboxButton(testApp.app, first.worldpayTransactionUrl, 'authorise');
      expect(firstReturn.query.paymentStatus).toBe('CANCELLED');
      const refused = await cardSuccess(agentId, firstReturn.query);
      expect(refused.statusCode).toBe(402);

      const secondReturn = await pressSandboxButton(testApp.app, second.worldpayTransactionUrl, 'authorise');
      expect((await cardSuccess(agentId, secondReturn.query)).statusCode).toBe(200);
      expect(await countRows('bookings', `cart_id in ('${first.cartId}', '${second.cartId}')`)).toBe(1);
      expect(await countRows('payments', `cart_id = '${first.cartId}' and status = 'voided'`)).toBe(1);
      expect(await countRows('payments', `cart_id = '${second.cartId}' and status = 'authorised'`)).toBe(1);
    });

    it('voids a second authorisation of a session that another cart already booked', async () => {
      const agentId = issueTestAgentId();
      const { direction } = await prepareBookingPayment(testApp.app, agentId);
      const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      expect((await cardSuccess(agentId, query)).statusCode).toBe(200);
      // A stray authorised cart of the same session (made before the lock existed, or by a fault).
      const [payment] = (
        (await testApp.database.db.execute(
          sql.raw(`select session_id, amount from payments where cart_id = '${direction.cartId}'`),
        )) as unknown as { rows: Array<{ session_id: string; amount: string }> }
      ).rows;
      const stray = `cart_stray_${agentId.slice(0, 16)}`;
      await testApp.database.db.execute(
        sql.raw(`insert into payments (cart_id, session_id, agent_id, session_version, amount, currency,
          display_amount, display_currency, breakdown, created_at, updated_at)
          values ('${stray}', '${payment?.session_id}', '${agentId}', 0, ${payment?.amount}, 'USD', 1, 'COP',
          '{}', now(), now())`),
      );
      await testApp.database.db.execute(
        sql.raw(`insert into sandbox_orders (order_key, merchant, description, amount, currency, status, created_at)
          values ('${stray}', 'm', 'd', ${payment?.amount}, 'USD', 'AUTHORISED', now())`),
      );
      const signed = {
        orderKey: stray,
        paymentAmount: Number(payment?.amount),
        paymentCurrency: 'USD',
        paymentStatus: 'AUTHORISED' as const,
      };
      const mac = signPaymentReturn(TEST_PAYMENT_MAC_SECRET, signed);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const refused = await cardSuccess(agentId, {
          ...Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)])),
          mac,
        });
        expect(refused.statusCode).toBe(409);
        expect(problemOf(refused).code).toBe('BOOKING_ALREADY_PAID');
      }
      expect(await countRows('payments', `cart_id = '${stray}' and status = 'voided'`)).toBe(1);
      expect(await countRows('sandbox_orders', `order_key = '${stray}' and status = 'VOIDED'`)).toBe(1);
      expect(await countRows('bookings', `agent_id = '${agentId}'`)).toBe(1);
    });
  });

  describe('refusals', () => {
    let agentId: string;
    let query: Query;
    let cartId: string;
    beforeAll(async () => {
      agentId = issueTestAgentId();
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
      const otherAgentId = issueTestAgentId();
      const other = await prepareBookingPayment(testApp.app, otherAgentId);
      const forOtherCart = await cardSuccess(otherAgentId, {
        ...query,
        orderKey: other.direction.cartId,
      });
      expect(problemOf(forOtherCart).code).toBe('PAYMENT_SIGNATURE_INVALID');
      const byOtherVisitor = await cardSuccess(otherAgentId, query);
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
      const agentId = issueTestAgentId();
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
      // The reopened cart is named, so the web app returns to this flight's own summary.
      expect(problemOf(refused).cart).toEqual({
        productType: 'flight',
        offerId: key.flightOfferId,
        locale: 'es',
      });
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
      const agentId = issueTestAgentId();
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
      const agentId = issueTestAgentId();
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
    it('refuses raw card fields at create-payment-info and points to the token flow', async () => {
      const agentId = issueTestAgentId();
      const { key } = await prepareBookingPayment(testApp.app, agentId);
      await post('/user/session/payment/abandon', key);
      for (const paymentInformation of [
        { ...TEST_CARD, cardNumber: '5555 5555 5555 4444' },
        { cardCvv: TEST_CARD.cardCvv, token: 'tok_x', brand: 'visa', lastFour: '1111' },
        { cardNumber: 5555555555554444 },
      ]) {
        const response = await post('/user/session/create-payment-info', { ...key, paymentInformation });
        expect(response.statusCode).toBe(400);
        const problem = problemOf(response);
        expect(problem.code).toBe('CARD_DATA_NOT_ACCEPTED');
        expect(problem.detail).toContain('/payment/sandbox/tokens');
        expect(response.body).not.toContain('5555');
        expect(response.body).not.toContain(TEST_CARD.cardCvv);
      }
    });

    it("keeps the token's keyed hash in the session, never the token", async () => {
      const agentId = issueTestAgentId();
      const { key } = await prepareBookingPayment(testApp.app, agentId);
      const rows = (
        (await testApp.database.db.execute(
          sql.raw(`select card from booking_sessions where agent_id = '${agentId}'`),
        )) as unknown as { rows: Array<{ card: Record<string, string> }> }
      ).rows;
      expect(rows).toHaveLength(1);
      const card = rows[0]?.card ?? {};
      expect(card.token).toBeUndefined();
      expect(card.tokenKey).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(card)).not.toContain('tok_');
      expect(key.flightOfferId).toBeTruthy();
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
