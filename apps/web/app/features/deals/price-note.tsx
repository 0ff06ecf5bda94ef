import type { FlightDeal } from '@travel/contract/deals';
import { dateTimeFormat } from '../../lib/intl-formatters';
import { useFormatLocale } from '../../lib/use-format-locale';
import styles from './deals.module.css';
import { useDealsTranslation } from './use-deals-translation';

/** What every price on the page is, and when the oldest of them was worked out (in UTC, the same on server and browser). */
export function PriceNote({ deals }: { deals: readonly FlightDeal[] }) {
  const { t } = useDealsTranslation();
  const formatLocale = useFormatLocale();
  const oldest = deals.map((deal) => deal.computedAt).sort()[0];
  if (!oldest) return null;
  const date = dateTimeFormat(formatLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(oldest));
  return (
    <p className={styles.note} id="deals-price-note">
      {t('priceNote', { date })}
    </p>
  );
}
