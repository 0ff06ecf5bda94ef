import type { SearchForm as SearchFormValue } from '@travel/domain/search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './flight-search-page.module.css';
import type { SentFlightSearch } from './flight-search-request.server';
import { PhonePromotions } from './promotions';
import { SearchForm } from './search-form';

type FlightSearchPageProps = {
  page: 'home' | 'flights';
  defaults: SearchFormValue;
  /** A search sent to the page without script that could not be searched, to fix (its loader's). */
  sentSearch?: SentFlightSearch | null;
  /** What to search (the home page's Vuelos / Hoteles tabs), above the form. */
  tabs?: ReactNode;
  /** Another search form in place of the flight one (the home page's Hoteles tab). */
  form?: ReactNode;
  /** What the page shows between the search and the phone promotions (the home's destinations and trust strip). */
  children?: ReactNode;
};

/** Home and /vuelos: heading, the search form and the phone promotions below it. */
export function FlightSearchPage({
  page,
  defaults,
  sentSearch = null,
  tabs,
  form,
  children,
}: FlightSearchPageProps) {
  const { t } = useTranslation();
  const title = t(`${page}.title`, { ns: 'pages' });
  return (
    <div className={styles.page}>
      <title>{t('site.documentTitle', { title })}</title>
      <meta name="description" content={t(`${page}.intro`, { ns: 'pages' })} />
      {/* The home's hero: the brand band with the heading (text, the page's LCP element) over the form. */}
      <div className={page === 'home' ? styles.hero : undefined}>
        <h1>{title}</h1>
        <p className={styles.intro}>{t(`${page}.intro`, { ns: 'pages' })}</p>
        <div className={page === 'home' ? styles.panel : undefined}>
          {tabs}
          {form ?? <SearchForm defaults={defaults} sent={sentSearch} />}
        </div>
      </div>
      {children}
      <PhonePromotions />
    </div>
  );
}
