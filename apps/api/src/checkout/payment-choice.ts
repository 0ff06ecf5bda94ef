import type { SessionTotals } from '@travel/contract/booking-session';
import type { InstalmentPlanView, PaymentMethodOffer } from '@travel/contract/payment';
import { type ExchangeRateTable, moneyFromMinor, toMoneyAmount } from '@travel/domain/money';
import {
  computeMethodCharge,
  computePaymentDeadline,
  type InstalmentPlan,
  isWithinMethodLimit,
  listCommonInstalmentPlans,
  listInstalmentPlans,
  listPaymentMethods,
  PAYMENT_METHOD_RULES,
  type PaymentMethodId,
} from '@travel/domain/payment-methods';
import { AppError } from '../errors.ts';

/**
 * How a session may be paid and what each way charges (decision 017): the domain's rules applied
 * to the session's own totals, its billing country (else the visitor's) and today's rate table.
 * Nothing here comes from the browser except which method and plan were picked.
 */
export interface PaymentContext {
  totals: SessionTotals;
  /** The billing country first (the card's and the payer's), then the visitor's geolocated one. */
  countries: readonly string[];
  /** The session card's brand, when it was tokenized in the page. */
  cardBrand: string | null;
  /** Today's rate table (GET /currency/exchange-rates' source); undefined when none is stored. */
  rates: ExchangeRateTable | undefined;
}

export interface PaymentChoice {
  method: PaymentMethodId;
  charge: { amount: number; currency: string };
  /** The card plan; null for one payment or a local method. */
  plan: InstalmentPlanView | null;
  rateDate: string | null;
  /** A local method's deadline; null for a card. */
  expiresAt: Date | null;
}

const toView = (plan: InstalmentPlan): InstalmentPlanView => ({
  count: plan.count,
  style: plan.style,
  interestFree: plan.interestFree,
  monthlyRateBp: plan.monthlyRateBp,
  instalment: toMoneyAmount(plan.instalment),
  total: toMoneyAmount(plan.total),
  legalCost: plan.legalCost,
});

function plansFor(context: PaymentContext): InstalmentPlan[] {
  const country = context.countries[0] ?? null;
  const price = moneyFromMinor(context.totals.usd.total.amount, context.totals.usd.total.currency);
  return context.cardBrand
    ? listInstalmentPlans({ country, brand: context.cardBrand, price })
    : listCommonInstalmentPlans({ country, price });
}

/** Every method the session can be paid with, with what it charges; a local one only with a rate table. */
export function listPaymentOffers(context: PaymentContext): PaymentMethodOffer[] {
  const currency = context.totals.display.total.currency;
  const ids = new Set(context.countries.flatMap((country) => listPaymentMethods({ country, currency })));
  if (context.countries.length === 0)
    for (const id of listPaymentMethods({ country: null, currency })) ids.add(id);
  const usd = moneyFromMinor(context.totals.usd.total.amount, context.totals.usd.total.currency);
  const display = moneyFromMinor(context.totals.display.total.amount, currency);
  const offers: PaymentMethodOffer[] = [];
  for (const id of ids) {
    const rule = PAYMENT_METHOD_RULES[id];
    if (id !== 'card' && !context.rates) continue;
    const charge =
      id === 'card' || !context.rates ? usd : computeMethodCharge(id, { usd, display }, context.rates);
    if (id !== 'card' && !isWithinMethodLimit(id, charge)) continue;
    offers.push({
      id,
      kind: rule.kind,
      charge: toMoneyAmount(charge),
      holdMinutes: rule.windowMs === null ? null : rule.windowMs / 60_000,
      rateDate: id === 'card' ? null : (context.rates?.date ?? null),
      instalmentPlans: id === 'card' ? plansFor(context).map(toView) : [],
    });
  }
  return offers;
}

/** The visitor's pick, checked against what is offered: PAYMENT_METHOD_UNAVAILABLE or INSTALMENT_PLAN_UNAVAILABLE. */
export function choosePayment(
  context: PaymentContext,
  pick: { method?: PaymentMethodId | undefined; instalments?: number | undefined },
  now: Date,
): PaymentChoice {
  const method = pick.method ?? 'card';
  const offer = listPaymentOffers(context).find((o) => o.id === method);
  if (!offer) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  let plan: InstalmentPlanView | null = null;
  if (method === 'card' && pick.instalments !== undefined && pick.instalments > 1) {
    plan = offer.instalmentPlans.find((p) => p.count === pick.instalments) ?? null;
    if (!plan) throw new AppError('INSTALMENT_PLAN_UNAVAILABLE');
  } else if (method !== 'card' && pick.instalments !== undefined && pick.instalments > 1) {
    throw new AppError('INSTALMENT_PLAN_UNAVAILABLE');
  }
  return {
    method,
    // The gateway takes the price in USD; a plan's interest (if any) is the issuer's, paid in its
    // instalments, and recorded with the plan so the traveller sees the total they will pay.
    charge: offer.charge,
    plan,
    rateDate: offer.rateDate,
    expiresAt: computePaymentDeadline(method, now),
  };
}
