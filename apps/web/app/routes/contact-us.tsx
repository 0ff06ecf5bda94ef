import { CallCentreNumbers } from '../features/contact/call-centre-numbers';
import styles from '../features/contact/contact.module.css';
import { ContactForm } from '../features/contact/contact-form';
import { loadContactPage, sendContactMessage } from '../features/contact/contact-message.server';
import { useContactTranslation } from '../features/contact/use-contact-translation';
import type { Route } from './+types/contact-us';

/** The form's signed start (the spam guard's minimum time to fill it in). */
export function loader() {
  return loadContactPage();
}

/** The form's POST: checked, sent to the company inbox, then the thank-you page. */
export function action({ request }: Route.ActionArgs) {
  return sendContactMessage(request);
}

// The page carries a token signed for this visit: never stored by a shared cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/** Spec §3 contact form beside the call-centre numbers and hours. */
export default function ContactUsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useContactTranslation();
  return (
    <article className={styles.page}>
      <title>{t('site.documentTitle', { ns: 'common', title: t('title') })}</title>
      <meta name="description" content={t('description')} />
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <div className={styles.layout}>
        <ContactForm
          startedAt={actionData?.startedAt ?? loaderData.startedAt}
          lastResult={actionData?.lastResult}
          notice={actionData?.notice}
        />
        <CallCentreNumbers title={t('callCentre.title')} />
      </div>
    </article>
  );
}
