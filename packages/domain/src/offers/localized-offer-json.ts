import { convertDecimalAmount, type ExchangeRateTable } from '../money/exchange-rates.ts';
import type { FlightOffer } from './flight-offer.schemas.ts';
import { chargedAmount, tagItinerary } from './localize-offer.ts';

/*
 * `localizeOffer` then `JSON.stringify`, written in one pass: a search answer is a hundred offers and
 * ~450 KB of JSON, and building the localized copies only to stringify them was most of a search's
 * cost. The text is exactly what `JSON.stringify(offers.map((o) => localizeOffer(o, currency, table)))`
 * gives (the tests hold it to that): keys in the same order, the same omissions.
 *
 * Parts that suppliers share between offers (an itinerary flown by several fares, a traveller's fare
 * details, a list of taxes) are written once and reused, keyed by the object itself: offers and their
 * parts are values nobody mutates once a supplier returned them (the built-in supplier shares them
 * on purpose; see its README).
 */

type Amount = { amount: string };
type Json = string;

/** A tagged itinerary's JSON: a pure function of the itinerary, kept as long as the itinerary lives. */
const itineraryJson = new WeakMap<object, Json>();

/** One answer's memo: JSON of the parts seen so far, for one currency and one rate table. */
interface Writer {
  currency: string;
  table: ExchangeRateTable;
  /** JSON of objects written as they are (fare details, pricing options…). */
  plain: Map<object, Json>;
  /** JSON of amount lists converted to `currency` (taxes, fees…). */
  converted: Map<object, Json>;
}

/** Quoted keys: a few dozen names recur in every offer. */
const keyPrefixes = new Map<string, Json>();

function keyPrefix(key: string): Json {
  let prefix = keyPrefixes.get(key);
  if (prefix === undefined) {
    prefix = `${JSON.stringify(key)}:`;
    if (keyPrefixes.size >= 1_000) keyPrefixes.clear();
    keyPrefixes.set(key, prefix);
  }
  return prefix;
}

/** JSON of a value as JSON.stringify writes it inside an object: undefined when the key is left out. */
function valueJson(writer: Writer, value: unknown): Json | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'object': {
      if (value === null) return 'null';
      let json = writer.plain.get(value);
      if (json === undefined) {
        json = JSON.stringify(value);
        writer.plain.set(value, json);
      }
      return json;
    }
    default:
      return JSON.stringify(value);
  }
}

/**
 * An object spread with overrides and written: `JSON.stringify({ ...source, ...overrides })`, where an
 * override is given as its JSON (undefined: the key is left out, as an undefined value is). Keys keep
 * the spread's order: the source's first (an override takes its place), then the new ones in order.
 */
function writeSpread(writer: Writer, source: object, overrides: ReadonlyMap<string, Json | undefined>): Json {
  let out = '';
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue;
    const json = overrides.has(key)
      ? overrides.get(key)
      : valueJson(writer, (source as Record<string, unknown>)[key]);
    if (json !== undefined) out += `${out === '' ? '{' : ','}${keyPrefix(key)}${json}`;
  }
  for (const [key, json] of overrides) {
    if (json !== undefined && !Object.hasOwn(source, key))
      out += `${out === '' ? '{' : ','}${keyPrefix(key)}${json}`;
  }
  return out === '' ? '{}' : `${out}}`;
}

function amountJson(writer: Writer, value: string, from: string): Json {
  return JSON.stringify(convertDecimalAmount(value, from, writer.currency, writer.table));
}

function convertedAmountsJson(
  writer: Writer,
  items: readonly Amount[] | undefined,
  from: string,
): Json | undefined {
  if (items === undefined) return undefined;
  let json = writer.converted.get(items);
  if (json === undefined) {
    json = JSON.stringify(
      items.map((item) => ({
        ...item,
        amount: convertDecimalAmount(item.amount, from, writer.currency, writer.table),
      })),
    );
    writer.converted.set(items, json);
  }
  return json;
}

function taggedItineraryJson(itinerary: FlightOffer['itineraries'][number]): Json {
  let json = itineraryJson.get(itinerary);
  if (json === undefined) {
    json = JSON.stringify(tagItinerary(itinerary));
    itineraryJson.set(itinerary, json);
  }
  return json;
}

