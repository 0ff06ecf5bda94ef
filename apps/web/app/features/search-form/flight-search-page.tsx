import type { SearchForm as SearchFormValue } from '@travel/domain/search';
import { useTranslation } from 'react-i18next';
import styles from './flight-search-page.module.css';
import { PhonePromotions } from './promotions';
import { SearchForm } from './search-form';

type FlightSearchPageProps = { page: 'home' | 'flights'; defaults: SearchFormValue };

/** Home and /vuelos: heading, the search form and the phone promotions below it. */
export function FlightSearchPage({ page, defaults }: FlightSearchPageProps) {
  const { t } = useTranslation();
  const title = t(`${page}.title`, { ns: 'pages' });
  return (
    <div className={styles.page}>
      <title>{t('site.documentTitle', { title })}</title>
      <meta name="description" content={t(`${page}.intro`, { ns: 'pages' })} />
      <div>
        <h1>{title}</h1>
        <p className={styles.intro}>{t(`${page}.intro`, { ns: 'pages' })}</p>
        <SearchForm defaults={defaults} />
      </div>
      <PhonePromotions />
    </div>
  );
}
