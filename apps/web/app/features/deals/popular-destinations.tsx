import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatIsoDate } from '../../lib/format-date';
import { formatAmount } from '../../lib/format-money';
import { localizePath } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import { buildDealResultsPath } from './deal-results-path';
import type { HomeDestinations } from './home-destinations.server';
import styles from './popular-destinations.module.css';

export type DestinationPicture = { src: string; width: number; height: number };

/**
 * The home page's popular destinations from the visitor's origin: each card is the country's shape
 * (drawn offline by scripts/build-illustrations.mjs), the city and the supplier's cheapest round trip,
 * and links to the results of exactly that search. Below the fold: the pictures load lazily.
 */
export function PopularDestinations({
  destinations,
  illustrationOf,
}: {
  destinations: HomeDestinations | null;
  /** The country's shape for a destination (ISO 3166-1 alpha-2), from the gallery's illustrations. */
  illustrationOf: (countryCode: string) => DestinationPicture | null;
}) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const dealsPath = localizePath('/ofertas-de-vuelo', locale);
  if (!destinations) {
    return (
      <section className={styles.section} aria-labelledby="home-destinations">
        <h2 id="home-destinations">{t('home.destinations.fallbackTitle')}</h2>
        <p>
          <Link to={dealsPath}>{t('home.destinations.all')}</Link>
        </p>
      </section>
    );
  }
  const { origin, deals, computedAt } = destinations;
  return (
    <section className={styles.section} aria-labelledby="home-destinations">
      <div className={styles.sectionHead}>
        <h2 id="home-destinations">{t('home.destinations.title', { city: origin.cityName })}</h2>
        <Link to={`${dealsPath}?origin=${origin.iataCode}`}>{t('home.destinations.all')}</Link>
      </div>
      {/* Which destinations are cheapest, and their prices, change with the day (the visual tests mask them). */}
      <ul className={styles.destinations} data-dynamic="deals">
        {deals.map((deal) => {
          const price = formatAmount(deal.price, formatLocale);
          const picture = illustrationOf(deal.destination.countryCode);
          return (
            <li key={deal.destination.iataCode} className={styles.destination}>
              <div className={styles.picture}>
                {picture ? (
                  <img
                    src={picture.src}
                    width={picture.width}
                    height={picture.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.code} aria-hidden="true">
                    {deal.destination.iataCode}
                  </span>
                )}
              </div>
              <div className={styles.destinationText}>
                <h3 className={styles.city}>
                  <Link
                    className={styles.cardLink}
                    to={localizePath(buildDealResultsPath(deal), locale)}
                    aria-label={t('home.destinations.linkLabel', {
                      origin: origin.cityName,
                      destination: deal.destination.cityName,
                      price,
                    })}
                  >
                    {deal.destination.cityName}
                  </Link>
                </h3>
                <p className={styles.country}>{deal.destination.countryName}</p>
                <p className={styles.price}>
                  <span className={styles.from}>{t('home.destinations.from')}</span> <strong>{price}</strong>
                </p>
                <p className={styles.fare}>{t('home.destinations.roundTrip')}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {computedAt && (
        <p className={styles.note} data-dynamic="date">
          {t('home.destinations.note', { date: formatIsoDate(computedAt.slice(0, 10), formatLocale) })}
        </p>
      )}
    </section>
  );
}
