import type { TripHoldView } from '@travel/contract/booking-session';
import {
  formatCountdown,
  TRIP_HOLD_EXTENSION_SECONDS,
  TRIP_HOLD_WARNING_SECONDS,
  TRIP_SUMMARY_COUNTDOWN_SECONDS,
} from '@travel/domain/timers';
import { useEffect, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { singleTimeZoneOf } from '../../lib/country-time-zone';
import { dateTimeFormat } from '../../lib/intl-formatters';
import { getIntlLocale, pickLocalized } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import { useVisitorLocation } from '../../lib/use-visitor-location';
import { SessionExpiredDialog } from '../../ui/session-expired-dialog';
import type { BookingSummaryActionData } from './booking-summary.server';
import { useBookingTranslation } from './use-booking-translation';

/**
 * Whole seconds left on the server's hold, by the browser's clock, ticking every second; null before
 * the script runs (the server cannot know the visitor's clock, so it renders no countdown).
 */
function useHoldSecondsLeft(expiresAt: string | null): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    const end = Date.parse(expiresAt);
    const update = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    update();
    const id = setInterval(update, 1000);
    return () => clearInterval(id);
  }, [expiresAt]);
  return expiresAt ? left : null;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the server's hold is over by the browser's clock: false until then, and it changes once, at
 * the end. The page's form reads this, not the ticking seconds, so it does not render again every second.
 */
export function useHoldExpired(expiresAt: string | null): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const left = expiresAt ? Date.parse(expiresAt) - Date.now() : Number.POSITIVE_INFINITY;
    setExpired(left <= 0);
    // A browser's timer fires at once past ~24.8 days; a hold is minutes long.
    if (left <= 0 || !(left <= MAX_TIMER_MS)) return;
    const id = setTimeout(() => setExpired(true), left);
    return () => clearTimeout(id);
  }, [expiresAt]);
  return expired;
}

type TripHoldProps = {
  offerId: string;
  hold: TripHoldView | null;
  /** The summary's action (`?offerId=…`), where "Necesito más tiempo" posts. */
  action: string;
};

/** "Necesito más tiempo": a plain form (the page reloads with the new end), in the background with script. */
function ExtendHoldForm({ offerId, action }: { offerId: string; action: string }) {
  const { t } = useBookingTranslation();
  const fetcher = useFetcher<BookingSummaryActionData>({ key: 'trip-hold' });
  const [inPage, setInPage] = useState(false);
  useEffect(() => setInPage(true), []);
  return (
    <fetcher.Form method="post" action={action} className="trip-hold__form">
      <input type="hidden" name="intent" value="extend-hold" />
      <input type="hidden" name="offerId" value={offerId} />
      {inPage && <input type="hidden" name="inPage" value="1" />}
      <button
        type="submit"
        className="button"
        aria-disabled={fetcher.state !== 'idle' ? true : undefined}
        onClick={(event) => {
          if (fetcher.state !== 'idle') event.preventDefault();
        }}
      >
        {t('checkout.hold.more')}
      </button>
    </fetcher.Form>
  );
}

/** The answer to "Necesito más tiempo"; a session found gone is the page's to say, not the timer's. */
function holdAnswerOf(answer: BookingSummaryActionData | undefined) {
  return answer?.intent === 'extend-hold' && !('gone' in answer) ? answer : undefined;
}

/**
 * Spec §4/§9 and issue 12: the trip summary's hold, kept by the server. With script, a countdown; in
 * the last 2 minutes a polite message and "Necesito más tiempo" (once: the server refuses a second).
 * Without script, how long the hold lasts and the same button as a plain form.
 */
