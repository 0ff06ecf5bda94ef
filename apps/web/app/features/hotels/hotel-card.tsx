import type { HotelCard as HotelCardData } from '@travel/contract/hotels';
import { Link } from 'react-router';
import { formatMoneyAmount } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import { CancellationNote } from './cancellation-note';
import styles from './hotel-card.module.css';
import { formatDistance } from './hotel-format';
import { HotelScene } from './hotel-scene';
import { StarRating } from './star-rating';
import { useHotelsTranslation } from './use-hotels-translation';

type HotelCardProps = {
  hotel: HotelCardData;
  nights: number;
  /** The hotel's summary page for the same stay. */
  href: string;
  /** The first card of the list: its picture is the page's largest paint (LCP). */
  eager?: boolean;
  /** The city searched: a hotel in a town around it says which town, and how far from the city. */
  destinationCity: string;
};

/** A hotel of the results: what it is, where, and its cheapest room for the stay. */
export function HotelCard({ hotel, nights, href, eager = false, destinationCity }: HotelCardProps) {
  const { t } = useHotelsTranslation();
  const formatLocale = useFormatLocale();
  const offer = hotel.cheapestOffer;
  const headingId = `hotel-${hotel.hotelId}`;
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-price-per-night={offer.price.perNight.amount}
    >
      <HotelScene hotelId={hotel.hotelId} scene="facade" className={styles.picture} eager={eager} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          <Link to={href}>{hotel.name}</Link>
        </h2>
        <p className={styles.meta}>
          <StarRating rating={hotel.rating} />
          {hotel.accommodationType && <span>{t(`types.${hotel.accommodationType}`)}</span>}
        </p>
        <p className={styles.place}>
          {[hotel.address.lines[0], hotel.address.cityName !== destinationCity && hotel.address.cityName]
            .filter(Boolean)
            .join(', ')}{' '}
          ·{' '}
          {t('card.distance', {
            distance: formatDistance(hotel.distance.value, formatLocale),
            city: destinationCity,
          })}
        </p>
        {hotel.amenities.length > 0 && (
          <ul className={styles.amenities}>
            {hotel.amenities.slice(0, 4).map((amenity) => (
              <li key={amenity}>{t(`amenities.${amenity}`)}</li>
            ))}
          </ul>
        )}
        <p className={styles.room}>
          {t('card.from', { room: offer.roomName })} · {t(`boards.${offer.boardType}`)}
        </p>
        <CancellationNote cancellation={offer.cancellation} />
      </div>
      <div className={styles.price}>
        <p className={styles.perNight}>
          {t('card.perNight', { price: formatMoneyAmount(offer.price.perNight, formatLocale) })}
        </p>
        <p className={styles.total}>
          {t('card.total', {
            price: formatMoneyAmount(offer.price.total, formatLocale),
            nights: t('results.nights', { count: nights }),
          })}
        </p>
        <Link to={href} className={styles.see} aria-label={t('card.seeHotel', { hotel: hotel.name })}>
          {t('card.see')}
        </Link>
      </div>
    </article>
  );
}
