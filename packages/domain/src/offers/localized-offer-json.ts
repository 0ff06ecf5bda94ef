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
 * details, a list of taxes) are written once per answer and reused, keyed by the object itself:
 * offers and their parts are values nobody mutates once a supplier returned them (the built-in
 * supplier shares them on purpose). Nothing is kept between answers.
 */

type Amount = { amount: string };
type Json = string;

/** One answer being written: its text so far, and JSON of what was already written once. */
interface Writer {
  currency: string;
  table: ExchangeRateTable;
  /**
   * The answer's text so far. Appended to (V8 keeps the pieces as a rope and flattens it once, when
   * the answer is written out): faster than collecting an array of pieces and joining it.
   */
  out: string;
  /** JSON of tagged itineraries. */
  itineraries: Map<object, Json>;
  /** JSON of objects written as they are (fare details, pricing options…). */
  plain: Map<object, Json>;
  /** JSON of amount lists converted to `currency` (taxes, fees…). */
  converted: Map<object, Json>;
  /** JSON of single amounts converted to `currency` and of charged amounts, per source currency. */
  amounts: Map<string, Map<string, Json>>;
  charged: Map<string, Map<string, Json>>;
}

/** A field that replaces or adds to a source object's: its JSON, or a function that writes it. */
type Override = readonly [key: string, value: Json | ((writer: Writer) => void) | undefined];

function memoIn(memo: Map<string, Map<string, Json>>, from: string): Map<string, Json> {
  let inCurrency = memo.get(from);
  if (!inCurrency) {
    inCurrency = new Map();
    memo.set(from, inCurrency);
  }
  return inCurrency;
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

function findOverride(overrides: readonly Override[], key: string): Override | undefined {
  for (const override of overrides) if (override[0] === key) return override;
  return undefined;
}

/**
 * Writes an object spread with overrides: `JSON.stringify({ ...source, ...overrides })`, where an
 * override's value is its JSON or writes it (undefined: the key is left out, as an undefined value
 * is). Keys keep the spread's order: the source's first (an override takes its place), then the new
 * ones in order.
 */
function writeSpread(writer: Writer, source: object, overrides: readonly Override[]): void {
  let first = true;
  const put = (key: string, value: Override[1]) => {
    if (value === undefined) return;
    writer.out += (first ? '{' : ',') + keyPrefix(key);
    first = false;
    if (typeof value === 'string') writer.out += value;
    else value(writer);
  };
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue;
    const override = findOverride(overrides, key);
    put(key, override ? override[1] : valueJson(writer, (source as Record<string, unknown>)[key]));
  }
  for (const [key, value] of overrides) if (!Object.hasOwn(source, key)) put(key, value);
  writer.out += first ? '{}' : '}';
}

function amountJson(writer: Writer, value: string, from: string): Json {
  const memo = memoIn(writer.amounts, from);
  let json = memo.get(value);
  if (json === undefined) {
    json = JSON.stringify(convertDecimalAmount(value, from, writer.currency, writer.table));
    memo.set(value, json);
  }
  return json;
}

