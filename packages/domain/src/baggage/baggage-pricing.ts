import { halfUp, transformScale } from 'dinero.js';
import { getCurrencyPrecision } from '../money/currency-table.ts';
import type { MoneyAmount } from '../money/money.schemas.ts';
import {
  addMoney,
  fromMoneyAmount,
  minorFromDecimal,
  moneyFromDecimal,
  moneyFromMinor,
  multiplyMoney,
  normalizeMoney,
  toDecimalString,
  toMoneyAmount,
} from '../money/money.ts';
import type { FlightOffer } from '../offers/flight-offer.schemas.ts';
import type { BaggagePayload, BagOption, JourneyType, OfferIncluded } from './baggage.schemas.ts';

/** Spec §9 margin added to the supplier's price of one bag, in minor units. */
export const BAG_MARGIN_MINOR_UNITS = 500;

/** Spec §4: additional bags can be bought only when the offer's included data carries bag options. */
export function isAdditionalBaggageAllowed(included: OfferIncluded | undefined): boolean {
  return Object.keys(included?.bags ?? {}).length > 0;
}

/** Quantities on sale, e.g. [1, 2]. */
export function getAllowedBagQuantities(included: OfferIncluded | undefined): number[] {
  return [...new Set(Object.values(included?.bags ?? {}).map((b) => b.quantity))].sort((a, b) => a - b);
}

/** The option priced for one bag (the smallest quantity on sale), or undefined. */
export function findSingleBagOption(included: OfferIncluded | undefined): BagOption | undefined {
  return Object.values(included?.bags ?? {}).reduce<BagOption | undefined>(
    (best, bag) => (best === undefined || bag.quantity < best.quantity ? bag : best),
    undefined,
  );
}

/**
 * Spec §9, read as: the supplier's per-bag price (a decimal string) becomes minor units (×100 for
 * a two-decimal currency), 500 minor units of margin are added, the sum is rounded half up to whole
 * currency units and turned back into minor units (×100). E.g. 35.50 USD → 3550 + 500 = 4050 →
 * 40.50 → 41 → 4100. The currency precision comes from the table, so ×100 is ×10^precision.
 */
export function computeSingleBagPrice(perBagPrice: { amount: string; currencyCode: string }): MoneyAmount {
  const supplier = moneyFromDecimal(perBagPrice.amount, perBagPrice.currencyCode);
  const withMargin = addMoney(supplier, moneyFromMinor(BAG_MARGIN_MINOR_UNITS, perBagPrice.currencyCode));
  const wholeUnits = transformScale(withMargin, 0, halfUp);
  return toMoneyAmount(
    normalizeMoney(transformScale(wholeUnits, getCurrencyPrecision(perBagPrice.currencyCode))),
  );
}

/**
 * One bag as the card pays it and as the page shows it. Cards are charged in US dollars, so the
 * spec §9 margin goes on the bag's USD price; the shown price is that charge at the supplier's own
 * rate for the bag (its price in the shown currency over its USD price), rounded half up to whole
 * units like every bag price. Adding 500 minor units of the shown currency instead would show
 * 5 pesos of margin on a bag the card pays 5 dollars more for.
 */
export function computeBagPrices(
  shown: { amount: string; currencyCode: string },
  usd: MoneyAmount,
): { display: MoneyAmount; usd: MoneyAmount } {
  const charged = computeSingleBagPrice({
    amount: toDecimalString(fromMoneyAmount(usd)),
    currencyCode: 'USD',
  });
  if (shown.currencyCode === 'USD') return { display: charged, usd: charged };
  const shownMinor = BigInt(minorFromDecimal(shown.amount, shown.currencyCode));
  if (usd.amount <= 0 || shownMinor <= 0n) return { display: computeSingleBagPrice(shown), usd: charged };
  const precision = getCurrencyPrecision(shown.currencyCode);
  // charged × shown / usd, in whole units of the shown currency, rounded half up.
  const numerator = BigInt(charged.amount) * shownMinor;
  const denominator = BigInt(usd.amount) * 10n ** BigInt(precision);
  const wholeUnits = (2n * numerator + denominator) / (2n * denominator);
  return {
    display: { amount: Number(wholeUnits * 10n ** BigInt(precision)), currency: shown.currencyCode },
    usd: charged,
  };
}

