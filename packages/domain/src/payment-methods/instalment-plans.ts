import type { CardBrand } from '../cards/card-brands.ts';
import { allocateMoney, getMoneyCurrency, type Money, moneyFromMinor, toMinorUnits } from '../money/money.ts';

/**
 * Card instalments as each country sells them (issue 17, decision 017): "meses sin intereses" in
 * Mexico, "cuotas" in Argentina, Colombia, Chile and Peru, "parcelas" in Brazil. A plan is either
 * interest-free (the total is the price) or carries a stated monthly rate (French amortisation: equal
 * instalments). Argentina's CFT and Brazil's CET, the total financial cost the law asks to show,
 * are given as effective annual rates. The card is still charged in US dollars: the issuer splits it.
 */
export type InstalmentStyle = 'msi' | 'cuotas' | 'parcelas';

interface PlanOffer {
  counts: readonly number[];
  /** Monthly rate in basis points (199 = 1.99 % a month); 0 is interest-free. */
  monthlyRateBp: number;
  brands: readonly CardBrand[];
}

interface CountryPlans {
  style: InstalmentStyle;
  /** The total financial cost the law asks to show, if any. */
  legalCost: 'CFT' | 'CET' | null;
  /** VAT on interest that the cost must include (Argentina: 21 % IVA on interest). */
  vatOnInterestBp: number;
  offers: readonly PlanOffer[];
}

const MAJOR: readonly CardBrand[] = ['visa', 'mastercard', 'amex'];

/** The sandbox's plan table; a real PSP answers its own, by issuer. */
export const INSTALMENT_PLANS: Readonly<Record<string, CountryPlans>> = {
  MX: {
    style: 'msi',
    legalCost: null,
    vatOnInterestBp: 0,
    offers: [
      { counts: [3, 6, 9, 12], monthlyRateBp: 0, brands: MAJOR },
      { counts: [18], monthlyRateBp: 190, brands: ['visa', 'mastercard'] },
    ],
  },
  AR: {
    style: 'cuotas',
    legalCost: 'CFT',
    vatOnInterestBp: 2100,
    offers: [
      { counts: [3, 6], monthlyRateBp: 0, brands: ['visa', 'mastercard', 'naranja'] },
      { counts: [3], monthlyRateBp: 0, brands: ['amex'] },
      { counts: [12], monthlyRateBp: 550, brands: ['visa', 'mastercard', 'amex', 'naranja'] },
    ],
  },
  BR: {
    style: 'parcelas',
    legalCost: 'CET',
    vatOnInterestBp: 0,
    offers: [
      {
        counts: [2, 3, 4, 5, 6],
        monthlyRateBp: 0,
        brands: ['visa', 'mastercard', 'elo', 'amex', 'hipercard'],
      },
      { counts: [10, 12], monthlyRateBp: 199, brands: ['visa', 'mastercard', 'elo', 'hipercard'] },
    ],
  },
  CO: {
    style: 'cuotas',
    legalCost: null,
    vatOnInterestBp: 0,
    offers: [{ counts: [3, 6, 12, 24], monthlyRateBp: 189, brands: [...MAJOR, 'dinersclub'] }],
  },
  CL: {
    style: 'cuotas',
    legalCost: null,
    vatOnInterestBp: 0,
    offers: [
      { counts: [3], monthlyRateBp: 0, brands: MAJOR },
      { counts: [6, 12], monthlyRateBp: 160, brands: MAJOR },
    ],
  },
  PE: {
    style: 'cuotas',
    legalCost: null,
    vatOnInterestBp: 0,
    offers: [
      { counts: [3], monthlyRateBp: 0, brands: [...MAJOR, 'dinersclub'] },
      { counts: [6, 12], monthlyRateBp: 250, brands: [...MAJOR, 'dinersclub'] },
    ],
  },
};

export interface InstalmentPlan {
  count: number;
  style: InstalmentStyle;
  interestFree: boolean;
  /** Monthly rate in basis points (0 when interest-free). */
  monthlyRateBp: number;
  /** Every instalment; interest-free plans put the odd cents in the first ones. */
  instalments: Money[];
  /** The largest instalment (what "6 × …" shows). */
  instalment: Money;
  total: Money;
  /** Argentina's CFT or Brazil's CET as an effective annual rate in basis points; null where not required. */
  legalCost: { kind: 'CFT' | 'CET'; annualBp: number } | null;
}

