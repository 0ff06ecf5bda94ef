import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSessions } from '../platform/db/schema/booking-sessions.ts';
import { payments } from '../platform/db/schema/payments.ts';
import { openSessionWithBags } from '../test/booking-flow.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { createPaymentAttemptsRepository } from './payment-attempts.repository.ts';

describe.each(testEngines())('payment attempts repository on %s', (engine) => {
  let testApp: TestApp;
  let session: typeof bookingSessions.$inferSelect;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
    session = await openSessionWithBags(testApp);
  });
  afterAll(async () => testApp.close());

  const now = new Date('2026-11-22T12:00:00Z');
  const attempt = (cartId: string, sessionVersion: number) => ({
    cartId,
    sessionId: session.id,
    agentId: session.agentId,
    sessionVersion,
    amount: 47_436,
    currency: 'USD',
    displayAmount: 185_000_000,
    displayCurrency: 'COP',
    breakdown: {
      display: {
        offer: { amount: 185_000_000, currency: 'COP' },
        bags: { amount: 0, currency: 'COP' },
        fees: { amount: 0, currency: 'COP' },
        total: { amount: 185_000_000, currency: 'COP' },
      },
      usd: {
        offer: { amount: 47_436, currency: 'USD' },
        bags: { amount: 0, currency: 'USD' },
        fees: { amount: 0, currency: 'USD' },
        total: { amount: 47_436, currency: 'USD' },
      },
    },
    createdAt: now,
    updatedAt: now,
  });
  const lockOf = async () =>
    (await testApp.database.db.select().from(bookingSessions).where(eq(bookingSessions.id, session.id)))[0]
      ?.lockedCartId;
  const attemptOf = async (cartId: string) =>
    (await testApp.database.db.select().from(payments).where(eq(payments.cartId, cartId)))[0];

  it('records nothing and freezes nothing when the session is not the version that was priced', async () => {
    const repository = createPaymentAttemptsRepository(testApp.database.db);
    expect(await repository.insertLockingSession(attempt('cart_stale', session.version - 1), null)).toBe(
      undefined,
    );
    expect(await attemptOf('cart_stale')).toBeUndefined();
    expect(await lockOf()).toBeNull();
  });

  it('records the attempt, every column as typed, and freezes the session on it in one statement', async () => {
    const repository = createPaymentAttemptsRepository(testApp.database.db);
    const created = await repository.insertLockingSession(attempt('cart_first', session.version), null);
    expect(created).toMatchObject({
      cartId: 'cart_first',
      status: 'pending',
      method: 'card',
      attempts: 0,
      instalments: null,
      expiresAt: null,
      sessionVersion: session.version,
      createdAt: now,
    });
    expect(created?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created?.breakdown).toEqual(attempt('cart_first', session.version).breakdown);
    expect(await lockOf()).toBe('cart_first');
  });

  it('takes a frozen session over only from the cart that froze it', async () => {
    const repository = createPaymentAttemptsRepository(testApp.database.db);
    expect(await repository.insertLockingSession(attempt('cart_racing', session.version), null)).toBe(
      undefined,
    );
    expect(
      await repository.insertLockingSession(attempt('cart_wrong', session.version), 'cart_other'),
    ).toBeUndefined();
    expect(await attemptOf('cart_racing')).toBeUndefined();
    const next = await repository.insertLockingSession(attempt('cart_second', session.version), 'cart_first');
    expect(next?.cartId).toBe('cart_second');
    expect(await lockOf()).toBe('cart_second');
  });
});
