import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HotelSearchForm } from './hotel-search-form';
import styles from './hotel-search-page.module.css';
import type { HotelSearchRequest } from './hotel-search-request';

/** /hoteles: heading, the hotel search form and what the route puts below it. */
export function HotelSearchPage({
  request,
  children,
}: {
  request: HotelSearchRequest;
  children?: ReactNode;
}) {
  const { t } = useTranslation('search');
  const title = t('hotelPage.title');
  const documentTitle = t('site.documentTitle', { ns: 'common', title });
  return (
    <div className={styles.page}>
      <title>{documentTitle}</title>
      <meta name="description" content={t('hotelPage.intro')} />
      <h1>{title}</h1>
      <p className={styles.intro}>{t('hotelPage.intro')}</p>
      <HotelSearchForm
        initial={request.form}
        initialErrors={request.errors}
        currencyChosen={request.currencyChosen}
      />
      {children}
    </div>
  );
}
