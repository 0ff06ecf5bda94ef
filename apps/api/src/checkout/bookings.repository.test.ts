import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../platform/db/schema/bookings.ts';
import { outbox } from '../platform/db/schema/outbox.ts';
import { bookTestFlight } from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { createBookingsRepository } from './bookings.repository.ts';

describe.each(testEngines())('bookings repository on %s', (engine) => {
  let testApp: TestApp;
  let bookingId: string;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
    bookingId = (await bookTestFlight(testApp.app, issueTestAgentId())).id;
  });
  afterAll(async () => testApp.close());

  const mail = (dedupeKey: string, now: Date) => ({
    kind: 'booking-order-failed',
    dedupeKey,
    recipient: 'ana@example.com',
    locale: 'es' as const,
    message: { subject: 'Asunto', text: 'Texto', html: '<p>Texto</p>' },
    nextAttemptAt: now,
    createdAt: now,
  });
  const queued = (dedupeKey: string) =>
    testApp.database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));

  it('queues no mail for a booking that is not being ordered', async () => {
    const now = new Date('2026-11-22T12:05:00Z');
    const repository = createBookingsRepository(testApp.database.db);
    const done = await repository.finishOrdering(
      bookingId,
      { status: 'order_failed', failureCode: 'SUPPLIER_UNAVAILABLE' },
      now,
      mail('test:not-ordering', now),
    );
    expect(done).toBeUndefined();
    expect(await queued('test:not-ordering')).toEqual([]);
    const [row] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.status).toBe('ordered');
  });

  it('ends an ordering booking and queues its mail, every column as typed, in one statement', async () => {
    const { db } = testApp.database;
    await db.update(bookings).set({ status: 'ordering' }).where(eq(bookings.id, bookingId));
    const now = new Date('2026-11-22T12:06:00Z');
    const done = await createBookingsRepository(db).finishOrdering(
      bookingId,
      { status: 'order_failed', failureCode: 'SUPPLIER_UNAVAILABLE' },
      now,
      mail('test:ordering', now),
    );
    expect(done).toMatchObject({
      id: bookingId,
      status: 'order_failed',
      failureCode: 'SUPPLIER_UNAVAILABLE',
    });
    expect(done?.updatedAt).toEqual(now);
    const [row] = await queued('test:ordering');
    expect(row).toMatchObject({
      kind: 'booking-order-failed',
      recipient: 'ana@example.com',
      locale: 'es',
      message: { subject: 'Asunto', text: 'Texto', html: '<p>Texto</p>' },
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
      nextAttemptAt: now,
      createdAt: now,
    });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
