import type { SessionDetails, SessionTotals } from '@travel/contract/booking-session';
import type { MoneyAmount } from '@travel/domain/money';
import { PAYMENT_METHOD_IDS } from '@travel/domain/payment-methods';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatMoneyAmount } from '../../lib/format-money';
import { type Locale, type LocalizedText, pickLocalized } from '../../lib/locale';
import { useFormatLocaleOf } from '../../lib/use-format-locale';
import { useHydrated } from '../../lib/use-hydrated';
import { ModalDialog } from '../../ui/modal-dialog';
import styles from './booking-funnel.module.css';
import { CardFields, getBrandName } from './card-fields';
import methodStyles from './payment-methods/payment-methods.module.css';
import { isLocalMethod, useChosenPaymentMethod } from './payment-methods/use-chosen-payment-method';
import { useBookingTranslation } from './use-booking-translation';
import type { useCardToken } from './use-card-token';

/**
 * The trip summary's payment, the same for every product: the card typed in the page (tokenized by
 * the gateway, never posted to our server) once the script runs, the gateway's own page without it.
 * Outside the booking form on purpose: nothing can post the card to our server, only its token goes on.
 */
export function PaymentSection({
  card,
  showCardErrors,
  savedCard,
  holderName,
  methods,
}: {
  card: ReturnType<typeof useCardToken>;
  showCardErrors: boolean;
  /** The card tokenized earlier in this session, used unless another is typed. */
  savedCard: SessionDetails['card'];
  /** Billing's cardholder: the card is in that name (asked once). */
  holderName: string;
  /** Where a choice of payment methods goes, above the card. */
  methods?: ReactNode;
}) {
  const { t } = useBookingTranslation();
  // Read here, not by the page's form: only this section renders again once the script runs.
  const hydrated = useHydrated();
  // Pix, vouchers and PSE take no card: its fields go (CSS does it before the script runs).
  const local = isLocalMethod(useChosenPaymentMethod());
  return (
    <section className={`booking-section ${methodStyles.section}`} aria-labelledby="payment-title">
      <h2 id="payment-title">{t('payment.title')}</h2>
      {methods}
      {hydrated ? (
        <fieldset className={methodStyles.cardOnly} disabled={local} hidden={local}>
          <p className="booking-note">{t('payment.secure')}</p>
          <CardFields
            onCardChange={card.setCard}
            serverErrors={card.errors}
            showAll={showCardErrors}
            holderName={holderName}
          />
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
        </fieldset>
      ) : (
        <p className={`booking-note ${methodStyles.cardOnly}`}>{t('payment.onGateway')}</p>
      )}
    </section>
  );
}

/** The class that shows a method's wording while its radio is checked (named, so each is checked to exist). */
const PAY_WITH_CLASS: Record<(typeof PAYMENT_METHOD_IDS)[number], string | undefined> = {
  card: methodStyles.payCard,
  pix: methodStyles.payPix,
  boleto: methodStyles.payBoleto,
  oxxo: methodStyles.payOxxo,
  pse: methodStyles.payPse,
};

/**
 * What Pagar says: the checked method ("Pagar con Pix") once the script runs; before, every method's
 * wording is there and the page's CSS shows the checked one. Plain "Pagar" when there is no choice.
 */
function PayLabel() {
  const { t } = useBookingTranslation();
  const method = useChosenPaymentMethod();
  if (useHydrated()) return <>{method ? t(`pay.with.${method}`) : t('pay.button')}</>;
  return (
    <>
      <span className={methodStyles.payDefault}>{t('pay.button')}</span>
      {PAYMENT_METHOD_IDS.map((id) => (
        <span key={id} className={`${methodStyles.payWith} ${PAY_WITH_CLASS[id]}`}>
          {t(`pay.with.${id}`)}
        </span>
      ))}
    </>
  );
}

/**
 * Pagar with the price, for the booking form it names (`form=`: a real submit button of that form, so
 * it works without script). Issue 12: on a phone (≤ 768 px) it is a bar fixed to the bottom with the
 * all-in total, what the card is charged and a button that opens the full breakdown; on a wider
 * screen it sits under the breakdown in the sticky side column.
 */
export function PayBar({
  formId,
  busy,
  payError,
  locale,
  totals,
  breakdown,
  backTo,
}: {
  formId: string;
  busy: boolean;
  payError: { titles: LocalizedText | null; code?: string | null } | undefined;
  /** Where to choose the trip again when the price hold is over (a plain link: no script needed). */
  backTo?: string;
  locale: Locale;
  totals: SessionTotals | null;
  /** The full breakdown for the dialog, with the heading id it must use there. */
  breakdown: (headingId: string) => ReactNode;
}) {
  const { t } = useBookingTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const formatLocale = useFormatLocaleOf(locale);
  const show = (amount: MoneyAmount) => formatMoneyAmount(amount, formatLocale);
  return (
    <div className="pay-bar">
      {totals && (
        <div className="pay-bar__price">
          <p className="pay-bar__total">
            <span>{t('checkout.bar.total')}</span> <strong>{show(totals.display.total)}</strong>
          </p>
          {totals.display.total.currency !== totals.usd.total.currency && (
            <p className="pay-bar__charged">
              {t('checkout.bar.charged', { amount: show(totals.usd.total) })}
            </p>
          )}
          {hydrated ? (
            <button
              type="button"
              className="button button--link pay-bar__details"
              onClick={() => setOpen(true)}
            >
              {t('checkout.bar.details')}
            </button>
          ) : (
            <a className="pay-bar__details" href="#breakdown-title">
              {t('checkout.bar.details')}
            </a>
          )}
        </div>
      )}
      <button
        type="submit"
        form={formId}
        name="intent"
        value="pay"
        className="button button--primary pay-box__button"
        aria-disabled={busy ? true : undefined}
      >
        {busy ? t('pay.paying') : <PayLabel />}
      </button>
      {payError ? (
        <p role="alert" className="field__error pay-bar__error">
          {payError.titles ? pickLocalized(payError.titles, locale) : t('pay.failed')}
          {payError.code === 'TRIP_HOLD_EXPIRED' && backTo ? (
            <>
              {' '}
              <Link to={backTo}>{t('checkout.hold.chooseAgain')}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {hydrated && (
        <ModalDialog isOpen={open} onOpenChange={setOpen} title={t('breakdown.title')} isDismissable>
          <div className="pay-bar__dialog-breakdown">{breakdown('breakdown-dialog-title')}</div>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('checkout.bar.close')}
          </button>
        </ModalDialog>
      )}
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
