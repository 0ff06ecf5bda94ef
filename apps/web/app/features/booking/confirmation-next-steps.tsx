import type { Booking } from '@travel/contract/bookings';
import { getCheckInOpening, isCheckInOpen } from '@travel/domain/check-in';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatIsoDate } from '../../lib/format-date';
import { localizePath } from '../../lib/locale';
import { useHydrated } from '../../lib/use-hydrated';
import { useLocale } from '../../lib/use-locale';
import styles from './confirmation-next-steps.module.css';
import { useBookingTranslation } from './use-booking-translation';

/**
 * The success state at the top of the confirmation: a check mark, the title and where the e-mail went.
 * Arriving on the page, focus goes to the title (once, as it mounts; without script the browser does
 * it, by `autofocus`), so a screen reader says at once that the booking is confirmed.
 */
export function ConfirmationSuccess({
  title,
  note,
  reference,
}: {
  title: string;
  note: string;
  /** The booking reference, big: what the traveller quotes to the airline or the hotel. */
  reference: { label: string; value: string };
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // ScrollRestoration owns the scroll position (a reload keeps where the visitor was).
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <header className={styles.success}>
      <svg className={styles.check} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="currentColor" />
        <path
          d="m7 12.5 3.2 3.2L17.5 8.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        {/* biome-ignore lint/a11y/noAutofocus: without script only the browser can move the focus to the title */}
        <h1 ref={titleRef} tabIndex={-1} autoFocus>
          {title}
        </h1>
        <p>{note}</p>
        <p className={styles.reference}>
          {/* A new code for every booking (the visual tests mask it). */}
          {reference.label} <strong data-dynamic="reference">{reference.value}</strong>
        </p>
      </div>
    </header>
  );
}

/**
 * When check-in opens for each direction's first flight: 24 real hours before the departure instant in
 * its airport's zone, as that airport's clocks read it (a booking ordered before the zone was recorded
 * counts on the wall clock), and whether it is open already at `now`.
 */
function checkInOpenings(booking: Booking, now: Date) {
  return booking.itinerary.flatMap((journey) => {
    const first = journey.segments[0];
    if (!first) return [];
    const opening = getCheckInOpening(first.departureAt, first.departureTimeZone);
    return [
      {
        journeyType: journey.journeyType,
        airport: first.from,
        at: opening.localDateTime,
        open: isCheckInOpen(opening, now),
      },
    ];
  });
}

/**
 * The confirmation's next steps (issue 12): when check-in opens (flights) or the hotel's check-in
 * time, add to calendar (.ics), the receipt (PDF) and printing, and My Journey. The downloads are
 * plain form posts with the booking's reference and e-mail, so they work without script.
 */
export function ConfirmationNextSteps({
  booking,
  now = new Date(),
}: {
  booking: Booking;
  /** When the page is shown (a test's fixed clock): check-in may have opened since the booking. */
  now?: Date;
}) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const hotel = booking.productType === 'hotel' ? booking.hotel : undefined;
  const myJourney = `${localizePath('/user/my-journey', locale)}?reference=${encodeURIComponent(booking.referenceId)}`;
  const owner = (
    <>
      <input type="hidden" name="referenceId" value={booking.referenceId} />
      <input type="hidden" name="email" value={booking.contact.email} />
      {/* The files come in the booking's language; a failed download answers in the page's. */}
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  return (
    <section className={styles.steps} aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">{t('confirm.nextSteps')}</h2>
      <ul className={styles.list}>
        {hotel ? (
          <li data-testid="check-in-info">
            {t('confirm.hotelCheckIn', {
              date: formatIsoDate(hotel.stay.checkInDate, locale),
              time: hotel.policies.checkIn,
            })}
          </li>
        ) : (
          checkInOpenings(booking, now).map((opening) => {
            const journey = t(opening.journeyType === 'onward' ? 'outbound' : 'inbound').toLowerCase();
            return (
              <li key={opening.journeyType} data-testid="check-in-info">
                {opening.open
                  ? t('confirm.checkInOpen', { journey, airport: opening.airport })
                  : t('confirm.checkInOpens', {
                      journey,
                      date: formatIsoDate(opening.at.slice(0, 10), locale),
                      time: opening.at.slice(11, 16),
                      airport: opening.airport,
                    })}
              </li>
            );
          })
        )}
        <li>
          {t('confirm.myJourneyNote')} <Link to={myJourney}>{t('confirm.myJourneyLink')}</Link>
        </li>
      </ul>
      <div className={`${styles.actions} no-print`}>
        <form method="post" action="/booking/documents/calendar">
          {owner}
          <button type="submit" className="button">
            {t('confirm.addToCalendar')}
          </button>
        </form>
        <form method="post" action="/booking/documents/receipt">
          {owner}
          <button type="submit" className="button">
            {t('confirm.downloadReceipt')}
          </button>
        </form>
        {/* Printing needs the page's script; without it the browser's own print menu does it. */}
        {hydrated && (
          <button type="button" className="button" onClick={() => window.print()}>
            {t('confirm.print')}
          </button>
        )}
      </div>
    </section>
  );
}
