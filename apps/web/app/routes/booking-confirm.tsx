import { BookingDetails } from '../features/booking/booking-details';
import { ConfirmationNextSteps, ConfirmationSuccess } from '../features/booking/confirmation-next-steps';
import { loadConfirmation } from '../features/booking/payment-return.server';
import { PaymentReturnPage } from '../features/booking/payment-return-page';
import { useBookingTranslation } from '../features/booking/use-booking-translation';
import { BagAdditionConfirmation } from '../features/my-journey/bag-addition-confirmation';
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
  if (!('booking' in loaderData)) return <PaymentReturnPage result={loaderData} />;
  const { booking } = loaderData;
  // Bags added to a booking after it was made (decision 021): the same return, their own confirmation.
  if (booking.productType === 'bag-addition') {
    return (
      <article className="page booking-confirm">
        <BagAdditionConfirmation booking={booking} />
      </article>
    );
  }
  return (
    <article className="page booking-confirm">
      <title>{t('site.documentTitle', { ns: 'common', title: t('confirm.title') })}</title>
      <ConfirmationSuccess
        title={t('confirm.title')}
        note={t('confirm.email', { email: booking.contact.email })}
        reference={{ label: t('confirm.reference'), value: booking.referenceId }}
      />
      <ConfirmationNextSteps booking={booking} />
      <BookingDetails booking={booking} />
    </article>
  );
}
