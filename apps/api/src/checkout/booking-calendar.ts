import { BRAND_NAME } from '@travel/brand';
import type { Booking } from '@travel/contract/bookings';
import { getCheckInOpening, isCheckInOpen, localDateTimeToUtc } from '@travel/domain/check-in';
import { createEvents, type EventAttributes } from 'ics';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import { myJourneyUrl } from './booking-confirmation.mail.ts';
import { formatWallClock } from './booking-document-dates.ts';
import { foldCalendar } from './calendar-folding.ts';

/** IANA zones of airports by IATA code ('BOG' → 'America/Bogota'); an unknown code is left out. */
export type AirportTimeZones = ReadonlyMap<string, string>;

const dateArray = (isoDate: string): [number, number, number] => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
};

/**
 * The booking as calendar events (RFC 5545, built with `ics`): one per flight segment, its times in
 * UTC from each airport's zone, or the hotel stay as all-day dates (a hotel's zone is not known, and
 * a stay is days, not hours). Segments whose airport zone is unknown are left out rather than guessed.
 */
export function buildBookingCalendar(
  booking: Booking,
  /** `now`: when the file is made; a check-in already open by then is not announced. */
  options: { timeZones: AirportTimeZones; webOrigin: string; now: Date },
): string {
  const t = mailI18n.getFixedT(booking.locale, 'mail', 'documents');
  const link = myJourneyUrl(options.webOrigin, booking.locale, booking.referenceId);
  const common = [t('reference', { reference: booking.referenceId }), t('myJourney', { url: link })];
  const events: EventAttributes[] = [];

  if (booking.productType === 'hotel' && booking.hotel) {
    const hotel = booking.hotel;
    events.push({
      uid: `${booking.id}-stay@andariego`,
      title: t('hotelEvent', { hotel: hotel.name }),
      start: dateArray(hotel.stay.checkInDate),
      end: dateArray(hotel.stay.checkOutDate),
      location: [...hotel.address.lines, hotel.address.cityName].join(', '),
      description: [
        t('hotelTimes', { checkIn: hotel.policies.checkIn, checkOut: hotel.policies.checkOut }),
        ...(hotel.confirmationNumber ? [t('hotelConfirmation', { number: hotel.confirmationNumber })] : []),
        ...common,
      ].join('\n'),
      transp: 'TRANSPARENT',
      busyStatus: 'FREE',
    });
  }

  for (const journey of booking.itinerary) {
    journey.segments.forEach((segment, index) => {
      const fromZone = options.timeZones.get(segment.from);
      const toZone = options.timeZones.get(segment.to);
      if (!fromZone || !toZone) return;
      const lines = [...common];
      if (booking.flightOrder)
        lines.splice(1, 0, t('recordLocator', { locator: booking.flightOrder.reference }));
      // Check-in is per journey: the first flight of each direction says when it opens, unless it has
      // opened already (a file kept for later would announce a past moment; My Journey says it is open).
      const opening = index === 0 ? getCheckInOpening(segment.departureAt, fromZone) : undefined;
      if (opening && !isCheckInOpen(opening, options.now)) {
        lines.push(
          t('checkInOpens', {
            date: formatWallClock(opening.localDateTime, booking.locale),
            airport: segment.from,
          }),
        );
      }
      events.push({
        uid: `${booking.id}-${journey.journeyType}-${segment.id}@andariego`,
        title: t('flightEvent', {
          carrier: segment.carrierCode,
          number: segment.number,
          from: segment.from,
          to: segment.to,
        }),
        start: localDateTimeToUtc(segment.departureAt, fromZone).getTime(),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: localDateTimeToUtc(segment.arrivalAt, toZone).getTime(),
        endInputType: 'utc',
        endOutputType: 'utc',
        location: segment.from,
        description: lines.join('\n'),
        status: 'CONFIRMED',
        busyStatus: 'BUSY',
      });
    });
  }

  const { error, value } = createEvents(events, {
    productId: `-//${BRAND_NAME}//Reservas//${booking.locale.toUpperCase()}`,
    calName: t('calendarName', { reference: booking.referenceId }),
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  // `ics` folds by characters; accented text needs folding by octets (see calendar-folding.ts).
  return foldCalendar(value);
}
