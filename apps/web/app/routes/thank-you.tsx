import { Link } from 'react-router';
import { CallCentreNumbers } from '../features/contact/call-centre-numbers';
import styles from '../features/contact/contact.module.css';
import { useContactTranslation } from '../features/contact/use-contact-translation';
import { COMPANY_WORKING_HOURS } from '../lib/company-contacts';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';

/** The same for everyone in the same state: kept by the browser, revalidated by ETag (decision 025). */
export const headers = () => REVALIDATED_PAGE_HEADERS;

/** Where the contact form leads once the message is sent; also reachable directly. */
export default function ThankYouPage() {
  const { t } = useContactTranslation();
  const locale = useLocale();
  return (
    <article className={styles.page}>
      <title>{t('site.documentTitle', { ns: 'common', title: t('thanks.title') })}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('thanks.title')}</h1>
      <p className={styles.lead}>{t('thanks.intro')}</p>
      <div className={styles.layout}>
        <div className={styles.next}>
          <section className={styles.next} aria-labelledby="thanks-next-title">
            <h2 id="thanks-next-title">{t('thanks.nextTitle')}</h2>
            <p>{t('thanks.next', COMPANY_WORKING_HOURS)}</p>
          </section>
          <section className={styles.next} aria-labelledby="thanks-more-title">
            <h2 id="thanks-more-title">{t('thanks.moreTitle')}</h2>
            <ul className={styles.links}>
              <li>
                <Link to={localizePath('/faq', locale)}>{t('thanks.faq')}</Link>
              </li>
              <li>
                <Link to={localizePath('/user/my-journey', locale)}>{t('thanks.myJourney')}</Link>
              </li>
            </ul>
          </section>
        </div>
        <CallCentreNumbers title={t('callCentre.urgentTitle')} />
      </div>
    </article>
  );
}
