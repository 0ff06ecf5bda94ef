import type { HotelCancellation } from '@travel/contract/hotels';
import { joinClassNames } from '../../lib/class-names';
import { useLocale } from '../../lib/use-locale';
import { formatDeadline } from './hotel-format';
import styles from './hotel-notes.module.css';
import { useHotelsTranslation } from './use-hotels-translation';

/** Free cancellation with its deadline (the hotel's local time), or non-refundable; `detailed` adds the terms. */
export function CancellationNote({
  cancellation,
  detailed = false,
}: {
  cancellation: HotelCancellation;
  detailed?: boolean;
}) {
  const { t } = useHotelsTranslation();
  const locale = useLocale();
  const { deadline } = cancellation;
  const free = cancellation.freeCancellation && deadline !== null;
  return (
    <p className={joinClassNames(styles.cancellation, free && styles.free)} data-testid="cancellation">
      {free
        ? t('cancellation.freeUntil', { date: formatDeadline(deadline, locale) })
        : t('cancellation.nonRefundable')}
      {detailed && cancellation.description ? (
        <>
          <br />
          <span className={styles.description}>{cancellation.description}</span>
        </>
      ) : null}
    </p>
  );
}
