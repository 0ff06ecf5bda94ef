import { COMPANY_CONTACTS, COMPANY_WORKING_HOURS } from '../../lib/company-contacts';
import { getCountryName } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import styles from './contact.module.css';
import { useContactTranslation } from './use-contact-translation';

type CallCentreNumbersProps = {
  /** The section's heading, e.g. 'Llámanos'. */
  title: string;
};

/** The call-centre numbers (tel: links) and their hours, spec §9: 08:00 to 22:00. */
export function CallCentreNumbers({ title }: CallCentreNumbersProps) {
  const { t } = useContactTranslation();
  const locale = useLocale();
  return (
    <section className={styles.callCentre} aria-labelledby="call-centre-title">
      <h2 id="call-centre-title">{title}</h2>
      <ul className={styles.phones}>
        {COMPANY_CONTACTS.map((contact) => (
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
      <p>{t('callCentre.hours', COMPANY_WORKING_HOURS)}</p>
    </section>
  );
}
