import type { Booking } from '@travel/contract/bookings';
import { Form, useNavigation } from 'react-router';
import { singleTimeZoneOf } from '../../lib/country-time-zone';
import { formatMinor } from '../../lib/format-money';
import { dateTimeFormat } from '../../lib/intl-formatters';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useVisitorLocation } from '../../lib/use-visitor-location';
import { Button } from '../../ui/button';
import buttonStyles from '../../ui/button.module.css';
import styles from './booking-self-service.module.css';
import type { CancellationPanelData, SelfServiceNotice } from './booking-self-service.server';
import { useMyJourneyTranslation } from './use-my-journey-translation';

/** When a step of the request happened: '2 dic 2026, 2:39 a. m. GMT-5', or in UTC where the zone is unknown. */
function formatStepTime(at: string, formatLocale: string, timeZone: string): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return at;
  return dateTimeFormat(formatLocale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(instant);
}

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
  const ok =
    notice.kind === 'resent' || notice.kind === 'cancelRequested' || notice.kind === 'cancelExisting';
  const text =
    notice.kind === 'resent'
      ? t('resend.sent', { email: booking.contact.email, count: notice.remaining })
      : notice.kind === 'resendLimited'
        ? t('resend.limited')
        : notice.kind === 'resendNotConfirmed'
          ? t('resend.notConfirmed')
          : notice.kind === 'cancelRequested'
            ? t('cancel.requested', { number: notice.number, email: booking.contact.email })
            : notice.kind === 'cancelExisting'
              ? t('cancel.existing', { number: notice.number })
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
        <Button type="submit" busy={busy}>
          {busy ? t('resend.sending') : t('resend.submit')}
        </Button>
      </Form>
    </section>
  );
}

/**
 * The cancellation: what the fare's rules give back, said before the traveller asks, then the
 * request's number, status and timeline once asked.
 */
export function CancellationPanel({ booking, panel }: { booking: Booking; panel: CancellationPanelData }) {
  const { t } = useMyJourneyTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'cancel';
  const { quote, request } = panel;
  const formatLocale = useFormatLocale();
  // The visitor's clocks where their country keeps one zone, else UTC, said as such.
  const timeZone = singleTimeZoneOf(useVisitorLocation()?.countryCode) ?? 'UTC';
  const money = (amount: number) => formatMinor(amount, quote.display.currency, formatLocale);
  const fees = booking.amounts.display.fees.amount;
  const canAsk = booking.status === 'ordered' && (!request || request.status === 'rejected');
  return (
    <section className={styles.panel} aria-labelledby="cancellation-title" data-testid="cancellation">
      <h2 id="cancellation-title">{t('cancel.title')}</h2>
      {request && (
        <div data-testid="cancellation-request">
          <p>
            {t('cancel.number')} <strong>{request.number}</strong>
          </p>
          <p>
            {t('cancel.statusLabel')}{' '}
            <strong className={styles.status} data-testid="cancellation-status">
              {t(`cancel.status.${request.status}`)}
            </strong>
          </p>
          <ol className={styles.timeline} aria-label={t('cancel.timeline')}>
            {request.timeline.map((step) => (
              <li key={`${step.status}-${step.at}`}>
                <span className={styles.status}>{t(`cancel.status.${step.status}`)}</span>:{' '}
                <time dateTime={step.at} suppressHydrationWarning>
                  {formatStepTime(step.at, formatLocale, timeZone)}
                </time>
              </li>
            ))}
          </ol>
        </div>
      )}
      {canAsk && (
        <Form method="post" className={styles.action}>
          <Owner booking={booking} />
          <input type="hidden" name="intent" value="cancel" />
          <p data-testid="cancellation-quote">
            {t(`cancel.rules.${quote.basis}`, {
              refund: money(quote.display.refund),
              penalty: money(quote.display.penalty),
            })}{' '}
            {t('cancel.serviceCharge', { fees: money(fees) })}
          </p>
          {/* A request cannot be taken back: a second, deliberate step (a disclosure: no script needed). */}
          <details className={styles.confirm}>
            <summary className={buttonStyles.button}>{t('cancel.submit')}</summary>
            <p>{t('cancel.confirmNote')}</p>
            <Button type="submit" busy={busy}>
              {busy ? t('cancel.sending') : t('cancel.confirm')}
            </Button>
          </details>
        </Form>
      )}
    </section>
  );
}
