import {
  formatCountdown,
  getRemainingSeconds,
  startCountdown,
  TRIP_SUMMARY_COUNTDOWN_SECONDS,
  tickCountdown,
} from '@travel/domain/timers';
import { useEffect, useState } from 'react';
import { SessionExpiredDialog } from '../../ui/session-expired-dialog';
import { useBookingDraftStore } from './booking-draft.store';
import { useBookingTranslation } from './use-booking-translation';

/** Spec §4: the 8-minute trip-summary countdown, persisted so a reload resumes it. */
export function TripTimer() {
  const { t } = useBookingTranslation();
  const countdown = useBookingDraftStore((s) => s.countdown);
  const setCountdown = useBookingDraftStore((s) => s.setCountdown);
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const update = () => {
      const current = new Date();
      setNow(current);
      const state = useBookingDraftStore.getState().countdown;
      if (!state) setCountdown(startCountdown(TRIP_SUMMARY_COUNTDOWN_SECONDS, current));
      else {
        const next = tickCountdown(state, current);
        if (next !== state) setCountdown(next);
      }
    };
    update();
    const id = setInterval(update, 1000);
    return () => clearInterval(id);
  }, [setCountdown]);

  if (!countdown || !now || countdown.finished) return null;
  return (
    <p className="results-timer" role="timer" aria-label={t('timer.label')}>
      {t('timer.text', {
        time: formatCountdown(Math.min(getRemainingSeconds(countdown, now), countdown.durationSeconds)),
      })}
    </p>
  );
}

type TripExpiredDialogProps = {
  onRefresh: () => void;
  onBack: () => void;
  onRefreshSelected: () => void;
};

/** Spec §2: when the trip-summary time is up, three ways on. */
export function TripExpiredDialog(props: TripExpiredDialogProps) {
  const { t } = useBookingTranslation();
  const finished = useBookingDraftStore((s) => s.countdown?.finished ?? false);
  return <SessionExpiredDialog isOpen={finished} text={t('expired.text')} canRefreshSelected {...props} />;
}
