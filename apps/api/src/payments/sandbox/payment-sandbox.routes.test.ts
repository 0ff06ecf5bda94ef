import { randomBytes } from 'node:crypto';
import { TokenizeCardResponseSchema } from '@travel/contract/payment-sandbox';
import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBookingPayment, TEST_CARD } from '../../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../../test/build-test-app.ts';
import { createSandboxPaymentRepository } from './sandbox-payment.repository.ts';
import { createSandboxPaymentGateway, SANDBOX_DECLINE_CARDS } from './sandbox-payment-gateway.ts';

describe('payment sandbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
  });
  afterAll(async () => testApp.close());

  const tokenize = (card: object) =>
    testApp.app.inject({ method: 'POST', url: '/payment/sandbox/tokens', payload: card });

  describe('POST /payment/sandbox/tokens', () => {
    it('answers a token with the brand, the last four digits and the expiry, never the number', async () => {
      const response = await tokenize({ ...TEST_CARD, cardNumber: '3782 822463 10005', cardCvv: '1234' });
      expect(response.statusCode).toBe(201);
      const token = TokenizeCardResponseSchema.parse(response.json());
      expect(token).toMatchObject({ brand: 'amex', lastFour: '0005', expiry: '12/29' });
      expect(token.token).toMatch(/^tok_[0-9a-f]{48}$/);
      expect(response.body).not.toContain('378282246310005');
    });

    it('tokenizes the decline test cards too: the refusal comes on the payment page', async () => {
      expect(Object.keys(SANDBOX_DECLINE_CARDS)).toEqual(
        expect.arrayContaining(['4000000000000002', '4000000000009995']),
      );
      const response = await tokenize({ ...TEST_CARD, cardNumber: '4000000000009995' });
      expect(response.statusCode).toBe(201);
      expect(response.body).not.toMatch(/decline/i);
    });

    it('names every wrong field without repeating what was typed', async () => {
      const response = await tokenize({
        cardNumber: '4111 1111 1111 1112',
        cardExpiry: '13 / 99',
        cardCvv: '98',
        cardName: '  ',
      });
      expect(response.statusCode).toBe(400);
      const problem = ProblemSchema.parse(response.json());
      expect(problem.errors?.map((e) => e.path)).toEqual(['cardNumber', 'cardExpiry', 'cardCvv', 'cardName']);
      expect(problem.errors?.[0]?.message).toBe('Invalid credit card number');
      expect(response.body).not.toContain('4111 1111 1111 1112');
      expect(response.body).not.toContain('"98"');
    });

    it('refuses a card that expires this month (spec §5)', async () => {
      const response = await tokenize({ ...TEST_CARD, cardExpiry: '11 / 26' });
      expect(ProblemSchema.parse(response.json()).errors?.map((e) => e.path)).toEqual(['cardExpiry']);
    });
  });

  describe('hosted page', () => {
    /** A payment started without a card token, as a page without script starts it. */
    async function startWithoutCard() {
      const agentId = issueTestAgentId();
      const { direction } = await prepareBookingPayment(testApp.app, agentId, null);
      const path = new URL(direction.worldpayTransactionUrl).pathname;
      const payWithCard = (card: Record<string, string>) =>
        testApp.app.inject({
          method: 'POST',
          url: `${path}/card`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(card).toString(),
        });
      const cardSuccess = (worldpayResponseData: Record<string, string>) =>
        testApp.app.inject({
          method: 'POST',
          url: '/user/session/card/success',
          payload: { agentId, worldpayResponseData },
        });
      return { direction, path, payWithCard, cardSuccess };
    }
    const returnQuery = (location: unknown) =>
      Object.fromEntries(new URL(String(location)).searchParams) as Record<string, string>;

    it('asks for the card when the payment was started without a token, with no script', async () => {
      const { path } = await startWithoutCard();
      const page = await testApp.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).not.toContain('script-src');
      for (const label of ['Número de tarjeta', 'Vencimiento (MM / AA)', 'CVC', 'Titular de la tarjeta']) {
        expect(page.body).toContain(`>${label}</label>`);
      }
      expect(page.body).toMatch(
        /<form method="post" action="\/payment\/sandbox\/pay\/cart_[0-9a-f]+\/card\?lang=es"/,
      );
      expect(page.body).toMatch(/autocomplete="cc-number"/);
      expect(page.body).not.toContain('Sin tarjeta');
      expect(page.body).not.toContain('<script');
    });

    it('takes a test card typed on the page, returns signed and authorised, and the booking shows its last four', async () => {
      const { direction, payWithCard, cardSuccess } = await startWithoutCard();
      const response = await payWithCard(TEST_CARD);
      expect(response.statusCode).toBe(303);
      const query = returnQuery(response.headers.location);
      expect(String(response.headers.location)).toMatch(/^http:\/\/localhost:3000\/booking\/authorize\?/);
      expect(query).toMatchObject({ orderKey: direction.cartId, paymentStatus: 'AUTHORISED' });
      expect(query.mac).toMatch(/^[0-9a-f]{64}$/);

      const booked = await cardSuccess(query);
      expect(booked.statusCode).toBe(200);
      const transactions = booked.json().data.paymentInformation.transactions as Array<{
        card?: { brand: string; lastFour: string };
      }>;
      expect(transactions.find((t) => t.card)?.card).toEqual({ brand: 'visa', lastFour: '1111' });
      expect(booked.body).not.toContain('4111111111111111');

      // Sent again (a reload, a second tab): the decision stands and nothing is charged twice.
      const again = await payWithCard({ ...TEST_CARD, cardNumber: '4000 0000 0000 0002' });
      expect(returnQuery(again.headers.location).paymentStatus).toBe('AUTHORISED');
    });

    it('once decided, the page says so with no button to pay again, and its link goes back signed', async () => {
      const { path, payWithCard } = await startWithoutCard();
      const paid = await payWithCard(TEST_CARD);
      const page = await testApp.app.inject({ method: 'GET', url: `${path}?lang=en` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('Payment authorised.');
      expect(page.body).not.toContain('<button');
      const back = await testApp.app.inject({ method: 'GET', url: `${path}/return?lang=en` });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(paid.headers.location);
    });

    it("sends an undecided order's back link to the page itself", async () => {
      const { path } = await startWithoutCard();
      const back = await testApp.app.inject({ method: 'GET', url: `${path}/return?lang=pt` });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`${path}?lang=pt`);
      const page = await testApp.app.inject({ method: 'GET', url: `${path}?lang=pt` });
      expect(page.body).toContain('<html lang="pt-BR">');
      expect(page.body).toContain('>Número do cartão</label>');
    });

    it('refuses the decline test card typed on the page', async () => {
      const { payWithCard, cardSuccess } = await startWithoutCard();
      const response = await payWithCard({ ...TEST_CARD, cardNumber: '4000 0000 0000 0002' });
      expect(response.statusCode).toBe(303);
      const query = returnQuery(response.headers.location);
      expect(query.paymentStatus).toBe('REFUSED');
      const refused = await cardSuccess(query);
      expect(refused.statusCode).toBe(402);
      expect(ProblemSchema.parse(refused.json()).code).toBe('PAYMENT_DECLINED');
    });

    it('shows the page again naming the wrong fields, never writing back the number or the CVC', async () => {
      const { path, payWithCard } = await startWithoutCard();
      const response = await payWithCard({
        cardNumber: '4111 1111 1111 1112',
        cardExpiry: '13 / 99',
        cardCvv: '98',
        cardName: 'MARIA J PEREZ',
      });
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toContain('role="alert"');
      expect(response.body).toContain('Número de tarjeta de crédito no válido');
      expect(response.body).toContain('Fecha de vencimiento no válida');
      expect(response.body).toContain('CVC no válido');
      expect(response.body).toMatch(/id="card-cardNumber"[^>]*aria-invalid="true"[^>]*autofocus/);
      expect(response.body).not.toMatch(/id="card-cardName"[^>]*aria-invalid/);
      expect(response.body).toContain('value="MARIA J PEREZ"');
      expect(response.body).not.toContain('4111 1111 1111 1112');
      expect(response.body).not.toContain('"98"');
      // Nothing was decided: the page still takes a card.
      const page = await testApp.app.inject({ method: 'GET', url: path });
      expect(page.body).toContain('>Número de tarjeta</label>');
    });

    it("opens in the traveller's language, the forms keeping it, and counts one traveller as one", async () => {
      const gateway = createSandboxPaymentGateway({
        repository: createSandboxPaymentRepository(testApp.database.db),
        clock: testApp.clock,
        ids: { bytes: randomBytes },
        macSecret: 'test-secret',
        apiPublicUrl: 'http://localhost:4000/',
        webOrigin: 'http://localhost:3000',
      });
      const { redirectUrl } = await gateway.createHostedPayment({
        orderKey: 'cart_pt00000001',
        amount: { amount: 52_310, currency: 'USD' },
        description: 'Voo BOG-GRU, 1 viajante',
        locale: 'pt',
      });
      expect(redirectUrl).toBe(
        'http://localhost:4000/payment/sandbox/pay/cart_pt00000001?cartId=cart_pt00000001&lang=pt',
      );
      const url = new URL(redirectUrl);
      const page = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(page.body).toContain('<html lang="pt-BR">');
      expect(page.body).toContain('Voo BOG-GRU, 1 viajante</dd>');
      expect(page.body).toMatch(/US\$\s?523,10/);
      expect(page.body).toContain('action="/payment/sandbox/pay/cart_pt00000001/card?lang=pt"');
      expect(page.body).toContain('action="/payment/sandbox/pay/cart_pt00000001/cancel?lang=pt"');
    });

    it('answers 404 problem+json for an unknown cart', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/payment/sandbox/pay/cart_unknown123',
      });
      expect(response.statusCode).toBe(404);
      expect(ProblemSchema.parse(response.json()).code).toBe('PAYMENT_NOT_FOUND');
    });
  });

  describe('rate limits', () => {
    it('answers 429 after ten booking lookups a minute', async () => {
      const lookup = () =>
        testApp.app.inject({
          method: 'POST',
          url: '/user/booking/lookup',
          payload: { referenceId: 'ABCDEF', email: 'a@example.com' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await lookup()).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(statuses[10]).toBe(429);
    });
  });
});