export type DirectionSegmentIds = { onward: string[]; return: string[] };

/** Segment ids of the first itinerary (onward) and of the second one (return, if any). */
export function getDirectionSegmentIds(offer: FlightOffer): DirectionSegmentIds {
  const ids = (i: number) => offer.itineraries[i]?.segments.map((s) => s.id) ?? [];
  return { onward: ids(0), return: ids(1) };
}

/**
 * Chargeable checked bags already on the offer for one direction, summed over travellers. Within
 * one traveller a bag bought for a direction is repeated on each segment of it, so that traveller's
 * segments of the direction count once (their largest quantity) rather than once per connection.
 */
export function countChargeableBags(offer: FlightOffer, segmentIds: readonly string[]): number {
  const wanted = new Set(segmentIds);
  let total = 0;
  for (const pricing of offer.travelerPricings) {
    let forTraveller = 0;
    for (const fare of pricing.fareDetailsBySegment) {
      if (!wanted.has(fare.segmentId)) continue;
      forTraveller = Math.max(forTraveller, fare.additionalServices?.chargeableCheckedBags?.quantity ?? 0);
    }
    total += forTraveller;
  }
  return total;
}

export function countChargeableBagsByDirection(offer: FlightOffer): Record<JourneyType, number> {
  const ids = getDirectionSegmentIds(offer);
  return { onward: countChargeableBags(offer, ids.onward), return: countChargeableBags(offer, ids.return) };
}

export type BaggageState = {
  /** Single-bag price with margin; null when bags cannot be added. */
  singleBagPrice: MoneyAmount | null;
  maxQuantity: number;
  hasReturn: boolean;
  quantity: Record<JourneyType, number>;
};

/** Bags start at zero; the most per direction is the largest quantity on sale per traveller. */
export function createBaggageState(
  offer: FlightOffer,
  included: OfferIncluded | undefined,
  travellerCount: number,
): BaggageState {
  const single = findSingleBagOption(included);
  const allowed = getAllowedBagQuantities(included);
  return {
    singleBagPrice: single ? computeSingleBagPrice(single.price) : null,
    maxQuantity: single ? Math.max(...allowed) * travellerCount : 0,
    hasReturn: offer.itineraries.length > 1,
    quantity: { onward: 0, return: 0 },
  };
}

/** Raises or lowers one direction; a change out of 0..maxQuantity (or to a missing return) is ignored. */
export function changeBagQuantity(state: BaggageState, direction: JourneyType, delta: number): BaggageState {
  const next = state.quantity[direction] + delta;
  if (next < 0 || next > state.maxQuantity || (direction === 'return' && !state.hasReturn)) return state;
  return { ...state, quantity: { ...state.quantity, [direction]: next } };
}

export function resetBaggage(state: BaggageState): BaggageState {
  return { ...state, quantity: { onward: 0, return: 0 } };
}

/** Spec §4: each direction's total is the single-bag price times its quantity. */
export function getBaggageTotals(state: BaggageState, currency: string): Record<JourneyType, MoneyAmount> {
  const price = state.singleBagPrice ? fromMoneyAmount(state.singleBagPrice) : moneyFromMinor(0, currency);
  return {
    onward: toMoneyAmount(multiplyMoney(price, state.quantity.onward)),
    return: toMoneyAmount(multiplyMoney(price, state.quantity.return)),
  };
}

export function buildBaggagePayload(
  offer: FlightOffer,
  state: BaggageState,
  additionalServicesId: string,
): BaggagePayload {
  if (!state.singleBagPrice) throw new Error('This offer does not sell additional bags');
  const price = state.singleBagPrice;
  const totals = getBaggageTotals(state, price.currency);
  const ids = getDirectionSegmentIds(offer);
  return {
    additionalServices: {
      baggage: {
        onwardBaggage: {
          journeyType: 'onward',
          quantity: state.quantity.onward,
          price,
          totalAmount: totals.onward,
          segmentIds: ids.onward,
        },
        returnBaggage: state.hasReturn
          ? {
              journeyType: 'return',
              quantity: state.quantity.return,
              price,
              totalAmount: totals.return,
              segmentIds: ids.return,
            }
          : null,
      },
    },
    additionalServicesId,
  };
}
