import type { FlightDeal } from '@travel/contract/deals';
import { Link } from 'react-router';
import { formatIsoDate } from '../../lib/format-date';
import { formatAmount } from '../../lib/format-money';
import { localizePath } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import { buildDealResultsPath } from './deal-results-path';
import styles from './deals.module.css';
import { useDealsTranslation } from './use-deals-translation';

type DealListProps = {
  deals: readonly FlightDeal[];
  /** What each card is titled by: where it goes (a city's deals) or where it leaves from (a destination's). */
  title: 'destination' | 'origin' | 'dates';
  headingLevel?: 'h2' | 'h3';
};

/** Deals as cards, each a link to the results page of that exact search. */
export function DealList({ deals, title, headingLevel = 'h3' }: DealListProps) {
  const { t } = useDealsTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const Heading = headingLevel;
  return (
    <ul className={styles.deals}>
      {deals.map((deal) => {
        const price = formatAmount(deal.price, formatLocale);
        const departure = formatIsoDate(deal.departureDate, formatLocale);
        const dates = deal.returnDate
          ? t('deal.dates', { departure, return: formatIsoDate(deal.returnDate, formatLocale) })
          : t('deal.departure', { date: departure });
        const heading =
          title === 'destination'
            ? deal.destination.cityName
            : title === 'origin'
              ? deal.origin.cityName
              : departure;
        return (
          <li
            key={`${deal.origin.iataCode}-${deal.destination.iataCode}-${deal.departureDate}`}
            className={styles.deal}
          >
            <Heading className={styles.dealTitle}>{heading}</Heading>
            <p className={styles.route}>
              {deal.origin.iataCode} → {deal.destination.iataCode} · {t('deal.roundTrip')}
            </p>
            <p className={styles.dates}>{dates}</p>
            <p className={styles.airline}>
              {deal.carrier ? t('deal.airline', { airline: deal.carrier.name }) : t('deal.anyAirline')}
            </p>
            <p className={styles.price}>
              <span className={styles.from}>{t('deal.from')}</span> <strong>{price}</strong>
            </p>
            <Link
              className={styles.dealLink}
              to={localizePath(buildDealResultsPath(deal), locale)}
              aria-label={t('deal.linkLabel', {
                origin: deal.origin.cityName,
                destination: deal.destination.cityName,
                dates,
                price,
              })}
            >
              {t('deal.search')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