export function TripHold({ offerId, hold, action }: TripHoldProps) {
  const { t } = useBookingTranslation();
  // Its own: only the countdown renders again every second.
  const secondsLeft = useHoldSecondsLeft(hold?.expiresAt ?? null);
  const locale = useLocale();
  const visitorTimeZone = singleTimeZoneOf(useVisitorLocation()?.countryCode);
  const fetcher = useFetcher<BookingSummaryActionData>({ key: 'trip-hold' });
  // In the background with script; as the page's own answer without it.
  const pageAnswer = useActionData<BookingSummaryActionData>();
  const answer = holdAnswerOf(fetcher.data) ?? holdAnswerOf(pageAnswer);
  const extendedNow = Boolean(hold?.extended && answer?.hold !== undefined);
  // "Listo: 5 minutos más" floats a few seconds where the warning was, then goes back in the page.
  const [justExtended, setJustExtended] = useState(false);
  useEffect(() => {
    if (!extendedNow) return;
    setJustExtended(true);
    const id = setTimeout(() => setJustExtended(false), 8000);
    return () => clearTimeout(id);
  }, [extendedNow]);
  if (!hold) return null;
  const ending = secondsLeft !== null && secondsLeft > 0 && secondsLeft <= TRIP_HOLD_WARNING_SECONDS;
  // Wherever the traveller is in the form, the warning is in view (fixed, so nothing moves).
  const floating = ending || justExtended || Boolean(answer?.holdError);
  let message = '';
  const titles = answer?.holdError?.titles;
  if (answer?.holdError) message = titles ? pickLocalized(titles, locale) : t('checkout.hold.failed');
  else if (extendedNow && !ending)
    message = t('checkout.hold.extended', { minutes: TRIP_HOLD_EXTENSION_SECONDS / 60 });
  else if (ending) message = t('checkout.hold.ending');
  else if (secondsLeft === 0) message = t('checkout.hold.over');
  // Without script, said on the server: how long from now, and when by the visitor's clocks where
  // their country keeps one zone (a UTC time meant nothing to a traveller).
  const minutesLeft = Math.max(1, Math.ceil((Date.parse(hold.expiresAt) - Date.now()) / 60_000));
  const until = visitorTimeZone
    ? dateTimeFormat(getIntlLocale(locale), {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: visitorTimeZone,
        timeZoneName: 'long',
      }).format(new Date(hold.expiresAt))
    : null;
  return (
    <div className="trip-hold">
      <noscript>
        <div className="results-timer">
          <p>
            {until
              ? t('checkout.hold.forUntil', { count: minutesLeft, time: until })
              : t('checkout.hold.for', { count: minutesLeft })}
          </p>
          {!hold.extended && <ExtendHoldForm offerId={offerId} action={action} />}
        </div>
      </noscript>
      {secondsLeft === null ? (
        // Keeps the countdown's place until the script reads the visitor's clock, so the form below
        // does not move when it appears (a layout shift Lighthouse counted); hidden, and without
        // script not there at all (the noscript end time stands in for it).
        <p className="results-timer results-timer--pending" aria-hidden="true">
          {t('timer.text', { time: formatCountdown(TRIP_SUMMARY_COUNTDOWN_SECONDS) })}
        </p>
      ) : (
        secondsLeft > 0 && (
          <p className="results-timer" role="timer" aria-label={t('timer.label')}>
            {t('timer.text', { time: formatCountdown(secondsLeft) })}
          </p>
        )
      )}
      <div className={floating ? 'trip-hold__alert trip-hold__alert--floating' : 'trip-hold__alert'}>
        {/* Always in the page, so screen readers announce the warning when it appears (polite). */}
        <p role="status" className="trip-hold__status">
          {message}
        </p>
        {ending && !hold.extended && <ExtendHoldForm offerId={offerId} action={action} />}
      </div>
    </div>
  );
}

type TripExpiredDialogProps = {
  expired: boolean;
  onRefresh: () => void;
  onBack: () => void;
  onRefreshSelected: () => void;
};

/** Spec §2: when the hold is over, three ways on. */
export function TripExpiredDialog({ expired, ...props }: TripExpiredDialogProps) {
  const { t } = useBookingTranslation();
  return <SessionExpiredDialog isOpen={expired} text={t('expired.text')} canRefreshSelected {...props} />;
}
