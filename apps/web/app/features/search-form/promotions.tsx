import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CALL_CENTRE_DISCOUNT_PERCENT,
  PHONE_OFFERS_ENQUIRY_QUERY,
  PHONE_ONLY_MAX_DISCOUNT_PERCENT,
} from '../../lib/company-contacts';
import { localizePath } from '../../lib/locale';
import { useVisitorContactNumber, useWorkingHours } from '../../lib/use-company-contacts';
import { useLocale } from '../../lib/use-locale';
import styles from './promotions.module.css';

/** Spec §1 phone promotions, the visitor's call-centre number (spec §8) and its hours (spec §9). */
export function PhonePromotions() {
  const { t } = useTranslation('search');
  const contact = useVisitorContactNumber();
  const hoursRef = useRef<HTMLParagraphElement>(null);
  const hours = useWorkingHours(hoursRef);
  const locale = useLocale();
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
        <p className={styles.phone}>
          <a href={`tel:${contact.contactNumber}`}>{contact.display}</a>
        </p>
        <p ref={hoursRef} className={styles.hours}>
          {t('promotions.hours', { opens: hours.opens, closes: hours.closes })}{' '}
          <span suppressHydrationWarning>{hours.timeZoneName}.</span>
        </p>
        <p>
          <Link
            to={`${localizePath('/contact-us', locale)}?${PHONE_OFFERS_ENQUIRY_QUERY.name}=${PHONE_OFFERS_ENQUIRY_QUERY.value}`}
          >
            {t('promotions.callBack')}
          </Link>
        </p>
      </div>
    </section>
  );
}
