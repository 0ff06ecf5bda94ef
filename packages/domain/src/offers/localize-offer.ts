import {
  convertDecimalAmount,
  convertDecimalToMinor,
  type ExchangeRateTable,
} from '../money/exchange-rates.ts';
import type { MoneyAmount } from '../money/money.schemas.ts';
import type { FlightOffer } from './flight-offer.schemas.ts';
import { getLocalHour } from './local-date-time.ts';
import type { OfferSummary } from './offer-summary.ts';
import {
  countStops,
  deriveViewPricedAt,
  getTimeOfDay,
  type ItineraryFactsMemo,
  type OfferView,
  parseIsoDurationMinutes,
  type TimeOfDay,
} from './offer-view.ts';

/**
 * Supplier offers are priced in USD. The site shows them in the visitor's currency and charges the USD
 * amount, so every price keeps its USD twin as integer minor units (`intTotal`, `intBase`).
 */
export interface LocalizedPriceFields {
  currency: string;
  total: string;
  base?: string;
  grandTotal?: string;
  intTotal: MoneyAmount;
  intBase?: MoneyAmount;
}

/** Derived itinerary fields the results filters read (spec §3). */
export interface ItineraryTags {
  durationMinutes: number;
  stops: number;
  departureTimeTag: TimeOfDay;
  arrivalTimeTag: TimeOfDay;
}

type Amount = { amount: string };

/** The supplier's decimal amount as integer minor units of its own currency: what is charged. */
export function chargedAmount(value: string, from: string, table: ExchangeRateTable): MoneyAmount {
  const normalized = convertDecimalAmount(value, from, from, table);
  return { amount: Number(normalized.replace('.', '')), currency: from };
}

function convertAmounts<T extends Amount>(
  items: readonly T[] | undefined,
  from: string,
  to: string,
  table: ExchangeRateTable,
): T[] | undefined {
  return items?.map((item) => ({ ...item, amount: convertDecimalAmount(item.amount, from, to, table) }));
}

/** The itinerary with its derived tags (a copy; the itinerary is left as it was). */
export function tagItinerary<I extends FlightOffer['itineraries'][number]>(itinerary: I): I & ItineraryTags {
  const first = itinerary.segments[0];
  const last = itinerary.segments[itinerary.segments.length - 1];
  if (!first || !last) throw new Error('An itinerary without segments cannot be tagged');
  return {
    ...itinerary,
    durationMinutes: itinerary.duration ? parseIsoDurationMinutes(itinerary.duration) : 0,
    stops: countStops(itinerary),
    departureTimeTag: getTimeOfDay(getLocalHour(first.departure.at)),
    arrivalTimeTag: getTimeOfDay(getLocalHour(last.arrival.at)),
  };
}

/**
 * Shows an offer priced in `offer.price.currency` (the supplier's, USD) in `currency`, keeping the
 * charged amounts as `intTotal`/`intBase`, and tags each itinerary with stops, duration and the
 * time-of-day tags of its departure and arrival.
 */
export function localizeOffer<O extends FlightOffer>(offer: O, currency: string, table: ExchangeRateTable) {
  const from = offer.price.currency;
  const price = offer.price as O['price'] & { fees?: Amount[]; additionalServices?: Amount[] };
  return {
    ...offer,
    itineraries: offer.itineraries.map(tagItinerary),
    price: {
      ...price,
      currency,
      total: convertDecimalAmount(price.total, from, currency, table),
      ...(price.base === undefined ? {} : { base: convertDecimalAmount(price.base, from, currency, table) }),
      ...(price.grandTotal === undefined
        ? {}
        : { grandTotal: convertDecimalAmount(price.grandTotal, from, currency, table) }),
      ...(price.fees === undefined ? {} : { fees: convertAmounts(price.fees, from, currency, table) }),
      ...(price.additionalServices === undefined
        ? {}
        : { additionalServices: convertAmounts(price.additionalServices, from, currency, table) }),
      intTotal: chargedAmount(price.total, from, table),
      ...(price.base === undefined ? {} : { intBase: chargedAmount(price.base, from, table) }),
    },
    travelerPricings: offer.travelerPricings.map((pricing) => {
      if (!pricing.price) return pricing;
      const travellerPrice = pricing.price as typeof pricing.price & { taxes?: Amount[] };
      const travellerFrom = travellerPrice.currency;
      return {
        ...pricing,
        price: {
          ...travellerPrice,
          currency,
          total: convertDecimalAmount(travellerPrice.total, travellerFrom, currency, table),
          ...(travellerPrice.base === undefined
            ? {}
            : { base: convertDecimalAmount(travellerPrice.base, travellerFrom, currency, table) }),
          ...(travellerPrice.taxes === undefined
            ? {}
            : { taxes: convertAmounts(travellerPrice.taxes, travellerFrom, currency, table) }),
          intTotal: chargedAmount(travellerPrice.total, travellerFrom, table),
          ...(travellerPrice.base === undefined
            ? {}
            : { intBase: chargedAmount(travellerPrice.base, travellerFrom, table) }),
        },
      };
    }),
  };
}
export type LocalizedOffer<O extends FlightOffer = FlightOffer> = ReturnType<typeof localizeOffer<O>>;

/** A bag option's price in `currency`, with the USD amount kept as `intPrice`. */
export function localizeBagPrice<B extends { price: { amount: string; currencyCode: string } }>(
  bag: B,
  currency: string,
  table: ExchangeRateTable,
) {
  return {
    ...bag,
    price: {
      amount: convertDecimalAmount(bag.price.amount, bag.price.currencyCode, currency, table),
      currencyCode: currency,
    },
    intPrice: chargedAmount(bag.price.amount, bag.price.currencyCode, table),
  };
}

/**
 * The view of an offer's summary with its price in `currency`, as `deriveOfferView(localizeOffer(…))`
 * gives it, without localizing the offer: a results page filters and sorts every offer of a search
 * by price but shows only a dozen. The view keeps the summary in the supplier's currency.
 */
export function deriveLocalizedView(
  summary: OfferSummary,
  index: number,
  currency: string,
  table: ExchangeRateTable,
  memo?: ItineraryFactsMemo,
): OfferView {
  const { total, currency: from } = summary.price;
  return deriveViewPricedAt(
    summary,
    index,
    convertDecimalToMinor(total, from, currency, table),
    currency,
    memo,
  );
}

/** `deriveLocalizedView` of each summary of a search, their shared itineraries read once. */
export function deriveLocalizedViews(
  summaries: readonly OfferSummary[],
  currency: string,
  table: ExchangeRateTable,
): OfferView[] {
  const memo: ItineraryFactsMemo = new Map();
  return summaries.map((summary, index) => deriveLocalizedView(summary, index, currency, table, memo));
}
