import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// The same cards as the home page's popular destinations: one look for a city with a price.
import styles from '../../ui/destination-cards.module.css';
import { DestinationPicture } from '../../ui/destination-picture';
import type { PopularHotelCards } from './popular-hotel-cities.server';

/**
 * The hotel page's popular cities: each card is the country's shape (drawn offline), the city, the
 * cheapest room for the weekend the API priced and how many hotels have rooms, and links to the
 * results of exactly that search. Prices, dates and links come written from the server. Without an
 * answer in time the section is left out: the form above is the page.
 */
export function PopularHotelCities({ popular }: { popular: PopularHotelCards | null }) {
  const { t } = useTranslation('search');
  if (!popular || popular.cards.length === 0) return null;
  const { checkIn, checkOut, nights, adults, cards } = popular;
  return (
    <section className={styles.section} aria-labelledby="popular-hotels">
      <div className={styles.sectionHead}>
        <h2 id="popular-hotels">{t('hotelPage.popular.title')}</h2>
      </div>
      {/* Which rooms are cheapest, and the weekend itself, change with the day (the visual tests mask them). */}
      <p className={styles.note} data-dynamic="date">
        {t('hotelPage.popular.stay', { checkIn, checkOut, count: nights, adults })}
      </p>
      <ul className={styles.destinations} data-dynamic="deals">
        {cards.map(({ cityCode, cityName, countryName, picture, hotels, perNight, total, resultsPath }) => (
          <li key={cityCode} className={styles.destination}>
            <DestinationPicture picture={picture} code={cityCode} />
            <div className={styles.destinationText}>
              <h3 className={styles.city}>
                <Link
                  className={styles.cardLink}
                  to={resultsPath}
                  aria-label={t('hotelPage.popular.linkLabel', { city: cityName, price: perNight })}
                >
                  {cityName}
                </Link>
              </h3>
              <p className={styles.country}>{countryName}</p>
              <p className={styles.price}>
                <span className={styles.from}>{t('hotelPage.popular.from')}</span> <strong>{perNight}</strong>{' '}
                <span className={styles.from}>{t('hotelPage.popular.perNight')}</span>
              </p>
              <p className={styles.fare}>
                {t('hotelPage.popular.total', { total, count: nights })} ·{' '}
                {t('hotelPage.popular.hotels', { count: hotels })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('hotelPage.popular.note')}</p>
    </section>
  );
}
