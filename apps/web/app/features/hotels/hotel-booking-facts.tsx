import { useTranslation } from 'react-i18next';
import styles from './hotel-search-page.module.css';

const FACTS = ['price', 'cancellation', 'payment', 'confirmation'] as const;

/** What booking a hotel here involves, in four lines true to how the site works (prices, cancellation, payment, after). */
export function HotelBookingFacts() {
  const { t } = useTranslation('search');
  return (
    <section className={styles.facts} aria-labelledby="hotel-facts">
      <h2 id="hotel-facts">{t('hotelPage.facts.title')}</h2>
      <ul>
        {FACTS.map((fact) => (
          <li key={fact}>{t(`hotelPage.facts.${fact}`)}</li>
        ))}
      </ul>
    </section>
  );
}
