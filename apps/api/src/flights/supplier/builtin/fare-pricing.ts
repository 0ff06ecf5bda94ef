import type { CabinClass } from '../flight-supplier.port.ts';

/**
 * Fares in USD integer cents. Multipliers are integer basis points (10 000 = ×1) applied with
 * integer arithmetic and half-even rounding; no money is ever a float.
 */

export interface FareFamily {
  brand: string;
  /** Price relative to the cabin's base fare, basis points. */
  factorBp: number;
  includedBags: number;
  refundable: boolean;
  noPenalty: boolean;
  noRestriction: boolean;
  bookingClass: string;
}

export const FARE_FAMILIES: Readonly<Record<CabinClass, readonly FareFamily[]>> = {
  ECONOMY: [
    {
      brand: 'LIGHT',
      factorBp: 10_000,
      includedBags: 0,
      refundable: false,
      noPenalty: false,
      noRestriction: false,
      bookingClass: 'Q',
    },
    {
      brand: 'CLASSIC',
      factorBp: 11_800,
      includedBags: 1,
      refundable: false,
      noPenalty: false,
      noRestriction: false,
      bookingClass: 'M',
    },
    {
      brand: 'FLEX',
      factorBp: 15_500,
      includedBags: 1,
      refundable: true,
      noPenalty: true,
      noRestriction: true,
      bookingClass: 'Y',
    },
  ],
  PREMIUM_ECONOMY: [
    {
      brand: 'PREMIUM',
      factorBp: 10_000,
      includedBags: 2,
      refundable: false,
      noPenalty: false,
      noRestriction: false,
      bookingClass: 'W',
    },
    {
      brand: 'PREMIUMFLEX',
      factorBp: 13_000,
      includedBags: 2,
      refundable: true,
      noPenalty: true,
      noRestriction: true,
      bookingClass: 'E',
    },
  ],
  BUSINESS: [
    {
      brand: 'BUSINESS',
      factorBp: 10_000,
      includedBags: 2,
      refundable: true,
      noPenalty: false,
      noRestriction: false,
      bookingClass: 'D',
    },
    {
      brand: 'BUSINESSFLEX',
      factorBp: 12_500,
      includedBags: 2,
      refundable: true,
      noPenalty: true,
      noRestriction: true,
      bookingClass: 'J',
    },
  ],
  FIRST: [
    {
      brand: 'FIRST',
      factorBp: 10_000,
      includedBags: 3,
      refundable: true,
      noPenalty: true,
      noRestriction: true,
      bookingClass: 'F',
    },
  ],
};

const CABIN_BP: Readonly<Record<CabinClass, number>> = {
  ECONOMY: 10_000,
  PREMIUM_ECONOMY: 17_000,
  BUSINESS: 38_000,
  FIRST: 60_000,
};

/** High season: December–January and July (southern winter holidays), Easter in March–April. */
const MONTH_BP = [12_000, 10_000, 10_500, 10_500, 9_000, 10_500, 12_500, 11_000, 9_000, 9_500, 9_500, 13_000];

/** Integer a × bp / 10 000 rounded half to even. */
export function applyBp(cents: number, bp: number): number {
  const product = cents * bp;
  const quotient = Math.floor(product / 10_000);
  const remainder = product - quotient * 10_000;
  if (remainder > 5_000 || (remainder === 5_000 && quotient % 2 === 1)) return quotient + 1;
  return quotient;
}

/** Rounds cents to whole currency units, half to even (fares are filed in whole dollars). */
export function roundToDollars(cents: number): number {
  return applyBp(cents, 100) * 100;
}

/** Distance-tapered economy base fare of an origin–destination, cents. */
export function distanceFareCents(km: number): number {
  const whole = Math.round(km);
  const first = Math.min(whole, 1000);
  const second = Math.min(Math.max(whole - 1000, 0), 4000);
  const rest = Math.max(whole - 5000, 0);
  return 4_000 + first * 12 + second * 7 + rest * 5;
}

/** Later booking costs more; very early booking slightly more than the sweet spot. */
export function advanceBp(daysToDeparture: number): number {
  if (daysToDeparture < 3) return 17_000;
  if (daysToDeparture < 7) return 14_000;
  if (daysToDeparture < 14) return 12_000;
  if (daysToDeparture < 21) return 10_500;
  if (daysToDeparture < 60) return 10_000;
  if (daysToDeparture < 180) return 9_300;
  return 9_800;
}

export function seasonBp(departureDate: string): number {
  const date = new Date(`${departureDate}T00:00:00Z`);
  const weekday = date.getUTCDay();
  const peakDay = weekday === 5 || weekday === 0 ? 10_800 : 10_000;
  return applyBp(MONTH_BP[date.getUTCMonth()] ?? 10_000, peakDay);
}

const STOPS_BP = [11_500, 10_000, 9_000];

export interface LegFareInput {
  distanceKm: number;
  cabin: CabinClass;
  departureDate: string;
  daysToDeparture: number;
  stops: number;
  /** Carrier and day-of-search variation, basis points. */
  carrierBp: number;
  demandBp: number;
}

/** Adult base fare of one leg in the cabin's cheapest family, cents. */
export function legBaseFareCents(input: LegFareInput): number {
  let cents = distanceFareCents(input.distanceKm);
  for (const bp of [
    CABIN_BP[input.cabin],
    seasonBp(input.departureDate),
    advanceBp(input.daysToDeparture),
    STOPS_BP[input.stops] ?? 9_000,
    input.carrierBp,
    input.demandBp,
  ]) {
    cents = applyBp(cents, bp);
  }
  return cents;
}

/** Airport departure charges by country, cents per passenger; others pay the default. */
const DEPARTURE_TAX_CENTS: Readonly<Record<string, number>> = {
  US: 2_290,
  MX: 5_800,
  CO: 4_300,
  PE: 3_100,
  CL: 3_000,
  AR: 5_500,
  BR: 2_800,
  EC: 4_700,
  PA: 4_000,
  ES: 2_300,
  GB: 11_000,
  FR: 2_700,
  DE: 3_400,
};
const DEFAULT_DEPARTURE_TAX_CENTS = 2_500;

export function departureTaxCents(countryCode: string): number {
  return DEPARTURE_TAX_CENTS[countryCode] ?? DEFAULT_DEPARTURE_TAX_CENTS;
}

/** Carrier-imposed fuel surcharge (YQ) of a flight, cents: none under 1 500 km. */
export function fuelSurchargeCents(km: number): number {
  return km < 1500 ? 0 : Math.round(km) * 2;
}

/** Price of the n-th extra checked bag on one itinerary for one traveller, cents. */
export function checkedBagCents(itineraryKm: number, nth: 1 | 2): number {
  if (itineraryKm <= 1500) return nth === 1 ? 3_000 : 4_500;
  if (itineraryKm <= 5000) return nth === 1 ? 4_500 : 7_000;
  return nth === 1 ? 7_000 : 11_000;
}

/** Cents to an Amadeus decimal string: 93270 → "932.70". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
