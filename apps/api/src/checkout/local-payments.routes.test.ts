import { createHmac } from 'node:crypto';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_SIGNATURE_HEADER,
  signPaymentNotification,
} from '../payments/payment-notification-check.ts';
import {
  pressSandboxButton,
  selectOfferWithBags,
  TEST_CARD,
  TEST_CUSTOMER,
  TEST_PASSENGERS,
  testBilling,
} from '../test/booking-flow.ts';
import {
  buildTestApp,
  issueTestAgentId,
  TEST_PAYMENT_MAC_SECRET,
  type TestApp,
} from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

type Money = { amount: number; currency: string };
type Direction = {
  worldpayTransactionUrl: string;
  cartId: string;
  amount: Money;
  charge: Money;
  paymentMethod: string;
  expiresAt?: string;
  instalmentPlan?: { count: number; interestFree: boolean; instalment: Money; total: Money };
};

// buildTestApp passes no notification secret: the app derives it from the MAC secret, as here.
const NOTIFICATION_SECRET = createHmac('sha256', TEST_PAYMENT_MAC_SECRET)
  .update('payment-notification-key')
  .digest('hex');

describe.each(testEngines())('local payments and signed notifications on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true, logger: { level: 'error' } });
  });
  afterAll(async () => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const post = async (url: string, payload: object, status = 200) => {
    const response = await inject({ method: 'POST', url, payload });
    if (response.statusCode !== status) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { data: Record<string, unknown> };
  };
  const rows = async <T>(query: string): Promise<T[]> =>
    ((await testApp.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const count = async (table: string, where: string) =>
    Number((await rows<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]?.n);

  /** A session with travellers, contact and billing in `country`, ready to pay (no card unless asked). */
  async function prepareSession(country: { code: string; name: string }, withCard = false) {
    const agentId = issueTestAgentId();
    const { offer, response } = await selectOfferWithBags(testApp.app, agentId);
    const key = { agentId, flightOfferId: offer.id };
    await post('/user/session/customer', { ...key, customerDetails: TEST_CUSTOMER });
    await post('/user/session/create-passenger', { ...key, passengers: TEST_PASSENGERS });
    let totals = (response.data as unknown as { totals: { display: { total: Money } } }).totals;
    if (withCard) {
      const token = (await post('/payment/sandbox/tokens', TEST_CARD, 201)) as unknown as Record<
        string,
        string
      >;
      const saved = await post('/user/session/create-payment-info', {
        ...key,
        paymentInformation: {
          token: token.token,
          brand: token.brand,
          lastFour: token.lastFour,
          cardExpiry: token.expiry,
          cardName: TEST_CARD.cardName,
        },
      });
      totals = (saved.data as unknown as { totals: typeof totals }).totals;
    }
    await post('/user/session/create-billing-info', {
      ...key,
      billingInformation: { ...testBilling(totals.display.total), country },
    });
    return key;
  }

  const BRAZIL = { code: 'BR', name: 'Brasil' };
  const COLOMBIA = { code: 'CO', name: 'Colombia' };

  async function startPayment(key: { agentId: string; flightOfferId: string }, body: object) {
    const answer = await post('/user/session/payment-direction', { ...key, ...body });
    return answer.data as unknown as Direction;
  }

  function notification(
    cartId: string,
    type = 'payment.paid',
    id = `ntf_${Math.random().toString(16).slice(2, 14)}`,
  ) {
    const body = JSON.stringify({
      id,
      type,
      orderKey: cartId,
      occurredAt: testApp.clock.now().toISOString(),
    });
    return { id, body };
  }
  const deliver = (body: string, signature: string) =>
    inject({
      method: 'POST',
      url: '/payments/notifications',
      headers: { 'content-type': 'application/json', [NOTIFICATION_SIGNATURE_HEADER]: signature },
      payload: body,
    });
  const deliverSigned = (body: string) =>
    deliver(body, signPaymentNotification(NOTIFICATION_SECRET, body, testApp.clock.now()));
  const outcomeOf = (response: { json(): unknown }) =>
    (response.json() as { data: { outcome: string } }).data.outcome;

  const status = async (agentId: string, cartId: string) => {
    const response = await inject({ method: 'GET', url: `/payments/local/${cartId}?agentId=${agentId}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Record<string, unknown> }).data;
  };
  /** The sandbox's "simulate payment" button: it notifies the API and sends the browser back. */
  const simulate = async (cartId: string, outcome = 'approved', bank?: string) => {
    const response = await inject({
      method: 'POST',
      url: `/payment/sandbox/local/${cartId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome, ...(bank ? { bank } : {}) }).toString(),
    });
    expect(response.statusCode).toBe(303);
    return String(response.headers.location);
  };

  describe('methods for the session', () => {
    it('offers a Brazilian payer the card, Pix and boleto, Pix charged in BRL at the dated rate', async () => {
      const key = await prepareSession(BRAZIL);
      const { data } = await post('/user/session/payment-methods', key);
      const methods = data.methods as {
        id: string;
        charge: Money;
        rateDate: string | null;
        holdMinutes: number | null;
      }[];
      // PSE too: the cart is priced in Colombian pesos.
      expect(methods.map((m) => m.id)).toEqual(['card', 'pix', 'boleto', 'pse']);
      const card = methods.find((m) => m.id === 'card');
      const pix = methods.find((m) => m.id === 'pix');
      expect(card?.charge.currency).toBe('USD');
      expect(pix).toMatchObject({ rateDate: '2026-11-01', holdMinutes: 30 });
      // 5.35 BRL per USD (the seeded rate), to the cent, half-even.
      expect(pix?.charge.currency).toBe('BRL');
      expect(Math.abs((pix?.charge.amount ?? 0) - (card?.charge.amount ?? 0) * 5.35)).toBeLessThanOrEqual(
        0.5,
      );
    });

    it('refuses a method not offered in the payer country, and a plan not offered for the card', async () => {
      const key = await prepareSession(COLOMBIA, true);
      const pix = await inject({
        method: 'POST',
        url: '/user/session/payment-direction',
        payload: { ...key, paymentMethod: 'pix' },
      });
      expect(pix.statusCode).toBe(422);
      expect(ProblemSchema.parse(pix.json()).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
      const plan = await inject({
        method: 'POST',
        url: '/user/session/payment-direction',
        payload: { ...key, instalments: 5 },
      });
      expect(plan.statusCode).toBe(422);
      expect(ProblemSchema.parse(plan.json()).code).toBe('INSTALMENT_PLAN_UNAVAILABLE');
    });

    it('records a card instalment plan with the USD charge unchanged', async () => {
      const key = await prepareSession(COLOMBIA, true);
      const direction = await startPayment(key, { instalments: 6 });
      expect(direction.paymentMethod).toBe('card');
      expect(direction.charge).toEqual(direction.amount);
      expect(direction.instalmentPlan).toMatchObject({ count: 6, interestFree: false });
      expect(direction.instalmentPlan?.total.amount).toBeGreaterThan(direction.amount.amount);
      const [row] = await rows<{ instalments: { count: number } }>(
        `select instalments from payments where cart_id = '${direction.cartId}'`,
      );
      expect(row?.instalments.count).toBe(6);
      // The hosted page shows the plan the attempt recorded, whatever its URL says.
      const page = new URL(direction.worldpayTransactionUrl);
      const hosted = await inject({ method: 'GET', url: `${page.pathname}${page.search}&instalments=12` });
      expect(hosted.statusCode).toBe(200);
      expect(hosted.body.replace(/[\u00a0\u202f]/g, ' ')).toMatch(
        /<dt>Plan de pago<\/dt><dd>6 cuotas de [^<]+ USD \(1,89 % mensual; total [^<]+ USD\)<\/dd>/,
      );
      expect(hosted.body).not.toContain('12 cuotas');
      // Paid on the hosted page: the booking record carries the plan the traveller accepted.
      const back = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
      const booked = await inject({
        method: 'POST',
        url: '/user/session/card/success',
        payload: { agentId: key.agentId, worldpayResponseData: back.query },
      });
      expect(booked.statusCode).toBe(200);
      const booking = (
        booked.json() as {
          data: { paymentMethod: string; instalmentPlan: { count: number }; charged: Money };
        }
      ).data;
      expect(booking).toMatchObject({
        paymentMethod: 'card',
        instalmentPlan: { count: 6 },
        charged: direction.amount,
      });
    });
  });

  describe('Pix', () => {
    it('holds the booking with a QR code and BR Code for 30 minutes and books once the signed notification arrives', async () => {
      const key = await prepareSession(BRAZIL);
      const direction = await startPayment(key, { paymentMethod: 'pix' });
      expect(direction.charge.currency).toBe('BRL');
      expect(new Date(direction.expiresAt ?? 0).getTime() - testApp.clock.now().getTime()).toBe(30 * 60_000);
      const awaiting = await status(key.agentId, direction.cartId);
      expect(awaiting).toMatchObject({ status: 'awaiting_payment', method: 'pix' });
      expect(String(awaiting.code)).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
      expect(String(awaiting.imageSvg)).toContain('<svg');
      expect(
        await count(
          'outbox',
          `kind = 'local-payment-awaiting' and dedupe_key = 'local-payment-awaiting:${direction.cartId}'`,
        ),
      ).toBe(1);
      // The sandbox page shows the QR and the code; its button notifies the API.
      const page = await inject({
        method: 'GET',
        url: `${new URL(direction.worldpayTransactionUrl).pathname}?lang=pt`,
      });
      expect(page.body).toContain('Pix copia e cola');
      expect(page.body).toContain('data:image/svg+xml;base64,');
      const back = await simulate(direction.cartId);
      expect(back).toBe(`http://localhost:3000/booking/awaiting-payment/${direction.cartId}`);
      const paid = await status(key.agentId, direction.cartId);
      expect(paid.status).toBe('paid');
      expect(paid.bookingReference).toEqual(expect.any(String));
      const [booking] = await rows<{ status: string; details: { charged: Money; paymentMethod: string } }>(
        `select status, details from bookings where cart_id = '${direction.cartId}'`,
      );
      expect(booking?.status).toBe('ordered');
      expect(booking?.details.charged).toEqual(direction.charge);
      expect(booking?.details.paymentMethod).toBe('pix');
    });
  });

  describe('notifications are adversarial', () => {
    it('refuses a forged signature, a moved timestamp and a replay after the tolerance, and books nothing', async () => {
      const key = await prepareSession(BRAZIL);
      const direction = await startPayment(key, { paymentMethod: 'pix' });
      const { body } = notification(direction.cartId);
      const forged = await deliver(body, signPaymentNotification('x'.repeat(64), body, testApp.clock.now()));
      expect(forged.statusCode).toBe(401);
      expect(ProblemSchema.parse(forged.json()).code).toBe('PAYMENT_NOTIFICATION_INVALID');
      const unsigned = await deliver(body, '');
      expect(unsigned.statusCode).toBe(401);
      const old = signPaymentNotification(
        NOTIFICATION_SECRET,
        body,
        new Date(testApp.clock.now().getTime() - 10 * 60_000),
      );
      expect((await deliver(body, old)).statusCode).toBe(401);
      expect(await count('bookings', `cart_id = '${direction.cartId}'`)).toBe(0);
    });

    it("books nothing on a validly signed 'paid' for an order the gateway has not been paid", async () => {
      const key = await prepareSession(BRAZIL);
      const direction = await startPayment(key, { paymentMethod: 'pix' });
      const response = await deliverSigned(notification(direction.cartId).body);
      expect(response.statusCode).toBe(200);
      expect(outcomeOf(response)).toBe('waiting');
      expect(await count('bookings', `cart_id = '${direction.cartId}'`)).toBe(0);
    });

    it('books exactly once under duplicate, replayed and concurrent deliveries', async () => {
      const key = await prepareSession(BRAZIL);
      const direction = await startPayment(key, { paymentMethod: 'pix' });
      await simulate(direction.cartId);
      const { body } = notification(direction.cartId);
      const signature = signPaymentNotification(NOTIFICATION_SECRET, body, testApp.clock.now());
      const first = await deliver(body, signature);
      expect(outcomeOf(first)).toBe('already-booked');
      // The very same delivery again (a replay within the tolerance): stored id, nothing done.
      expect(outcomeOf(await deliver(body, signature))).toBe('duplicate');
      const concurrent = await Promise.all(
        Array.from({ length: 6 }, () => deliverSigned(notification(direction.cartId).body)),
      );
      expect(concurrent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await count('bookings', `cart_id = '${direction.cartId}'`)).toBe(1);
      expect(
        await count(
          'bookings',
          `session_id = (select session_id from payments where cart_id = '${direction.cartId}')`,
        ),
      ).toBe(1);
      expect(
        await count(
          'outbox',
          `kind = 'booking-confirmation' and recipient ilike '${TEST_CUSTOMER.email}' and dedupe_key like 'booking-confirmation:%'`,
        ),
      ).toBeGreaterThan(0);
    });

    it('books once when notifications race the first one, before anything was recorded', async () => {
      const key = await prepareSession(BRAZIL);
      const direction = await startPayment(key, { paymentMethod: 'pix' });
      // Decided at the gateway without telling us yet; then many deliveries and the sweep at once.
      await testApp.database.db.execute(
        sql.raw(`update sandbox_orders set status = 'AUTHORISED' where order_key = '${direction.cartId}'`),
      );
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => deliverSigned(notification(direction.cartId).body)),
      );
      const outcomes = answers.map(outcomeOf);
      expect(outcomes.every((o) => o === 'booked' || o === 'already-booked')).toBe(true);
      expect(await count('bookings', `cart_id = '${direction.cartId}'`)).toBe(1);
      // One booking, so one confirmation e-mail.
      expect(
        await count(
          'outbox',
          `kind = 'booking-confirmation' and dedupe_key = 'booking-confirmation:' || (select id from bookings where cart_id = '${direction.cartId}')`,
        ),
      ).toBe(1);
    });

    it("changes nothing on an 'expired' that arrives after 'paid'", async () => {
      const key = await prepareSession(BRAZIL);
      const direction = await startPayment(key, { paymentMethod: 'pix' });
      await simulate(direction.cartId);
      const late = await deliverSigned(notification(direction.cartId, 'payment.expired').body);
      expect(outcomeOf(late)).toBe('already-booked');
      expect((await status(key.agentId, direction.cartId)).status).toBe('paid');
    });

    it("expires an unpaid Pix at its deadline, releases the booking, and refunds a 'paid' that arrives after", async () => {
      const key = await prepareSession(BRAZIL);
      const start = testApp.clock.now();
      const direction = await startPayment(key, { paymentMethod: 'pix' });
      try {
        testApp.clock.set(new Date(start.getTime() + 30 * 60_000));
        const expired = await status(key.agentId, direction.cartId);
        expect(expired).toMatchObject({ status: 'expired', code: null });
        const [session] = await rows<{ locked_cart_id: string | null }>(
          `select locked_cart_id from booking_sessions where id = (select session_id from payments where cart_id = '${direction.cartId}')`,
        );
        expect(session?.locked_cart_id).toBeNull();
        expect(await count('outbox', `dedupe_key = 'local-payment-expired:${direction.cartId}'`)).toBe(1);
        // The sandbox takes no payment after the deadline.
        await simulate(direction.cartId);
        expect(await count('bookings', `cart_id = '${direction.cartId}'`)).toBe(0);
        // A real network may still settle it late: the money goes back, the seats are not booked.
        await testApp.database.db.execute(
          sql.raw(`update sandbox_orders set status = 'AUTHORISED' where order_key = '${direction.cartId}'`),
        );
        const late = await deliverSigned(notification(direction.cartId).body);
        expect(outcomeOf(late)).toBe('refunded');
        const [order] = await rows<{ status: string }>(
          `select status from sandbox_orders where order_key = '${direction.cartId}'`,
        );
        expect(order?.status).toBe('VOIDED');
        expect(await count('bookings', `cart_id = '${direction.cartId}'`)).toBe(0);
      } finally {
        testApp.clock.set(start);
      }
    });

    it('expires an overdue boleto when it is read, and keeps the test route off without ENABLE_TEST_ROUTES', async () => {
      const key = await prepareSession(BRAZIL);
      const direction = await startPayment(key, { paymentMethod: 'boleto' });
      const voucher = await status(key.agentId, direction.cartId);
      expect(String(voucher.code)).toMatch(/^\d{44}$/);
      expect(String(voucher.imageSvg)).toContain('<svg');
      const route = await inject({ method: 'POST', url: `/test/payments/${direction.cartId}/expire` });
      expect(route.statusCode).toBe(404);
      await testApp.database.db.execute(
        sql.raw(
          `update payments set expires_at = '${new Date(testApp.clock.now().getTime() - 60_000).toISOString()}' where cart_id = '${direction.cartId}'`,
        ),
      );
      expect((await status(key.agentId, direction.cartId)).status).toBe('expired');
      const [order] = await rows<{ status: string }>(
        `select status from sandbox_orders where order_key = '${direction.cartId}'`,
      );
      expect(order?.status).toBe('CANCELLED');
    });
  });

  describe('PSE', () => {
    it('charges COP, sends the browser to the bank chooser and books on approval', async () => {
      const key = await prepareSession(COLOMBIA);
      const direction = await startPayment(key, { paymentMethod: 'pse' });
      expect(direction.charge.currency).toBe('COP');
      const page = await inject({ method: 'GET', url: new URL(direction.worldpayTransactionUrl).pathname });
      expect(page.body).toContain('Bancolombia');
      await simulate(direction.cartId, 'approved', '1007');
      expect((await status(key.agentId, direction.cartId)).status).toBe('paid');
    });

    it('reopens the session when the bank rejects', async () => {
      const key = await prepareSession(COLOMBIA);
      const direction = await startPayment(key, { paymentMethod: 'pse' });
      await simulate(direction.cartId, 'rejected', '1051');
      expect((await status(key.agentId, direction.cartId)).status).toBe('refused');
      expect(await count('bookings', `cart_id = '${direction.cartId}'`)).toBe(0);
      // The traveller can pay again, another way.
      const again = await startPayment(key, { paymentMethod: 'card' });
      expect(again.paymentMethod).toBe('card');
    });
  });

  it("hides another visitor's local payment", async () => {
    const key = await prepareSession(BRAZIL);
    const direction = await startPayment(key, { paymentMethod: 'pix' });
    const response = await inject({
      method: 'GET',
      url: `/payments/local/${direction.cartId}?agentId=${issueTestAgentId()}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
