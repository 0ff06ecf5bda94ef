import { formatCountdown, getRemainingSeconds } from '@travel/domain/timers';
import { useEffect, useState } from 'react';
import { SessionExpiredDialog } from '../../ui/session-expired-dialog';
import { useTripTimerStore } from './trip-timer.store';
import { useBookingTranslation } from './use-booking-translation';

/** Spec §4: the 8-minute trip-summary countdown, persisted so a reload resumes it (with script only). */
export function TripTimer({ offerId }: { offerId: string }) {
  const { t } = useBookingTranslation();
  const countdown = useTripTimerStore((s) => (s.offerId === offerId ? s.countdown : null));
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const update = () => {
      const current = new Date();
      setNow(current);
      useTripTimerStore.getState().tick(offerId, current);
    };
    void Promise.resolve(useTripTimerStore.persist.rehydrate()).then(update);
    const id = setInterval(update, 1000);
    return () => clearInterval(id);
  }, [offerId]);

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
  offerId: string;
  onRefresh: () => void;
  onBack: () => void;
  onRefreshSelected: () => void;
};

/** Spec §2: when the trip-summary time is up, three ways on. */
export function TripExpiredDialog({ offerId, ...props }: TripExpiredDialogProps) {
  const { t } = useBookingTranslation();
  const finished = useTripTimerStore((s) => s.offerId === offerId && (s.countdown?.finished ?? false));
  return <SessionExpiredDialog isOpen={finished} text={t('expired.text')} canRefreshSelected {...props} />;
}
