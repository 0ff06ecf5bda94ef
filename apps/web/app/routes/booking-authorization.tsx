import { Link, useLocation } from 'react-router';
import { settlePaymentReturn } from '../features/booking/payment-return.server';
import { PaymentReturnPage } from '../features/booking/payment-return-page';
import { useBookingTranslation } from '../features/booking/use-booking-translation';
import { localizePath, stripLocalePrefix } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/booking-authorization';

const isAuthenticate = (pathname: string) => stripLocalePrefix(pathname).startsWith('/booking/authenticate');

/** /booking/authorize: the gateway's return, settled on the server (booked → the confirmation). */
export async function loader({ request }: Route.LoaderArgs) {
  if (isAuthenticate(new URL(request.url).pathname)) return null;
  return settlePaymentReturn(request, 'authorize');
}

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
export default function BookingAuthorizationPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return isAuthenticate(pathname) || !loaderData ? (
    <AuthenticatePage />
  ) : (
    <PaymentReturnPage result={loaderData} />
  );
}
