import { formatCountdown, getRemainingSeconds } from '@travel/domain/timers';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import { useResultsStore } from './results.store';
import styles from './results-timer.module.css';

/** Spec §4: the 15-minute countdown of the results, ticking once a second. */
export function ResultsTimer() {
  const { t } = useTranslation('results');
  const countdown = useResultsStore((s) => s.countdown);
  const tick = useResultsStore((s) => s.tick);
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const update = () => {
      const current = new Date();
      setNow(current);
      tick(current);
    };
    update();
    const id = setInterval(update, 1000);
    return () => clearInterval(id);
  }, [tick]);

  // Rendered after hydration only: the server cannot know how much time is left.
  if (!countdown || !now)
    return <p className={joinClassNames(styles.timer, styles.pending)} aria-hidden="true" />;
  if (countdown.finished) {
    return <p className={joinClassNames(styles.timer, styles.expired)}>{t('timer.expired')}</p>;
  }
  return (
    <p className={styles.timer} role="timer" aria-label={t('timer.label')}>
      {t('timer.text', {
        time: formatCountdown(getRemainingSeconds(countdown, now)),
      })}
    </p>
  );
}
