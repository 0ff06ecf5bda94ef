import { useTranslation } from 'react-i18next';
import {
  CALL_CENTRE_DISCOUNT_PERCENT,
  COMPANY_CONTACTS,
  PHONE_ONLY_MAX_DISCOUNT_PERCENT,
} from '../../lib/company-contacts';
import styles from './promotions.module.css';

/** Spec §1 phone promotions and the call-centre numbers with their hours (spec §9). */
export function PhonePromotions() {
  const { t } = useTranslation('search');
  return (
    <section className={styles.promotions} aria-labelledby="promotions-title">
      <h2 id="promotions-title">{t('promotions.title')}</h2>
      <div className={styles.cards}>
        <article className={styles.card}>
          <h3>{t('promotions.phoneOnly', { percent: PHONE_ONLY_MAX_DISCOUNT_PERCENT })}</h3>
          <p>{t('promotions.phoneOnlyText')}</p>
        </article>
        <article className={styles.card}>
          <h3>{t('promotions.callCentre', { percent: CALL_CENTRE_DISCOUNT_PERCENT })}</h3>
          <p>{t('promotions.callCentreText')}</p>
        </article>
      </div>
      <div className={styles.contact}>
        <p className={styles.call}>{t('promotions.callUs')}</p>
        <ul className={styles.phones}>
          {COMPANY_CONTACTS.map((contact) => (
            <li key={contact.countryCode}>
              <span>
                {t('promotions.contactLabel', {
                  country: t(`promotions.countries.${contact.countryCode as 'CO' | 'US'}`),
                })}
                :{' '}
              </span>
              <a href={`tel:${contact.contactNumber}`}>{contact.display}</a>
            </li>
          ))}
        </ul>
        <p className={styles.hours}>{t('promotions.hours')}</p>
      </div>
    </section>
  );
}
