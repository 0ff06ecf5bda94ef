import type { Booking } from '@travel/contract/bookings';
import { Form, useNavigation } from 'react-router';
import styles from './booking-self-service.module.css';
import type { SelfServiceNotice } from './booking-self-service.server';
import { useMyJourneyTranslation } from './use-my-journey-translation';

/** The owner's hidden fields: every action is for this booking's reference and e-mail only. */
function Owner({ booking }: { booking: Booking }) {
  return (
    <>
      <input type="hidden" name="referenceId" value={booking.referenceId} />
      <input type="hidden" name="email" value={booking.contact.email} />
    </>
  );
}

/** The outcome of the last action, announced to screen readers as it appears. */
export function SelfServiceNoticeBanner({
  notice,
  booking,
}: {
  notice: SelfServiceNotice;
  booking: Booking;
}) {
  const { t } = useMyJourneyTranslation();
  const ok = notice.kind === 'resent';
  const text =
    notice.kind === 'resent'
      ? t('resend.sent', { email: booking.contact.email, count: notice.remaining })
      : notice.kind === 'resendLimited'
        ? t('resend.limited')
        : notice.kind === 'resendNotConfirmed'
          ? t('resend.notConfirmed')
          : t('actionFailed');
  return (
    <p
      className={ok ? styles.success : styles.alert}
      role={ok ? 'status' : 'alert'}
      data-testid="self-service-notice"
    >
      {text}
    </p>
  );
}

/** My Journey's self-service: send the confirmation again, to the booking's own address. */
export function BookingSelfService({ booking }: { booking: Booking }) {
  const { t } = useMyJourneyTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'resend';
  return (
    <section className={styles.panel} aria-labelledby="self-service-title">
      <h2 id="self-service-title">{t('selfService')}</h2>
      <Form method="post" className={styles.action}>
        <Owner booking={booking} />
        <input type="hidden" name="intent" value="resend" />
        <p>{t('resend.note', { email: booking.contact.email })}</p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('resend.sending') : t('resend.submit')}
        </button>
      </Form>
    </section>
  );
}
