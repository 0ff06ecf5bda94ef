import { useRef } from 'react';
import { getCountryName } from '../../lib/countries';
import { useCompanyContacts, useVisitorContactNumber, useWorkingHours } from '../../lib/use-company-contacts';
import { useLocale } from '../../lib/use-locale';
import styles from './contact.module.css';
import { useContactTranslation } from './use-contact-translation';

type CallCentreNumbersProps = {
  /** The section's heading, e.g. 'Llámanos'. */
  title: string;
};

/**
 * The call-centre numbers (tel: links) loaded at start-up, and their hours (spec §9: 08:00 to 22:00
 * in Bogotá) on the visitor's clocks. Without the list (its fetch failed) the number of spec §8's
 * fallback stands alone.
 */
export function CallCentreNumbers({ title }: CallCentreNumbersProps) {
  const { t } = useContactTranslation();
  const locale = useLocale();
  const contacts = useCompanyContacts();
  const fallback = useVisitorContactNumber();
  const hoursRef = useRef<HTMLParagraphElement>(null);
  const hours = useWorkingHours(hoursRef);
  return (
    <section className={styles.callCentre} aria-labelledby="call-centre-title">
      <h2 id="call-centre-title">{title}</h2>
      <ul className={styles.phones}>
        {(contacts.length > 0 ? contacts : [fallback]).map((contact) => (
          <li key={contact.countryCode}>
            <span className={styles.phoneLabel}>
              {contact.countryCode
                ? t('callCentre.line', { country: getCountryName(contact.countryCode, locale) })
                : t('callCentre.international')}
            </span>
            <a className={styles.phoneNumber} href={`tel:${contact.contactNumber}`}>
              {contact.display}
            </a>
          </li>
        ))}
      </ul>
      <p ref={hoursRef}>
        {t('callCentre.hours', { opens: hours.opens, closes: hours.closes })}{' '}
        <span suppressHydrationWarning>{hours.timeZoneName}.</span>
      </p>
    </section>
  );
}
