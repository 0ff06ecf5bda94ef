import { CallCentreNumbers } from '../features/contact/call-centre-numbers';
import styles from '../features/contact/contact.module.css';
import { ContactForm } from '../features/contact/contact-form';
import { loadContactPage, sendContactMessage } from '../features/contact/contact-message.server';
import { isPhoneOffersEnquiry, phoneOffersTopic } from '../features/contact/phone-offers-enquiry';
import { useContactTranslation } from '../features/contact/use-contact-translation';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/contact-us';

/** The form's signed start (the spam guard's minimum time to fill it in), and what it is about. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...loadContactPage(), phoneOffers: isPhoneOffersEnquiry(new URL(request.url)) };
}

/**
 * The form's POST: checked, sent to the company inbox, then the thank-you page. Reached from the
 * phone-offers block (`?asunto=ofertas-por-telefono`) it is an enquiry about those offers.
 */
export function action({ request }: Route.ActionArgs) {
  const topic = isPhoneOffersEnquiry(new URL(request.url))
    ? { topic: phoneOffersTopic(getRequestLocale(request)), departureDates: [] }
    : undefined;
  return sendContactMessage(request, new Date(), topic);
}

// The page carries a token signed for this visit: never stored by a shared cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/** Spec §3 contact form beside the call-centre numbers and hours. */
export default function ContactUsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useContactTranslation();
  const title = loaderData.phoneOffers ? t('phoneOffers.title') : t('title');
  return (
    <article className={styles.page}>
      <title>{t('site.documentTitle', { ns: 'common', title })}</title>
      <meta name="description" content={t('description')} />
      <h1>{title}</h1>
      <p className={styles.lead}>{loaderData.phoneOffers ? t('phoneOffers.intro') : t('intro')}</p>
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
