import type { TourDay, TourDeparture } from '@travel/contract/content';
import { formatIsoDate } from '../../lib/format-date';
import { useFormatLocale } from '../../lib/use-format-locale';
import { PriceTable } from '../../ui/price-table';
import styles from './tours.module.css';
import { useToursTranslation } from './use-tours-translation';

/** Day by day, as the itinerary is written. */
export function TourItinerary({ days }: { days: readonly TourDay[] }) {
  const { t } = useToursTranslation();
  return (
    <section className={styles.section} aria-labelledby="tour-itinerary">
      <h2 id="tour-itinerary">{t('itinerary')}</h2>
      <ol className={styles.itinerary}>
        {days.map((day) => (
          <li key={day.day}>
            <h3>{t('day', { day: day.day, title: day.title })}</h3>
            <p>{day.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the price covers and what it does not, side by side from a tablet up. */
export function TourInclusions({
  included,
  notIncluded,
}: {
  included: readonly string[];
  notIncluded: readonly string[];
}) {
  const { t } = useToursTranslation();
  return (
    <section className={`${styles.section} ${styles.lists}`} aria-label={t('inclusions')}>
      <div>
        <h2>{t('included')}</h2>
        <ul>
          {included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <h2>{t('notIncluded')}</h2>
        <ul>
          {notIncluded.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The dated departures still ahead, each with its "from" price per person. */
export function TourDepartures({ departures }: { departures: readonly TourDeparture[] }) {
  const { t } = useToursTranslation();
  const formatLocale = useFormatLocale();
  return (
    <section className={styles.section} aria-labelledby="tour-departures">
      <h2 id="tour-departures">{t('departures')}</h2>
      {departures.length === 0 ? (
        <p>{t('noDepartures')}</p>
      ) : (
        <PriceTable
          caption={t('departuresCaption')}
          optionHeader={t('departureDate')}
          priceHeader={t('pricePerPerson')}
          fromLabel={t('from')}
          rows={departures.map((departure) => ({
            key: departure.date,
            option: formatIsoDate(departure.date, formatLocale),
            usd: departure.price,
          }))}
        />
      )}
      <p className={styles.muted}>{t('priceNote')}</p>
    </section>
  );
}
