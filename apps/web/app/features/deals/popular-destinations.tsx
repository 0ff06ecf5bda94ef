import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import styles from '../../ui/destination-cards.module.css';
import { DestinationPicture } from '../../ui/destination-picture';
import type { DestinationCards } from './home-destinations.server';

/**
 * The home page's popular destinations from the visitor's origin: each card is the country's shape
 * (drawn offline by scripts/build-illustrations.mjs), the city and the supplier's cheapest round trip,
 * and links to the results of exactly that search. Below the fold: the pictures load lazily. Prices,
 * dates and links come written from the server (describeHomeDestinations).
 */
export function PopularDestinations({ destinations }: { destinations: DestinationCards | null }) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
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
  const { origin, cards, pricedOn } = destinations;
  return (
    <section className={styles.section} aria-labelledby="home-destinations">
      <div className={styles.sectionHead}>
        <h2 id="home-destinations">{t('home.destinations.title', { city: origin.cityName })}</h2>
        <Link to={`${dealsPath}?origin=${origin.iataCode}`}>{t('home.destinations.all')}</Link>
      </div>
      {/* Which destinations are cheapest, and their prices, change with the day (the visual tests mask them). */}
      <ul className={styles.destinations} data-dynamic="deals">
        {cards.map(({ iataCode, cityName, countryName, picture, resultsPath, price }) => {
          return (
            <li key={iataCode} className={styles.destination}>
              <DestinationPicture picture={picture} code={iataCode} />
              <div className={styles.destinationText}>
                <h3 className={styles.city}>
                  <Link
                    className={styles.cardLink}
                    to={resultsPath}
                    aria-label={t('home.destinations.linkLabel', {
                      origin: origin.cityName,
                      destination: cityName,
                      price,
                    })}
                  >
                    {cityName}
                  </Link>
                </h3>
                <p className={styles.country}>{countryName}</p>
                <p className={styles.price}>
                  <span className={styles.from}>{t('home.destinations.from')}</span> <strong>{price}</strong>
                </p>
                <p className={styles.fare}>{t('home.destinations.roundTrip')}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {pricedOn && (
        <p className={styles.note} data-dynamic="date">
          {t('home.destinations.note', { date: pricedOn })}
        </p>
      )}
    </section>
  );
}
