import type { HotelSearchResponse } from '@travel/contract/hotels';
import { Link, useLocation } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { formatIsoDate } from '../../lib/format-date';
import { pickLocalized } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import buttonStyles from '../../ui/button.module.css';
import { HotelCard } from './hotel-card';
import { HotelFilters } from './hotel-filters';
import { buildHotelSearchHref, buildHotelSummaryHref } from './hotel-links';
import type { HotelResultsData } from './hotel-results.server';
import styles from './hotel-results-page.module.css';
import { countActiveFilters, pageHref } from './hotel-results-view';
import { HotelSortForm } from './hotel-sort-form';
import { useHotelsTranslation } from './use-hotels-translation';

function StayLine({ stay }: { stay: HotelSearchResponse['meta']['stay'] }) {
  const { t } = useHotelsTranslation();
  const locale = useLocale();
  return (
    <>
      {t('results.stay', {
        startDate: formatIsoDate(stay.checkInDate, locale),
        endDate: formatIsoDate(stay.checkOutDate, locale),
        nights: t('results.nights', { count: stay.nights }),
        rooms: t('results.rooms', { count: stay.rooms.length }),
        guests: t('results.guests', { count: stay.adults + stay.children }),
      })}
    </>
  );
}

function Pages({
  page,
  pages,
  pathname,
  params,
}: {
  page: number;
  pages: number;
  pathname: string;
  params: URLSearchParams;
}) {
  const { t } = useHotelsTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('results.pagesLabel')} className={styles.pages}>
      <p className={styles.pageOf}>{t('results.pageOf', { page, pages })}</p>
      <ul>
        {page > 1 && (
          <li>
            <Link to={pageHref(pathname, params, page - 1)} className={buttonStyles.button} rel="prev">
              {t('results.previous')}
            </Link>
          </li>
        )}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={pageHref(pathname, params, n)}
              className={joinClassNames(buttonStyles.button, n === page && buttonStyles.primary)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('results.page', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link to={pageHref(pathname, params, page + 1)} className={buttonStyles.button} rel="next">
              {t('results.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** /hoteles/result: the hotels of a search with filters, sort and pages, all from the URL. */
export function HotelResultsPage({ data }: { data: HotelResultsData }) {
  const { t } = useHotelsTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();

  if (data.status === 'failed') {
    return (
      <div className={styles.page}>
        <title>{t('site.documentTitle', { ns: 'common', title: t('results.failed') })}</title>
        <h1>{t('results.failed')}</h1>
        <p>{data.titles ? pickLocalized(data.titles, locale) : t('results.failedHint')}</p>
        <p className={styles.links}>
          <Link
            to={`${pathname}${search}`}
            className={joinClassNames(buttonStyles.button, buttonStyles.primary)}
            reloadDocument
          >
            {t('results.retry')}
          </Link>
        </p>
      </div>
    );
  }

  const { answer, view, searchQuery } = data;
  const { meta } = answer;
  const city = meta.destination.cityName;
  const title = t('results.title', { city });
  const active = countActiveFilters(view);
  const params = new URLSearchParams(search);
  return (
    <div className={styles.page}>
      <title>{t('site.documentTitle', { ns: 'common', title })}</title>
      <meta name="description" content={t('results.description', { city })} />
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.stay}>
          <StayLine stay={meta.stay} />{' '}
          <Link to={buildHotelSearchHref(searchQuery, locale)}>{t('results.changeSearch')}</Link>
        </p>
      </header>
      {meta.total === 0 ? (
        <section className={styles.state} aria-live="polite">
          <h2>{t('results.noHotels', { city })}</h2>
          <p>{t('results.noHotelsHint')}</p>
          <p>
            <Link to={buildHotelSearchHref(searchQuery, locale)} className={buttonStyles.button}>
              {t('results.changeSearch')}
            </Link>
          </p>
        </section>
      ) : (
        <div className={styles.layout}>
          <HotelFilters
            facets={answer.facets}
            view={view}
            currency={meta.currency}
            pathname={pathname}
            searchQuery={searchQuery}
          />
          <section className={styles.main} aria-labelledby="hotel-list-title">
            <div className={styles.toolbar}>
              <h2 id="hotel-list-title" className={styles.count} aria-live="polite">
                {t('results.count', { count: meta.count, total: meta.total })}
              </h2>
              <HotelSortForm view={view} pathname={pathname} searchQuery={searchQuery} />
            </div>
            {answer.data.length === 0 ? (
              <div className={styles.state}>
                <p>
                  <strong>{t('results.empty')}</strong> {t('results.emptyHint')}
                </p>
                {active > 0 && (
                  <p>
                    <Link to={`${pathname}?${searchQuery}`} className={buttonStyles.button}>
                      {t('results.clearFilters')}
                    </Link>
                  </p>
                )}
              </div>
            ) : (
              <ul className={styles.list} aria-label={t('results.listLabel')}>
                {answer.data.map((hotel, index) => (
                  <li key={hotel.hotelId}>
                    <HotelCard
                      hotel={hotel}
                      eager={index === 0}
                      nights={meta.stay.nights}
                      destinationCity={meta.destination.cityName}
                      href={buildHotelSummaryHref(hotel.hotelId, searchQuery, locale)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pages page={view.page} pages={meta.pages} pathname={pathname} params={params} />
            <p className={styles.note}>
              {t('results.pricesNote', {
                currency: meta.currency,
                date: formatIsoDate(meta.exchangeRateDate.slice(0, 10), locale),
              })}
            </p>
          </section>
        </div>
      )}
    </div>
  );
}
