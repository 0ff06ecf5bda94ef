import type { HotelCancellation } from '@travel/contract/hotels';
import { joinClassNames } from '../../lib/class-names';
import { useLocale } from '../../lib/use-locale';
import { formatDeadline } from './hotel-format';
import styles from './hotel-notes.module.css';
import { useHotelsTranslation } from './use-hotels-translation';

/**
 * Free cancellation with its deadline (the hotel's local time), or non-refundable. `detailed` shows
 * the offer's own terms instead when it has them: they state the same deadline (as the hotel's time)
 * and what cancelling after it costs, so the short line would only say the date a second time.
 */
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
  const short = free
    ? t('cancellation.freeUntil', { date: formatDeadline(deadline, locale) })
    : t('cancellation.nonRefundable');
  return (
    <p className={joinClassNames(styles.cancellation, free && styles.free)} data-testid="cancellation">
      {detailed && cancellation.description ? cancellation.description : short}
    </p>
  );
}
