import type { SessionDetails } from '@travel/contract/booking-session';
import { type Locale, type LocalizedText, pickLocalized } from '../../lib/locale';
import styles from './booking-funnel.module.css';
import { CardFields, getBrandName } from './card-fields';
import { useBookingTranslation } from './use-booking-translation';
import type { useCardToken } from './use-card-token';

/**
 * The trip summary's payment, the same for every product: the card typed in the page (tokenized by
 * the gateway, never posted to our server) once the script runs, the gateway's own page without it.
 * Outside the booking form on purpose: nothing can post the card to our server, only its token goes on.
 */
export function PaymentSection({
  hydrated,
  card,
  showCardErrors,
  savedCard,
}: {
  hydrated: boolean;
  card: ReturnType<typeof useCardToken>;
  showCardErrors: boolean;
  /** The card tokenized earlier in this session, used unless another is typed. */
  savedCard: SessionDetails['card'];
}) {
  const { t } = useBookingTranslation();
  return (
    <section className="booking-section" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('payment.title')}</h2>
      {hydrated ? (
        <>
          <p className="booking-note">{t('payment.secure')}</p>
          <CardFields onCardChange={card.setCard} serverErrors={card.errors} showAll={showCardErrors} />
          <p role="status" className="card-status">
            {card.card && card.status === 'saving' && t('payment.saving')}
            {card.card &&
              card.ready &&
              t('payment.saved', { brand: getBrandName(card.ready.brand), lastFour: card.ready.lastFour })}
            {card.card &&
              card.status === 'failed' &&
              Object.keys(card.errors).length === 0 &&
              t('payment.failed')}
            {!card.card &&
              savedCard &&
              t('payment.saved', { brand: getBrandName(savedCard.brand), lastFour: savedCard.lastFour })}
          </p>
        </>
      ) : (
        <p className="booking-note">{t('payment.onGateway')}</p>
      )}
    </section>
  );
}

/** Pagar, for the booking form it names, and why the last payment could not start. */
export function PayBox({
  formId,
  busy,
  payError,
  locale,
}: {
  formId: string;
  busy: boolean;
  payError: { titles: LocalizedText | null } | undefined;
  locale: Locale;
}) {
  const { t } = useBookingTranslation();
  return (
    <div className="pay-box">
      <button
        type="submit"
        form={formId}
        name="intent"
        value="pay"
        className="button button--primary pay-box__button"
        aria-disabled={busy ? true : undefined}
      >
        {busy ? t('pay.paying') : t('pay.button')}
      </button>
      {payError ? (
        <p role="alert" className="field__error">
          {payError.titles ? pickLocalized(payError.titles, locale) : t('pay.failed')}
        </p>
      ) : null}
    </div>
  );
}

/** What the gateway answered the last payment, when the visitor came back without a booking. */
export function PaymentFailureAlert({ failure }: { failure: 'declined' | 'cancelled' }) {
  const { t } = useBookingTranslation();
  return (
    <section
      role="alert"
      aria-labelledby="payment-failure-title"
      className={`booking-alert ${styles.failure}`}
    >
      <h2 id="payment-failure-title">
        {failure === 'cancelled' ? t('failure.cancelledTitle') : t('failure.declinedTitle')}
      </h2>
      <p>{failure === 'cancelled' ? t('failure.cancelled') : t('failure.declined')}</p>
    </section>
  );
}
