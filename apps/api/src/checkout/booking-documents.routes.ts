import { BookingLookupBodySchema } from '@travel/contract/bookings';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../platform/clock.ts';
import { type AirportTimeZones, buildBookingCalendar } from './booking-calendar.ts';
import { renderBookingReceipt } from './booking-receipt.ts';
import type { BookingsService } from './bookings.service.ts';

/**
 * The confirmation's next steps as files: the booking's calendar (.ics) and its receipt (PDF). They
 * hold personal data, so they answer only the booking's owner as My Journey checks it (reference and
 * e-mail, in a POST body: never in a URL a log keeps), with the same 404 for a wrong either.
 */
export function bookingDocumentsRoutes(deps: {
  bookings: Pick<BookingsService, 'findOwnedWithLine'>;
  timeZonesOf: (codes: string[]) => Promise<AirportTimeZones>;
  webOrigin: string;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const problems = { 400: ProblemSchema, 404: ProblemSchema, 429: ProblemSchema };
    const rateLimit = { max: 10, timeWindow: '1 minute' };

    app.post(
      '/user/booking/calendar',
      {
        schema: {
          tags: ['booking'],
          summary: "The booking's calendar (text/calendar): one event per flight segment, or the hotel stay",
          body: BookingLookupBodySchema,
          response: { 200: z.string(), ...problems },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const { booking } = await deps.bookings.findOwnedWithLine(
          request.body.referenceId,
          request.body.email,
        );
        const codes = booking.itinerary.flatMap((journey) => journey.segments.flatMap((s) => [s.from, s.to]));
        const calendar = buildBookingCalendar(booking, {
          timeZones: await deps.timeZonesOf([...new Set(codes)]),
          webOrigin: deps.webOrigin,
          now: deps.clock.now(),
        });
        return reply
          .headers({
            'cache-control': 'no-store',
            'content-disposition': `attachment; filename="andariego-${booking.referenceId}.ics"`,
          })
          .type('text/calendar; charset=utf-8')
          .send(calendar);
      },
    );

    app.post(
      '/user/booking/receipt',
      {
        schema: {
          tags: ['booking'],
          summary: "The booking's receipt (application/pdf)",
          body: BookingLookupBodySchema,
          response: { 200: z.any(), ...problems },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const { booking, line } = await deps.bookings.findOwnedWithLine(
          request.body.referenceId,
          request.body.email,
        );
        const pdf = await renderBookingReceipt(booking, line, {
          webOrigin: deps.webOrigin,
          issuedAt: new Date(booking.createdAt),
        });
        return reply
          .headers({
            'cache-control': 'no-store',
            'content-disposition': `attachment; filename="andariego-${booking.referenceId}.pdf"`,
          })
          .type('application/pdf')
          .send(Buffer.from(pdf));
      },
    );
  };
}
