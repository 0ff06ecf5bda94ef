import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatIsoDate } from '../../lib/format-date';
import { pickLocalized } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import buttonStyles from '../../ui/button.module.css';
import { formatDistance } from './hotel-format';
import { buildHotelGalleryItems, type HotelGalleryItem } from './hotel-gallery-items';
import { buildHotelResultsHref, buildHotelSearchHref } from './hotel-links';
import { HotelScene } from './hotel-scene';
import type { HotelSummaryData } from './hotel-summary.server';
import styles from './hotel-summary-page.module.css';
import { RoomOfferCard } from './room-offer-card';
import { StarRating } from './star-rating';
import { useHotelsTranslation } from './use-hotels-translation';

type HotelSummaryPageProps = {
  data: HotelSummaryData;
  /** The page's gallery with its lightbox (the route composes it). */
  renderGallery: (items: HotelGalleryItem[]) => ReactNode;
};

function Problem({ title, hint, action }: { title: string; hint?: string; action: ReactNode }) {
  const { t } = useHotelsTranslation();
  return (
    <div className={styles.page}>
      <title>{t('site.documentTitle', { ns: 'common', title })}</title>
      <h1>{title}</h1>
      {hint && <p>{hint}</p>}
      <p>{action}</p>
    </div>
  );
}

/** /hoteles/HotelSummary: the hotel, its pictures, services, place, policies and every room offer. */
export function HotelSummaryPage({ data, renderGallery }: HotelSummaryPageProps) {
  const { t } = useHotelsTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const { pathname, search } = useLocation();
  const searchLink = (
    <Link to={buildHotelSearchHref('', locale)} className={buttonStyles.button}>
      {t('results.changeSearch')}
    </Link>
  );
  if (data.status === 'bad-stay') {
    return data.problem === 'rooms' ? (
      <Problem title={t('summary.badRooms')} hint={t('summary.badRoomsHint')} action={searchLink} />
    ) : (
      <Problem title={t('summary.badDates')} hint={t('summary.badDatesHint')} action={searchLink} />
    );
  }
  if (data.status === 'not-found') return <Problem title={t('summary.notFound')} action={searchLink} />;
  if (data.status === 'failed') {
    return (
      <Problem
        title={t('summary.failed')}
        hint={data.titles ? pickLocalized(data.titles, locale) : t('results.failedHint')}
        action={
          <Link to={`${pathname}${search}`} className={buttonStyles.button} reloadDocument>
            {t('results.retry')}
          </Link>
        }
      />
    );
  }

  const { hotel, stay, offers } = data.summary.data;
  const { currency } = data.summary.meta;
  const city = hotel.address.cityName;
  const { latitude, longitude } = hotel.geoCode;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  return (
    <div className={styles.page}>
      <title>
        {t('site.documentTitle', {
          ns: 'common',
          title: t('summary.documentTitle', { hotel: hotel.name, city }),
        })}
      </title>
      <meta name="description" content={hotel.description.slice(0, 160)} />
      {data.hasResults && (
        <p className={styles.back}>
          <Link to={buildHotelResultsHref(data.searchQuery, locale)}>← {t('summary.back')}</Link>
        </p>
      )}
      <header className={styles.header}>
        <HotelScene hotelId={hotel.hotelId} scene="facade" className={styles.hero} eager />
        <div>
          <h1>{hotel.name}</h1>
          <p className={styles.meta}>
            <StarRating rating={hotel.rating} />
            {hotel.accommodationType && <span>{t(`types.${hotel.accommodationType}`)}</span>}
          </p>
          <p>{[...hotel.address.lines, city].join(', ')}</p>
          <p className={styles.stay}>
            {t('summary.stay', {
              startDate: formatIsoDate(stay.checkInDate, formatLocale),
              endDate: formatIsoDate(stay.checkOutDate, formatLocale),
              nights: t('results.nights', { count: stay.nights }),
              rooms: t('results.rooms', { count: stay.rooms.length }),
              guests: t('results.guests', { count: stay.adults + stay.children }),
            })}
          </p>
        </div>
      </header>

      <section aria-labelledby="hotel-rooms" className={styles.section}>
        <h2 id="hotel-rooms">{t('summary.rooms')}</h2>
        {offers.length === 0 ? (
          <div className={styles.state}>
            <p>
              <strong>{t('summary.noRooms')}</strong> {t('summary.noRoomsHint')}
            </p>
            <p>
              <Link to={buildHotelSearchHref(data.searchQuery, locale)} className={buttonStyles.button}>
                {t('results.changeSearch')}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p>{t('summary.roomsCount', { count: offers.length })}</p>
            <ul className={styles.offers}>
              {offers.map((offer) => (
                <li key={offer.id}>
                  <RoomOfferCard offer={offer} currencyCode={currency} backUrl={`${pathname}${search}`} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="hotel-gallery" className={styles.section}>
        <h2 id="hotel-gallery">{t('summary.gallery')}</h2>
        {renderGallery(buildHotelGalleryItems(hotel, t))}
      </section>

      <section aria-labelledby="hotel-about" className={styles.section}>
        <h2 id="hotel-about">{t('summary.description')}</h2>
        <p>{hotel.description}</p>
      </section>

      {hotel.amenities.length > 0 && (
        <section aria-labelledby="hotel-amenities" className={styles.section}>
          <h2 id="hotel-amenities">{t('summary.amenities')}</h2>
          <ul className={styles.amenities}>
            {hotel.amenities.map((amenity) => (
              <li key={amenity}>{t(`amenities.${amenity}`)}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="hotel-location" className={styles.section}>
        <h2 id="hotel-location">{t('summary.location')}</h2>
        <p>{[...hotel.address.lines, city].join(', ')}</p>
        <p>{t('summary.distance', { distance: formatDistance(hotel.distance.value, formatLocale), city })}</p>
        <p>
          {t('summary.coordinates', { latitude: latitude.toFixed(4), longitude: longitude.toFixed(4) })} ·{' '}
          <a href={mapUrl} rel="noopener noreferrer" target="_blank">
            {t('summary.map')}
          </a>
        </p>
      </section>

      <section aria-labelledby="hotel-policies" className={styles.section}>
        <h2 id="hotel-policies">{t('summary.policies')}</h2>
        <dl className={styles.policies}>
          <dt>{t('summary.checkIn')}</dt>
          <dd>{t('summary.from', { time: hotel.policies.checkIn })}</dd>
          <dt>{t('summary.checkOut')}</dt>
          <dd>{t('summary.until', { time: hotel.policies.checkOut })}</dd>
          <dt>{t('summary.children')}</dt>
          <dd>{hotel.policies.children}</dd>
          <dt>{t('summary.pets')}</dt>
          <dd>{hotel.policies.pets}</dd>
        </dl>
      </section>
    </div>
  );
}
