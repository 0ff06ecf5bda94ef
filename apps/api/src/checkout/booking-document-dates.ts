import type { Booking } from '@travel/contract/bookings';
import { SITE_LOCALE_BCP47 } from '@travel/domain/locale';

/**
 * Dates and times as the booking documents write them (the confirmation e-mail, the receipt, the
 * calendar): one way for the three. Times are on the 24-hour clock in every language, as the pages
 * write them; `en-US` (and `es-419`) would otherwise write '05:35 AM'.
 */

/** One formatter per language: building one costs far more than formatting with it. */
const wallClockFormats = new Map<Booking['locale'], Intl.DateTimeFormat>();

/** 'mar, 9 mar, 07:45': a wall-clock reading ('2027-03-09T07:45') written as it reads, never shifted. */
export function formatWallClock(localDateTime: string, locale: Booking['locale']): string {
  let format = wallClockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(SITE_LOCALE_BCP47[locale], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    wallClockFormats.set(locale, format);
  }
  return format.format(new Date(`${localDateTime.slice(0, 16)}:00Z`));
}

/**
 * The clock a booking's own moments (when it was made) are read on. The booking records no zone of
 * the traveller's (neither the cart nor the payment carries one), so it is the first departure
 * airport's: recorded on the segment when the booking is ordered, looked up by the airport's code for
 * bookings ordered before that (bookings.service.ts). Where the trip starts is usually where the
 * traveller books from. A hotel stay, whose zone is not known, and an unknown airport read UTC.
 */
export function pickBookingTimeZone(booking: Booking): string {
  return booking.itinerary[0]?.segments[0]?.departureTimeZone ?? 'UTC';
}

/** '22 de noviembre de 2026': the day an instant falls on, on the booking's clock. */
export function formatBookingDay(instant: Date, booking: Booking): string {
  return new Intl.DateTimeFormat(SITE_LOCALE_BCP47[booking.locale], {
    dateStyle: 'long',
    timeZone: pickBookingTimeZone(booking),
  }).format(instant);
}
