import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pickContactNumber } from '../../lib/company-contacts';
import { useCompanyContacts, useWorkingHours } from '../../lib/use-company-contacts';
import { useVisitorLocation } from '../../lib/use-visitor-location';
import { CardBrandMarks } from '../../ui/card-brand-marks';
import styles from './home.module.css';

/**
 * Why a traveller can book here: the card is paid on the processor's hosted page, the brands taken,
 * and a person to call in the visitor's country with the call centre's hours. The country is the one
 * the server located from the first byte (so the number is right without script), or the browser's.
 */
export function TrustStrip() {
  const { t } = useTranslation('pages');
  const contacts = useCompanyContacts();
  const contact = pickContactNumber(contacts, useVisitorLocation()?.countryCode);
  const hoursRef = useRef<HTMLParagraphElement>(null);
  const hours = useWorkingHours(hoursRef);
  return (
    <section className={styles.trust} aria-labelledby="home-trust">
      <h2 id="home-trust" className="visually-hidden">
        {t('home.trust.title')}
      </h2>
      <ul className={styles.trustItems}>
        <li>
          <svg className={styles.trustIcon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path
              d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z"
              fill="currentColor"
            />
          </svg>
          <div>
            <h3>{t('home.trust.paymentTitle')}</h3>
            <p>{t('home.trust.paymentText')}</p>
          </div>
        </li>
        <li>
          <svg className={styles.trustIcon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path
              d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 3v2h16V8H4Zm0 5v4h16v-4H4Z"
              fill="currentColor"
            />
          </svg>
          <div>
            <h3>{t('home.trust.cardsTitle')}</h3>
            <CardBrandMarks label={t('home.trust.cardsLabel')} />
          </div>
        </li>
        <li>
          <svg className={styles.trustIcon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.6 3.6a1 1 0 0 1-.25 1l-2.2 2.2Z"
              fill="currentColor"
            />
          </svg>
          <div>
            <h3>{t('home.trust.helpTitle')}</h3>
            <p>
              <a className={styles.phone} href={`tel:${contact.contactNumber}`}>
                {contact.display}
              </a>
            </p>
            <p ref={hoursRef}>
              {t('home.trust.hours', { opens: hours.opens, closes: hours.closes })}{' '}
              <span suppressHydrationWarning>{hours.timeZoneName}</span>
            </p>
          </div>
        </li>
      </ul>
    </section>
  );
}
