import { type Booking, BookingResendResponseSchema, BookingResponseSchema } from '@travel/contract/bookings';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTestFlight, TEST_CUSTOMER } from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

describe.each(testEngines())('My Journey self-service: resend the confirmation on %s', (engine) => {
  let testApp: TestApp;
  let booking: Booking;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true, engine });
    booking = await bookTestFlight(testApp.app, issueTestAgentId());
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
  const resends = async () =>
    (
      (await testApp.database.db.execute(
        sql`select recipient, locale, message from outbox where kind = 'booking-confirmation-resend' order by created_at`,
      )) as unknown as { rows: Array<{ recipient: string; locale: string; message: { subject: string } }> }
    ).rows;

  it('queues the confirmation again for the booking e-mail, 3 times an hour, then refuses until the hour passes', async () => {
    const owner = {
      referenceId: booking.referenceId.toLowerCase(),
      email: TEST_CUSTOMER.email.toUpperCase(),
    };
    const remaining: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await post('/user/booking/resend-confirmation', owner);
      expect(response.statusCode).toBe(202);
      remaining.push(BookingResendResponseSchema.parse(response.json()).data.remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const rows = await resends();
    expect(rows).toHaveLength(3);
    // Always the address stored with the booking, never the one typed.
    expect(new Set(rows.map((row) => row.recipient))).toEqual(new Set([booking.contact.email]));
    expect(rows[0]?.locale).toBe('es');
    expect(rows[0]?.message.subject).toContain(booking.referenceId);

    const fourth = await post('/user/booking/resend-confirmation', owner);
    expect(fourth.statusCode).toBe(429);
    expect(ProblemSchema.parse(fourth.json()).code).toBe('BOOKING_RESEND_LIMITED');
    expect(await resends()).toHaveLength(3);

    testApp.clock.set(new Date(testApp.clock.now().getTime() + 61 * 60 * 1000));
    const later = await post('/user/booking/resend-confirmation', owner);
    expect(later.statusCode).toBe(202);
    expect(await resends()).toHaveLength(4);
  });

  it('answers the same 404 for a wrong e-mail and queues nothing', async () => {
    const before = (await resends()).length;
    const wrong = await post('/user/booking/resend-confirmation', {
      referenceId: booking.referenceId,
      email: 'someone@example.com',
    });
    expect(wrong.statusCode).toBe(404);
    expect(ProblemSchema.parse(wrong.json()).code).toBe('BOOKING_NOT_FOUND');
    expect(await resends()).toHaveLength(before);
    expect(
      (await post('/user/booking/resend-confirmation', { referenceId: booking.referenceId })).statusCode,
    ).toBe(400);
  });

  it("counts check-in on the airport's clock for a booking ordered before zones were recorded", async () => {
    const old = await bookTestFlight(testApp.app, issueTestAgentId());
    // As such a booking was stored: its segments carry no departure zone.
    const [stored] = (
      (await testApp.database.db.execute(
        sql`select details from bookings where id = ${old.id}`,
      )) as unknown as { rows: Array<{ details: Booking }> }
    ).rows;
    if (!stored) throw new Error('the booking was not stored');
    const withoutZones: Booking = {
      ...stored.details,
      itinerary: stored.details.itinerary.map((journey) => ({
        ...journey,
        segments: journey.segments.map(({ departureTimeZone: _zone, ...segment }) => segment),
      })),
    };
    await testApp.database.db.execute(
      sql`update bookings set details = ${JSON.stringify(withoutZones)}::jsonb where id = ${old.id}`,
    );
    const owner = { referenceId: old.referenceId, email: TEST_CUSTOMER.email };

    // My Journey reads the zones the airports table knows.
    const found = BookingResponseSchema.parse((await post('/user/booking/lookup', owner)).json()).data;
    expect(found.itinerary.map((journey) => journey.segments[0]?.departureTimeZone)).toEqual([
      'America/Bogota',
      'America/New_York',
    ]);

    // An hour before check-in opens in Bogotá (UTC-5 all year): counted on the wall clock as if it
    // were UTC, it would have opened four hours ago.
    const departure = withoutZones.itinerary[0]?.segments[0]?.departureAt ?? '';
    const opensAt = Date.parse(`${departure.slice(0, 19)}Z`) + (5 - 24) * 60 * 60 * 1000;
    testApp.clock.set(new Date(opensAt - 60 * 60 * 1000));
    expect((await post('/user/booking/resend-confirmation', owner)).statusCode).toBe(202);
    const resent = (await resends()).filter((row) => row.message.subject.includes(old.referenceId));
    expect(resent).toHaveLength(1);
    const text = (resent[0]?.message as { text?: string } | undefined)?.text ?? '';
    expect(text).toContain(`${departure.slice(11, 16)} (hora local de BOG) para el vuelo de ida`);
    expect(text).not.toContain('del vuelo de ida ya está abierto');
  });
});