function convertedAmountsJson(
  writer: Writer,
  items: readonly Amount[] | undefined,
  from: string,
): Json | undefined {
  // As localizeOffer's `items?.map(…)`: a missing list (null too) is left out.
  if (items === undefined || items === null) return undefined;
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

function taggedItineraryJson(writer: Writer, itinerary: FlightOffer['itineraries'][number]): Json {
  let json = writer.itineraries.get(itinerary);
  if (json === undefined) {
    json = JSON.stringify(tagItinerary(itinerary));
    writer.itineraries.set(itinerary, json);
  }
  return json;
}

function chargedJson(writer: Writer, value: string, from: string): Json {
  const memo = memoIn(writer.charged, from);
  let json = memo.get(value);
  if (json === undefined) {
    const { amount, currency } = chargedAmount(value, from, writer.table);
    json = `{"amount":${amount},"currency":${JSON.stringify(currency)}}`;
    memo.set(value, json);
  }
  return json;
}

type PriceFields = { currency: string; total: string; base?: string; grandTotal?: string } & Record<
  string,
  unknown
>;

function writeOfferPrice(writer: Writer, price: PriceFields): void {
  const from = price.currency;
  const { fees, additionalServices } = price as { fees?: Amount[]; additionalServices?: Amount[] };
  const hasBase = price.base !== undefined;
  writeSpread(writer, price, [
    ['currency', JSON.stringify(writer.currency)],
    ['total', amountJson(writer, price.total, from)],
    ['base', hasBase ? amountJson(writer, price.base as string, from) : undefined],
    ['grandTotal', price.grandTotal === undefined ? undefined : amountJson(writer, price.grandTotal, from)],
    ['fees', convertedAmountsJson(writer, fees, from)],
    ['additionalServices', convertedAmountsJson(writer, additionalServices, from)],
    ['intTotal', chargedJson(writer, price.total, from)],
    ['intBase', hasBase ? chargedJson(writer, price.base as string, from) : undefined],
  ]);
}

function writeTravellerPrice(writer: Writer, price: PriceFields): void {
  const from = price.currency;
  const { taxes } = price as { taxes?: Amount[] };
  const hasBase = price.base !== undefined;
  writeSpread(writer, price, [
    ['currency', JSON.stringify(writer.currency)],
    ['total', amountJson(writer, price.total, from)],
    ['base', hasBase ? amountJson(writer, price.base as string, from) : undefined],
    ['taxes', convertedAmountsJson(writer, taxes, from)],
    ['intTotal', chargedJson(writer, price.total, from)],
    ['intBase', hasBase ? chargedJson(writer, price.base as string, from) : undefined],
  ]);
}

function writeTravelerPricing(writer: Writer, pricing: FlightOffer['travelerPricings'][number]): void {
  const { price } = pricing;
  if (!price) {
    writer.out += valueJson(writer, pricing) ?? 'null';
    return;
  }
  writeSpread(writer, pricing, [['price', (w) => writeTravellerPrice(w, price as PriceFields)]]);
}

function writeOffer(writer: Writer, offer: FlightOffer): void {
  writeSpread(writer, offer, [
    [
      'itineraries',
      (w) => {
        w.out += '[';
        offer.itineraries.forEach((itinerary, index) => {
          if (index > 0) w.out += ',';
          w.out += taggedItineraryJson(w, itinerary);
        });
        w.out += ']';
      },
    ],
    ['price', (w) => writeOfferPrice(w, offer.price as PriceFields)],
    [
      'travelerPricings',
      (w) => {
        w.out += '[';
        offer.travelerPricings.forEach((pricing, index) => {
          if (index > 0) w.out += ',';
          writeTravelerPricing(w, pricing);
        });
        w.out += ']';
      },
    ],
  ]);
}

function createWriter(currency: string, table: ExchangeRateTable): Writer {
  return {
    currency,
    table,
    out: '',
    itineraries: new Map(),
    plain: new Map(),
    converted: new Map(),
    amounts: new Map(),
    charged: new Map(),
  };
}

/** One offer as `JSON.stringify(localizeOffer(offer, currency, table))` writes it. */
export function writeLocalizedOfferJson(
  offer: FlightOffer,
  currency: string,
  table: ExchangeRateTable,
): Json {
  const writer = createWriter(currency, table);
  writeOffer(writer, offer);
  return writer.out;
}

/** The offers as `JSON.stringify(offers.map((offer) => localizeOffer(offer, currency, table)))` writes them. */
export function writeLocalizedOffersJson(
  offers: readonly FlightOffer[],
  currency: string,
  table: ExchangeRateTable,
): Json {
  const writer = createWriter(currency, table);
  writer.out += '[';
  for (let index = 0; index < offers.length; index++) {
    if (index > 0) writer.out += ',';
    writeOffer(writer, offers[index] as FlightOffer);
  }
  writer.out += ']';
  return writer.out;
}
