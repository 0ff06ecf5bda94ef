import type { FlightDeal } from '@travel/contract/deals';
import { getIntlLocale } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import styles from './deals.module.css';
import { useDealsTranslation } from './use-deals-translation';

/** What every price on the page is, and when the oldest of them was worked out (in UTC, the same on server and browser). */
export function PriceNote({ deals }: { deals: readonly FlightDeal[] }) {
  const { t } = useDealsTranslation();
  const locale = useLocale();
  const oldest = deals.map((deal) => deal.computedAt).sort()[0];
  if (!oldest) return null;
  const date = new Intl.DateTimeFormat(getIntlLocale(locale), {
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
