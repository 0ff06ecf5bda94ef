import { Link, useLocation } from 'react-router';
import { PaymentReturnPage } from '../features/booking/payment-return-page';
import { useBookingTranslation } from '../features/booking/use-booking-translation';
import { localizePath, stripLocalePrefix } from '../lib/locale';
import { useLocale } from '../lib/use-locale';

/** The card-authentication step (3-D Secure), explained before going on to the payment. */
function AuthenticatePage() {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  return (
    <article className="page payment-return">
      <title>{t('site.documentTitle', { ns: 'common', title: t('authenticate.title') })}</title>
      <h1>{t('authenticate.title')}</h1>
      <p>{t('authenticate.text')}</p>
      <Link className="button button--primary" to={localizePath('/booking/summary', locale)}>
        {t('authenticate.continue')}
      </Link>
    </article>
  );
}

/** /booking/authenticate and /booking/authorize share this module (spec §2 named route). */
export default function BookingAuthorizationPage() {
  const { pathname } = useLocation();
  return stripLocalePrefix(pathname).startsWith('/booking/authenticate') ? (
    <AuthenticatePage />
  ) : (
    <PaymentReturnPage />
  );
}
