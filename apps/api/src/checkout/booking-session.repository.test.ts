import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSessions } from '../platform/db/schema/booking-sessions.ts';
import { openSessionWithBags } from '../test/booking-flow.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { type BookingSessionRow, createBookingSessionRepository } from './booking-session.repository.ts';

describe.each(testEngines())('booking session repository on %s', (engine) => {
  let testApp: TestApp;
  let session: BookingSessionRow;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
    session = await openSessionWithBags(testApp);
  });
  afterAll(async () => testApp.close());

  const stored = async () =>
    (await testApp.database.db.select().from(bookingSessions).where(eq(bookingSessions.id, session.id)))[0];
  const card = { brand: 'VISA', lastFour: '4242', expiry: '12/30', cardName: 'ANA PEREZ', token: 'tok_1' };

  it('writes the columns changed as they were given (jsonb lists and objects), and bumps the version', async () => {
    const repository = createBookingSessionRepository(testApp.database.db);
    const before = await stored();
    const transactionId = randomUUID();
    const passengers = [{ id: '1', type: 'ADULT', firstName: 'Ana', lastName: 'Pérez' }];
    const written = await repository.update(
      session.id,
      { passengers: passengers as never, card: card as never, transactionId },
      before?.version,
    );
    expect(written?.version).toBe((before?.version ?? 0) + 1);
    const after = await stored();
    expect(after?.passengers).toEqual(passengers);
    expect(after?.card).toEqual(card);
    expect(after?.transactionId).toBe(transactionId);
    // What was not changed stays as it was.
    expect(after?.line).toEqual(before?.line);
    expect(after?.customer).toEqual(before?.customer);
  });

  it('writes nothing onto another version of the session', async () => {
    const repository = createBookingSessionRepository(testApp.database.db);
    const before = await stored();
    const written = await repository.update(
      session.id,
      { transactionId: randomUUID() },
      (before?.version ?? 0) - 1,
    );
    expect(written).toBeUndefined();
    expect((await stored())?.transactionId).toBe(before?.transactionId);
  });

  it('clears a column set to null (SQL NULL, not a JSON null)', async () => {
    const repository = createBookingSessionRepository(testApp.database.db);
    const written = await repository.update(session.id, { card: null, transactionId: null });
    expect(written?.card).toBeNull();
    const after = await stored();
    expect(after?.card).toBeNull();
    expect(after?.transactionId).toBeNull();
    const [column] = await testApp.database.db
      .select({ isSqlNull: sql<boolean>`${bookingSessions.card} is null` })
      .from(bookingSessions)
      .where(eq(bookingSessions.id, session.id));
    expect(column?.isSqlNull).toBe(true);
  });

  it('writes nothing onto a session a payment has frozen', async () => {
    const repository = createBookingSessionRepository(testApp.database.db);
    const before = await stored();
    // As a payment's start freezes it (payment-attempts.repository).
    await testApp.database.db
      .update(bookingSessions)
      .set({ lockedCartId: randomUUID() })
      .where(eq(bookingSessions.id, session.id));
    expect(await repository.update(session.id, { transactionId: randomUUID() })).toBeUndefined();
    expect((await stored())?.transactionId).toBe(before?.transactionId);
  });
});
