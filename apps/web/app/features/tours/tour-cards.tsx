import { Link } from 'react-router';
import { formatIsoDate } from '../../lib/format-date';
import { localizePath } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import cardStyles from '../../ui/listing-cards.module.css';
import { UsdPrice } from '../../ui/usd-price';
import styles from './tours.module.css';
import { useToursTranslation } from './use-tours-translation';

export type TourCardData = {
  id: string;
  title: string;
  summary: string;
  path: string;
  days: number;
  priceFrom: number;
  nextDeparture: string | null;
};

/** Package teasers: title (the link), duration, "from" price per person and the next departure. */
export function TourCards({
  tours,
  headingLevel = 3,
}: {
  tours: readonly TourCardData[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useToursTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={cardStyles.cards}>
      {tours.map((tour) => (
        <li key={tour.id} className={cardStyles.card}>
          <Heading>
            <Link to={localizePath(tour.path, locale)}>{tour.title}</Link>
          </Heading>
          <p className={styles.muted}>{t('duration', { count: tour.days, nights: tour.days - 1 })}</p>
          <p>{tour.summary}</p>
          <p>
            {t('from')}{' '}
            <span className={cardStyles.price}>
              <UsdPrice usd={tour.priceFrom} />
            </span>{' '}
            <span className={styles.muted}>{t('perPerson')}</span>
          </p>
          {tour.nextDeparture && (
            <p className={styles.muted}>
              {t('nextDeparture', { date: formatIsoDate(tour.nextDeparture, formatLocale) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