/** Effective annual rate of a monthly rate, in basis points, rounded half-up. */
export function annualiseMonthlyRate(monthlyBp: number): number {
  return Math.round(((1 + monthlyBp / 10_000) ** 12 - 1) * 10_000);
}

/** One instalment of French amortisation, in minor units, rounded up so the lender is never short. */
function amortisedInstalment(principalMinor: number, monthlyBp: number, count: number): number {
  const rate = monthlyBp / 10_000;
  return Math.ceil((principalMinor * rate) / (1 - (1 + rate) ** -count));
}

function buildPlan(price: Money, country: CountryPlans, offer: PlanOffer, count: number): InstalmentPlan {
  const currency = getMoneyCurrency(price);
  let instalments: Money[];
  if (offer.monthlyRateBp === 0) {
    instalments = allocateMoney(
      price,
      Array.from({ length: count }, () => 1),
    );
  } else {
    const each = amortisedInstalment(toMinorUnits(price), offer.monthlyRateBp, count);
    instalments = Array.from({ length: count }, () => moneyFromMinor(each, currency));
  }
  const totalMinor = instalments.reduce((sum, part) => sum + toMinorUnits(part), 0);
  // The cost includes VAT on the interest where the law says so (Argentina's IVA in the CFT).
  const costMonthlyBp = offer.monthlyRateBp * (1 + country.vatOnInterestBp / 10_000);
  return {
    count,
    style: country.style,
    interestFree: offer.monthlyRateBp === 0,
    monthlyRateBp: offer.monthlyRateBp,
    instalments,
    instalment: instalments.reduce((a, b) => (toMinorUnits(b) > toMinorUnits(a) ? b : a)),
    total: moneyFromMinor(totalMinor, currency),
    legalCost: country.legalCost
      ? { kind: country.legalCost, annualBp: annualiseMonthlyRate(costMonthlyBp) }
      : null,
  };
}

/** The plans a card of this brand, issued in this country, is offered for a price, fewest instalments first. */
export function listInstalmentPlans(input: {
  country: string | null;
  brand: string | null;
  price: Money;
}): InstalmentPlan[] {
  const country = input.country ? INSTALMENT_PLANS[input.country.toUpperCase()] : undefined;
  if (!country || !input.brand || toMinorUnits(input.price) <= 0) return [];
  const brand = input.brand;
  const plans = new Map<number, InstalmentPlan>();
  for (const offer of country.offers) {
    if (!offer.brands.includes(brand as CardBrand)) continue;
    for (const count of offer.counts) {
      // An interest-free offer of the same count wins over one with interest.
      const existing = plans.get(count);
      if (existing?.interestFree) continue;
      plans.set(count, buildPlan(input.price, country, offer, count));
    }
  }
  return [...plans.values()].sort((a, b) => a.count - b.count);
}

/** The plan of `count` instalments, or undefined when it is not offered for this card and country. */
export function findInstalmentPlan(
  input: { country: string | null; brand: string | null; price: Money },
  count: number,
): InstalmentPlan | undefined {
  return listInstalmentPlans(input).find((plan) => plan.count === count);
}

/** The brands that have any plan in a country (the picker shows them before the card is typed). */
export function listInstalmentBrands(country: string | null): CardBrand[] {
  const plans = country ? INSTALMENT_PLANS[country.toUpperCase()] : undefined;
  return plans ? [...new Set(plans.offers.flatMap((offer) => offer.brands))] : [];
}

/**
 * The plans every brand with plans in the country gets alike (same count, same rate): what can be
 * offered before the card is known (the card is typed on the gateway's page without script).
 */
export function listCommonInstalmentPlans(input: { country: string | null; price: Money }): InstalmentPlan[] {
  const brands = listInstalmentBrands(input.country);
  const [first, ...others] = brands.map((brand) => listInstalmentPlans({ ...input, brand }));
  if (!first) return [];
  return first.filter((plan) =>
    others.every((plans) =>
      plans.some((other) => other.count === plan.count && other.monthlyRateBp === plan.monthlyRateBp),
    ),
  );
}