function chargedJson(writer: Writer, value: string, from: string): Json {
  const { amount, currency } = chargedAmount(value, from, writer.table);
  return `{"amount":${amount},"currency":${JSON.stringify(currency)}}`;
}

type PriceFields = { currency: string; total: string; base?: string; grandTotal?: string } & Record<
  string,
  unknown
>;

function offerPriceJson(writer: Writer, price: PriceFields): Json {
  const from = price.currency;
  const { fees, additionalServices } = price as { fees?: Amount[]; additionalServices?: Amount[] };
  const overrides = new Map<string, Json | undefined>([['currency', JSON.stringify(writer.currency)]]);
  overrides.set('total', amountJson(writer, price.total, from));
  if (price.base !== undefined) overrides.set('base', amountJson(writer, price.base, from));
  if (price.grandTotal !== undefined) overrides.set('grandTotal', amountJson(writer, price.grandTotal, from));
  if (fees !== undefined) overrides.set('fees', convertedAmountsJson(writer, fees, from));
  if (additionalServices !== undefined)
    overrides.set('additionalServices', convertedAmountsJson(writer, additionalServices, from));
  overrides.set('intTotal', chargedJson(writer, price.total, from));
  if (price.base !== undefined) overrides.set('intBase', chargedJson(writer, price.base, from));
  return writeSpread(writer, price, overrides);
}

function travellerPriceJson(writer: Writer, price: PriceFields): Json {
  const from = price.currency;
  const { taxes } = price as { taxes?: Amount[] };
  const overrides = new Map<string, Json | undefined>([['currency', JSON.stringify(writer.currency)]]);
  overrides.set('total', amountJson(writer, price.total, from));
  if (price.base !== undefined) overrides.set('base', amountJson(writer, price.base, from));
  if (taxes !== undefined) overrides.set('taxes', convertedAmountsJson(writer, taxes, from));
  overrides.set('intTotal', chargedJson(writer, price.total, from));
  if (price.base !== undefined) overrides.set('intBase', chargedJson(writer, price.base, from));
  return writeSpread(writer, price, overrides);
}

function travelerPricingJson(writer: Writer, pricing: FlightOffer['travelerPricings'][number]): Json {
  if (!pricing.price) return valueJson(writer, pricing) ?? 'null';
  const overrides = new Map([['price', travellerPriceJson(writer, pricing.price as PriceFields)]]);
  return writeSpread(writer, pricing, overrides);
}

function offerJson(writer: Writer, offer: FlightOffer): Json {
  let itineraries = '[';
  for (const itinerary of offer.itineraries) {
    itineraries += `${itineraries === '[' ? '' : ','}${taggedItineraryJson(itinerary)}`;
  }
  let pricings = '[';
  for (const pricing of offer.travelerPricings) {
    pricings += `${pricings === '[' ? '' : ','}${travelerPricingJson(writer, pricing)}`;
  }
  const overrides = new Map<string, Json | undefined>([
    ['itineraries', `${itineraries}]`],
    ['price', offerPriceJson(writer, offer.price as PriceFields)],
    ['travelerPricings', `${pricings}]`],
  ]);
  return writeSpread(writer, offer, overrides);
}

function createWriter(currency: string, table: ExchangeRateTable): Writer {
  return { currency, table, plain: new Map(), converted: new Map() };
}

/** One offer as `JSON.stringify(localizeOffer(offer, currency, table))` writes it. */
export function writeLocalizedOfferJson(
  offer: FlightOffer,
  currency: string,
  table: ExchangeRateTable,
): Json {
  return offerJson(createWriter(currency, table), offer);
}

/** The offers as `JSON.stringify(offers.map((offer) => localizeOffer(offer, currency, table)))` writes them. */
export function writeLocalizedOffersJson(
  offers: readonly FlightOffer[],
  currency: string,
  table: ExchangeRateTable,
): Json {
  const writer = createWriter(currency, table);
  let out = '[';
  for (let index = 0; index < offers.length; index++) {
    if (index > 0) out += ',';
    out += offerJson(writer, offers[index] as FlightOffer);
  }
  return `${out}]`;
}
