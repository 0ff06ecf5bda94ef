import { BookingDetails } from '../features/booking/booking-details';
import { loadConfirmation } from '../features/booking/payment-return.server';
import { PaymentReturnPage } from '../features/booking/payment-return-page';
import { useBookingTranslation } from '../features/booking/use-booking-translation';
import { useHydrated } from '../lib/use-hydrated';
import type { Route } from './+types/booking-confirm';

/**
 * The confirmation, from the gateway's signed return that /booking/authorize passed on: the API
 * answers the booking of that payment (once booked, always the same one, so a reload shows it again).
 * Spec §2: opened without it (typed URL, bookmark), the page sends the visitor home.
 */
export function loader({ request }: Route.LoaderArgs) {
  return loadConfirmation(request);
}

export default function BookingConfirmPage({ loaderData }: Route.ComponentProps) {
  const { t } = useBookingTranslation();
  const hydrated = useHydrated();
  if (!('booking' in loaderData)) return <PaymentReturnPage result={loaderData} />;
  const { booking } = loaderData;
  return (
    <article className="page booking-confirm">
      <title>{t('site.documentTitle', { ns: 'common', title: t('confirm.title') })}</title>
      <h1>{t('confirm.title')}</h1>
      <p>{t('confirm.email', { email: booking.contact.email })}</p>
      <BookingDetails booking={booking} />
      {/* Printing needs the page's script; without it the browser's own print menu does it. */}
      {hydrated && (
        <button type="button" className="button button--primary no-print" onClick={() => window.print()}>
          {t('confirm.print')}
        </button>
      )}
    </article>
  );
}
