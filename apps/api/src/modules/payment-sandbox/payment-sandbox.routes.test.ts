import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DECLINE_CARDS } from '../../providers/payment-gateway/sandbox-payment-gateway.ts';
import { TEST_CARD } from '../../test/booking-flow.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TokenizeCardResponseSchema } from './payment-sandbox.schemas.ts';

describe('payment sandbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
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
