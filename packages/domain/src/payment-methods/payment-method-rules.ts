import { convertMoney, type ExchangeRateTable } from '../money/exchange-rates.ts';
import { compareMoney, getMoneyCurrency, type Money, moneyFromMinor } from '../money/money.ts';

/**
 * Which way of paying is offered where, in which currency it charges and how long it waits (issue 17,
 * decision 017). Cards charge US dollars; a local method charges its own currency.
 */
export const PAYMENT_METHOD_IDS = ['card', 'pix', 'boleto', 'oxxo', 'pse'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** How a method is paid: on the gateway's card page, by an instant transfer (QR), cash voucher or bank redirect. */
export type PaymentMethodKind = 'card' | 'instant' | 'voucher' | 'bank-redirect';

export interface PaymentMethodRule {
  id: PaymentMethodId;
  kind: PaymentMethodKind;
  /** The currency the traveller is charged in. */
  currency: string;
  /** Where the method is offered (ISO 3166 alpha-2); null: everywhere. */
  countries: readonly string[] | null;
  /** How long the booking is held for the payment to arrive; null: decided on the spot (cards). */
  windowMs: number | null;
  /** The largest amount the method takes, in its currency's minor units (OXXO's store limit). */
  maxMinor?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PAYMENT_METHOD_RULES: Readonly<Record<PaymentMethodId, PaymentMethodRule>> = {
  card: { id: 'card', kind: 'card', currency: 'USD', countries: null, windowMs: null },
  // Pix charges are short-lived: the QR is valid 30 minutes.
  pix: { id: 'pix', kind: 'instant', currency: 'BRL', countries: ['BR'], windowMs: 30 * MINUTE },
  // A boleto is paid at a bank or lottery outlet within three days.
  boleto: { id: 'boleto', kind: 'voucher', currency: 'BRL', countries: ['BR'], windowMs: 72 * HOUR },
  // OXXO takes cash up to 10,000 MXN per voucher, within 48 hours.
  oxxo: {
    id: 'oxxo',
    kind: 'voucher',
    currency: 'MXN',
    countries: ['MX'],
    windowMs: 48 * HOUR,
    maxMinor: 10_000_00,
  },
  // PSE answers while the traveller waits; a bank that leaves it pending has 30 minutes.
  pse: { id: 'pse', kind: 'bank-redirect', currency: 'COP', countries: ['CO'], windowMs: 30 * MINUTE },
};

/**
 * The methods for a visitor: the card always, and each local method of the visitor's country or of
 * the cart's currency (a Brazilian abroad pricing in BRL still gets Pix), in a fixed order.
 */
export function listPaymentMethods(input: { country: string | null; currency: string }): PaymentMethodId[] {
  const country = input.country?.toUpperCase() ?? null;
  return PAYMENT_METHOD_IDS.filter((id) => {
    const rule = PAYMENT_METHOD_RULES[id];
    if (rule.countries === null) return true;
    return (country !== null && rule.countries.includes(country)) || rule.currency === input.currency;
  });
}

/** Whether a method can take this charge (in its own currency): OXXO refuses vouchers over its limit. */
export function isWithinMethodLimit(method: PaymentMethodId, charge: Money): boolean {
  const rule = PAYMENT_METHOD_RULES[method];
  if (getMoneyCurrency(charge) !== rule.currency) return false;
  if (rule.maxMinor === undefined) return true;
  return compareMoney(charge, moneyFromMinor(rule.maxMinor, rule.currency)) <= 0;
}

/** When an unpaid booking stops being held; null for a card (the gateway decides at once). */
export function computePaymentDeadline(method: PaymentMethodId, startedAt: Date): Date | null {
  const { windowMs } = PAYMENT_METHOD_RULES[method];
  return windowMs === null ? null : new Date(startedAt.getTime() + windowMs);
}

/** An awaited payment is overdue at its deadline, not a millisecond later. */
export function isPaymentOverdue(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() >= deadline.getTime();
}

/**
 * What a method charges for a booking: the USD total for a card; for a local method, the total the
 * visitor was shown when it is already in that currency (same rate, same amount), otherwise the USD
 * total converted at the dated rate table.
 */
export function computeMethodCharge(
  method: PaymentMethodId,
  totals: { usd: Money; display: Money },
  table: ExchangeRateTable,
): Money {
  const { currency } = PAYMENT_METHOD_RULES[method];
  if (currency === 'USD') return totals.usd;
  if (getMoneyCurrency(totals.display) === currency) return totals.display;
  return convertMoney(totals.usd, currency, table);
}
