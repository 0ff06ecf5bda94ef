import { type OfferSort, RESULT_TABS, type ResultTab } from '@travel/domain/offers';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { formatAmount } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import styles from './result-tabs.module.css';
import type { TabLeadModel } from './results-page.server';
import { type ResultsView, withSort } from './results-query';

/** Decision 016: each tab is an order. */
export const TAB_SORTS: Record<ResultTab, OfferSort> = {
  best: { key: 'best', direction: 'asc' },
  cheapest: { key: 'price', direction: 'asc' },
  fastest: { key: 'duration', direction: 'asc' },
};

export function currentTab(sort: OfferSort): ResultTab | null {
  return (
    RESULT_TABS.find(
      (tab) => TAB_SORTS[tab].key === sort.key && TAB_SORTS[tab].direction === sort.direction,
    ) ?? null
  );
}

/**
 * Mejor / Más barato / Más rápido as links (they work before and without script), the current one
 * marked with aria-current; each says the price and duration of its first offer.
 */
export function ResultTabs({
  view,
  leads,
}: {
  view: ResultsView;
  leads: Record<ResultTab, TabLeadModel | null>;
}) {
  const { t } = useTranslation('results');
  const formatLocale = useFormatLocale();
  const [searchParams] = useSearchParams();
  const active = currentTab(view.sort);
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className={styles.tabs}>
        {RESULT_TABS.map((tab) => {
          const lead = leads[tab];
          return (
            <li key={tab}>
              <Link
                className={styles.tab}
                to={`?${withSort(searchParams, view, TAB_SORTS[tab]).toString()}`}
                aria-current={active === tab ? 'page' : undefined}
                preventScrollReset
              >
                <span className={styles.name}>{t(`tabs.${tab}`)}</span>
                {lead && (
                  <>
                    <TabPrice text={formatAmount(lead.price, formatLocale)} />
                    <span className={styles.duration}>
                      {t('card.duration', {
                        hours: Math.floor(lead.durationMinutes / 60),
                        minutes: lead.durationMinutes % 60,
                      })}
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A tab's lead price. The code may go under the amount in a narrow tab (Intl joins them with a
 * no-break space), and a long amount is set smaller on a phone.
 */
function TabPrice({ text }: { text: string }) {
  const long = text.length > 12;
  return (
    <span className={joinClassNames(styles.price, long && styles.longPrice)}>
      {text.replace(/\u00a0(?=\p{Lu}{3}$)/u, ' ')}
    </span>
  );
}
