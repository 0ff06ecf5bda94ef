import type {
  InstalmentPlanView,
  PaymentMethodOffer,
  PaymentMethodsResponse,
} from '@travel/contract/payment';
import { formatIsoDate } from '../../../lib/format-date';
import type { FormatLocale } from '../../../lib/format-locale';
import { formatMoneyAmount, getMoneyNumberLocale } from '../../../lib/format-money';
import { numberFormat } from '../../../lib/intl-formatters';
import type { Locale } from '../../../lib/locale';
import { useFormatLocaleOf } from '../../../lib/use-format-locale';
import styles from './payment-methods.module.css';
import { isLocalMethod, useChosenPaymentMethod } from './use-chosen-payment-method';
import { usePaymentTranslation } from './use-payment-translation';

/** Basis points as a percentage with two decimals, written as in the reader's country (199 → "1,99 %"). */
function formatRate(bp: number, format: FormatLocale): string {
  return numberFormat(getMoneyNumberLocale(format), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}

/** "6 meses sin intereses de US$ 166,67" or "12 cuotas de US$ 94,51 (1,99 % mensual; total …; CFT …)". */
export function describePlan(
  plan: InstalmentPlanView,
  locale: FormatLocale,
  t: ReturnType<typeof usePaymentTranslation>['t'],
): string {
  const base = t(`methods.plan.${plan.style}.${plan.interestFree ? 'free' : 'interest'}`, {
    count: plan.count,
    instalment: formatMoneyAmount(plan.instalment, locale),
  });
  const parts = [
    plan.interestFree ? null : t('methods.plan.rate', { rate: formatRate(plan.monthlyRateBp, locale) }),
    t('methods.plan.total', { total: formatMoneyAmount(plan.total, locale) }),
    plan.legalCost ? `${plan.legalCost.kind} ${formatRate(plan.legalCost.annualBp, locale)}` : null,
  ].filter(Boolean);
  return `${base} (${parts.join('; ')})`;
}

function MethodOption({
  offer,
  formId,
  locale,
  checked,
}: {
  offer: PaymentMethodOffer;
  formId: string;
  locale: FormatLocale;
  checked: boolean;
}) {
  const { t } = usePaymentTranslation();
  const id = `payment-method-${offer.id}`;
  return (
    <div className={styles.method}>
      <input
        type="radio"
        id={id}
        name="paymentMethod"
        value={offer.id}
        form={formId}
        defaultChecked={checked}
        aria-describedby={`${id}-charge`}
      />
      <label htmlFor={id}>{t(`methods.name.${offer.id}`)}</label>
      <p id={`${id}-charge`} className="booking-note">
        {t('methods.charged', {
          amount: formatMoneyAmount(offer.charge, locale),
          currency: offer.charge.currency,
        })}
        {offer.id !== 'card' &&
          offer.holdMinutes !== null &&
          ` ${t(`methods.how.${offer.id}`, { hours: offer.holdMinutes / 60, minutes: offer.holdMinutes })}`}
        {offer.rateDate &&
          ` ${t('methods.rate', { date: formatIsoDate(offer.rateDate, locale, { weekday: false }) })}`}
      </p>
    </div>
  );
}

/**
 * The payment section's choice of method (issue 17): the methods the API offers for the session,
 * each with what it charges and in which currency, and the card's instalment plans with the amount
 * per instalment, the total and, where the law asks, the CFT or CET. Plain form fields of the booking
 * form (`form=`): Pagar posts them with or without script.
 */
export function PaymentMethodPicker({
  offers,
  formId,
  locale: language,
}: {
  offers: PaymentMethodsResponse['data'] | null;
  formId: string;
  locale: Locale;
}) {
  const { t } = usePaymentTranslation();
  const locale = useFormatLocaleOf(language);
  // Plans are the card's: hidden with a local method (by CSS before the script), then also disabled.
  const local = isLocalMethod(useChosenPaymentMethod());
  if (!offers || offers.methods.length === 0) return null;
  const card = offers.methods.find((m) => m.id === 'card');
  const plans = card?.instalmentPlans ?? [];
  const style = plans[0]?.style ?? 'cuotas';
  return (
    <div className="payment-methods">
      {offers.methods.length > 1 ? (
        <fieldset className={styles.list}>
          <legend>{t('methods.legend')}</legend>
          {offers.methods.map((offer, index) => (
            <MethodOption
              key={offer.id}
              offer={offer}
              formId={formId}
              locale={locale}
              checked={index === 0}
            />
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="paymentMethod" value="card" form={formId} />
      )}
      {card && plans.length > 0 ? (
        <div className={`field ${styles.plans} ${styles.cardOnly}`} hidden={local}>
          <label htmlFor="payment-instalments">{t(`methods.plans.${style}`)}</label>
          <select
            id="payment-instalments"
            name="instalments"
            form={formId}
            defaultValue="1"
            disabled={local}
            aria-describedby="payment-instalments-note"
          >
            <option value="1">
              {t('methods.plan.single', { total: formatMoneyAmount(card.charge, locale) })}
            </option>
            {plans.map((plan) => (
              <option key={plan.count} value={plan.count}>
                {describePlan(plan, locale, t)}
              </option>
            ))}
          </select>
          <p id="payment-instalments-note" className="booking-note">
            {t('methods.plans.note')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
