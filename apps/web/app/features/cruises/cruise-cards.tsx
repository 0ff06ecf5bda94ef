import { Link } from 'react-router';
import { formatIsoDate } from '../../lib/format-date';
import { localizePath } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import cardStyles from '../../ui/listing-cards.module.css';
import { UsdPrice } from '../../ui/usd-price';
import styles from './cruises.module.css';
import { useCruisesTranslation } from './use-cruises-translation';

export type CruiseCardData = {
  id: string;
  title: string;
  summary: string;
  path: string;
  ship: string;
  nights: number;
  cruiseLine: string;
  portCode: string;
  portName: string;
  departureDate: string;
  priceFrom: number;
};

/** The spec's fields for each sailing: departure port, date, cruise line and the "from" price. */
export function CruiseCards({ sailings }: { sailings: readonly CruiseCardData[] }) {
  const { t } = useCruisesTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  return (
    <ul className={cardStyles.cards}>
      {sailings.map((sailing) => (
        <li key={sailing.id} className={cardStyles.card}>
          <h2>
            <Link to={localizePath(sailing.path, locale)}>{sailing.title}</Link>
          </h2>
          <dl className={styles.cardFacts}>
            <dt>{t('departurePort')}</dt>
            <dd>
              {sailing.portName} ({sailing.portCode})
            </dd>
            <dt>{t('departureDate')}</dt>
            <dd>{formatIsoDate(sailing.departureDate, formatLocale)}</dd>
            <dt>{t('cruiseLine')}</dt>
            <dd>
              {sailing.cruiseLine} · {sailing.ship}
            </dd>
            <dt>{t('nights')}</dt>
            <dd>{t('nights', { count: sailing.nights })}</dd>
            <dt>{t('priceFrom')}</dt>
            <dd className={cardStyles.price}>
              {t('from')} <UsdPrice usd={sailing.priceFrom} />
            </dd>
          </dl>
          <p>{sailing.summary}</p>
        </li>
      ))}
    </ul>
  );
}
