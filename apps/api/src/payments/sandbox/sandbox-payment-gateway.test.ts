import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { cryptoIds } from '../../platform/ids.ts';
import { TEST_CARD } from '../../test/booking-flow.ts';
import { createTestClock } from '../../test/build-test-app.ts';
import { openTestDatabase, testEngines } from '../../test/test-database.ts';
import { createSandboxPaymentRepository } from './sandbox-payment.repository.ts';
import { CARD_TOKEN_TTL_MS, createSandboxPaymentGateway } from './sandbox-payment-gateway.ts';

describe.each(testEngines())('sandbox gateway on %s', (engine) => {
  let database: DatabaseHandle;
  const clock = createTestClock('2026-11-22T12:00:00Z');
  let gateway: ReturnType<typeof createSandboxPaymentGateway>;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    gateway = createSandboxPaymentGateway({
      repository: createSandboxPaymentRepository(database.db),
      clock,
      ids: cryptoIds,
      macSecret: 'a'.repeat(64),
      apiPublicUrl: 'http://localhost:4000',
      webOrigin: 'http://localhost:3000',
    });
  });
  afterAll(async () => database.close());

  let orders = 0;
  /** Opens an order on a card tokenized now (or on none) and answers its key. */
  async function openOrder(cardNumber: string | null): Promise<string> {
    orders += 1;
    const orderKey = `cart_test_${orders}`;
    const tokenKey = cardNumber
      ? (await gateway.findCard((await gateway.tokenizeCard({ ...TEST_CARD, cardNumber })).token))?.tokenKey
      : undefined;
    await gateway.createHostedPayment({
      orderKey,
      amount: { amount: 47_436, currency: 'USD' },
      description: 'BOG → MIA',
      locale: 'es',
      ...(tokenKey ? { cardTokenKey: tokenKey } : {}),
    });
    return orderKey;
  }
  const statusOf = (returnUrl: string) => new URL(returnUrl).searchParams.get('paymentStatus');

  it('refuses to open an order on a card token that expired, and opens none', async () => {
    const token = await gateway.tokenizeCard(TEST_CARD);
    const card = await gateway.findCard(token.token);
    expect(card).not.toBeNull();
    clock.set(new Date(clock.now().getTime() + CARD_TOKEN_TTL_MS + 1));
    const order = {
      orderKey: 'cart_expired_token',
      amount: { amount: 100, currency: 'USD' },
      description: 'BOG → MIA',
      cardTokenKey: card?.tokenKey ?? '',
    };
    await expect(gateway.createHostedPayment(order)).rejects.toMatchObject({ code: 'CARD_TOKEN_INVALID' });
    expect(await gateway.getOrder('cart_expired_token')).toBeNull();
    await expect(
      gateway.createHostedPayment({ ...order, cardTokenKey: 'f'.repeat(64) }),
    ).rejects.toMatchObject({ code: 'CARD_TOKEN_INVALID' });
  });

  it('opens an order on a live token with its card, amount and description', async () => {
    const orderKey = await openOrder(TEST_CARD.cardNumber);
    expect(await gateway.getOrderView(orderKey)).toMatchObject({
      orderKey,
      description: 'BOG → MIA',
      amount: { amount: 47_436, currency: 'USD' },
      status: 'pending',
      card: { brand: 'visa', lastFour: '1111' },
    });
  });

  it('authorises an accepted card, refuses a decline card or none, cancels on Cancelar, once each', async () => {
    const accepted = await openOrder(TEST_CARD.cardNumber);
    const declined = await openOrder('4000000000000002');
    const cardless = await openOrder(null);
    const cancelled = await openOrder(TEST_CARD.cardNumber);
    expect(statusOf(await gateway.decide(accepted, 'authorise'))).toBe('AUTHORISED');
    expect(statusOf(await gateway.decide(declined, 'authorise'))).toBe('REFUSED');
    expect(statusOf(await gateway.decide(cardless, 'authorise'))).toBe('REFUSED');
    expect(statusOf(await gateway.decide(cancelled, 'cancel'))).toBe('CANCELLED');
    // Pressed again, either button: the first decision stands.
    expect(statusOf(await gateway.decide(accepted, 'cancel'))).toBe('AUTHORISED');
    expect(statusOf(await gateway.decide(cancelled, 'authorise'))).toBe('CANCELLED');
    expect((await gateway.getOrder(accepted))?.status).toBe('AUTHORISED');
    await expect(gateway.decide('cart_unknown', 'authorise')).rejects.toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
    });
  });
});
