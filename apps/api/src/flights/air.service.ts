import type { ValidateOfferBody, ValidateOfferResponse } from '@travel/contract/flights';
import type { ResultsView } from '@travel/domain/flight-results';
import {
  convertMoney,
  type ExchangeRateTable,
  fromMoneyAmount,
  type MoneyAmount,
  moneyFromDecimal,
  toDecimalString,
  toMinorUnits,
} from '@travel/domain/money';
import {
  type FlightOffer,
  localizeBagPrice,
  localizeOffer,
  writeLocalizedOffersJson,
} from '@travel/domain/offers';
import { convertBookingFees, priceAllIn } from '@travel/domain/payment';
import {
  addDaysToIsoDate,
  findSearchDateIssues,
  type SearchCriteria,
  toIsoDateInTimeZone,
} from '@travel/domain/search';
import { LRUCache } from 'lru-cache';
import type { AirportRow, AirportsRepository } from '../airports/airports.repository.ts';
import { AppError } from '../errors.ts';
import {
  type ContentEncoding,
  createSerializedCache,
  type SerializedAnswer,
  type SerializedCache,
} from '../platform/cache/serialized-cache.ts';
import type { Clock } from '../platform/clock.ts';
import type { ExchangeRatesRepository } from '../platform/currency/exchange-rates.repository.ts';
import { TimeoutError, withTimeout } from '../platform/with-timeout.ts';
import { createSearchPages, type SearchPages } from './search-pages.ts';
import type { FlightSupplier } from './supplier/flight-supplier.port.ts';

/** ARCHITECTURE §6: supplier calls get 30 s. */
export const SUPPLIER_TIMEOUT_MS = 30_000;

/** Days either side of the searched one in the results' day strip. */
export const DAY_STRIP_RADIUS = 3;
/** Cheapest price per (hour, search, day): a few bytes each, so thousands fit. */
const DAY_PRICE_CACHE_SIZE = 5_000;

/** 64 MiB of recent answers (about 100 searches), kept ten minutes at most. */
const DEFAULT_SEARCH_CACHE = { maxBytes: 64 * 1024 * 1024, ttlMs: 10 * 60_000 };
/** Airports are reference data, seeded at start: a row is read from the database every ten minutes. */
const AIRPORT_TTL_MS = 10 * 60_000;

export interface AirServiceDeps {
  supplier: FlightSupplier;
  airports: AirportsRepository;
  /** The day's tables, read once a minute (cacheRateTables). */
  rates: ExchangeRatesRepository;
  clock: Clock;
  supplierTimeoutMs?: number;
  /** Serialized search answers; a search is deterministic within the hour for the same query. */
  searchCache?: SerializedCache;
  /**
   * Where results pages are made: a worker thread in the server (search-pages.thread.ts), this
   * thread by default.
   */
  pages?: SearchPages;
}

export function createAirService(deps: AirServiceDeps) {
  const timeoutMs = deps.supplierTimeoutMs ?? SUPPLIER_TIMEOUT_MS;
  const searchCache = deps.searchCache ?? createSerializedCache(DEFAULT_SEARCH_CACHE);

  async function callSupplier<T>(call: () => Promise<T>, what: string): Promise<T> {
    try {
      return await withTimeout(call(), timeoutMs, what);
    } catch (cause) {
      if (cause instanceof AppError) throw cause;
      const detail = cause instanceof TimeoutError ? cause.message : `${what} failed`;
      throw new AppError('SUPPLIER_UNAVAILABLE', { detail, cause });
    }
  }

  const pages = deps.pages ?? createSearchPages({ supplier: deps.supplier, callSupplier });

  // "Today" at an airport, read once a minute per zone (a zone's date changes on a whole minute).
  const todays = new Map<string, { minute: number; date: string }>();
  function todayIn(timeZone: string): string {
    const now = deps.clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    let today = todays.get(timeZone);
    if (today?.minute !== minute) {
      today = { minute, date: toIsoDateInTimeZone(now, timeZone) };
      if (todays.size >= 1_000) todays.clear();
      todays.set(timeZone, today);
    }
    return today.date;
  }

  const airportRows = new LRUCache<string, AirportRow>({ max: 20_000, ttl: AIRPORT_TTL_MS });
  /** The airports of `codes` that exist (unknown codes are asked of the database every time). */
  async function findAirports(codes: string[]): Promise<AirportRow[]> {
    const missing = codes.filter((code) => !airportRows.has(code));
    if (missing.length > 0) {
      for (const row of await deps.airports.findByCodes(missing)) airportRows.set(row.iataCode, row);
    }
    return codes.flatMap((code) => airportRows.get(code) ?? []);
  }

  async function rateTable(currency: string): Promise<ExchangeRateTable> {
    const today = deps.clock.now().toISOString().slice(0, 10);
    const table = await deps.rates.tableOn(today);
    if (!table || (currency !== table.base && table.rates[currency] === undefined)) {
      throw new AppError('CURRENCY_NOT_SUPPORTED', {
        detail: `No exchange rate for ${currency}`,
        errors: [{ path: 'currencyCode', message: `no exchange rate for ${currency}` }],
      });
    }
    return table;
  }

  /**
   * What a search's answers are kept under: the supplier prices by the hour (days to departure,
   * demand) and the rates change by the day, so the same query within the hour answers the same.
   */
  const searchKey = (criteria: SearchCriteria) =>
    `${deps.clock.now().toISOString().slice(0, 13)}|${JSON.stringify(criteria)}`;

  const localize = (offer: FlightOffer, currency: string, table: ExchangeRateTable) =>
    localizeOffer(offer, currency, table);

  // Insertion-ordered: the oldest entry goes first when full.
  const dayPriceCache = new Map<string, Promise<string | null>>();
  function cheapestOn(criteria: SearchCriteria): Promise<string | null> {
    const key = searchKey(criteria);
    const cached = dayPriceCache.get(key);
    if (cached) return cached;
    const found = checkSearch(criteria)
      .then((checked) => pages.cheapest({ key, ...checked }))
      .catch((error: unknown) => {
        dayPriceCache.delete(key);
        // A day that cannot be searched (no route that day, past) has no price; an outage is an error.
        if (error instanceof AppError && error.code !== 'SUPPLIER_UNAVAILABLE') return null;
        throw error;
      });
    dayPriceCache.set(key, found);
    if (dayPriceCache.size > DAY_PRICE_CACHE_SIZE) {
      const oldest = dayPriceCache.keys().next().value;
      if (oldest !== undefined) dayPriceCache.delete(oldest);
    }
    return found;
  }

  /** Checks a search's airports and dates, and gives the day's rates and the supplier's query. */
  async function checkSearch(criteria: SearchCriteria) {
    const codes = [...new Set(criteria.legInfo.flatMap((leg) => [leg.from, leg.to]))];
    const known = new Map((await findAirports(codes)).map((row) => [row.iataCode, row]));
    const unknown = criteria.legInfo.flatMap((leg, index) =>
      (['from', 'to'] as const)
        .filter((end) => !known.has(leg[end]))
        .map((end) => ({ path: `legInfo.${index}.${end}`, message: `unknown airport ${leg[end]}` })),
    );
    if (unknown.length > 0) throw new AppError('UNKNOWN_AIRPORT', { errors: unknown });

    // A departure date is local to its origin airport, so "today" is the origin's today.
    const origin = known.get(criteria.legInfo[0]?.from ?? '');
    const today = todayIn(origin?.timeZone ?? 'UTC');
    const dateIssues = findSearchDateIssues(criteria, today);
    if (dateIssues.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        detail: 'a departure date is in the past or not on sale yet',
        errors: dateIssues,
      });
    }

    const table = await rateTable(criteria.currencyCode);
    const { currencyCode, ...query } = criteria;
    return { table, currencyCode, query };
  }

  function metaOf(count: number, currencyCode: string, table: ExchangeRateTable) {
    return {
      count,
      currency: currencyCode,
      exchangeRateDate: table.date,
      bookingFees: convertBookingFees(currencyCode, table),
    };
  }

  /** Asks the supplier for a checked search's offers, and gives them with the day's rates. */
  async function searchSupplier(criteria: SearchCriteria) {
    const { table, currencyCode, query } = await checkSearch(criteria);
    const result = await callSupplier(() => deps.supplier.searchOffers(query), 'flight search');
    return { result, table, currencyCode, meta: metaOf(result.offers.length, currencyCode, table) };
  }

  const service = {
    /** The search answer as JSON, from the cache when the same query ran within the hour. */
    searchSerialized(criteria: SearchCriteria): Promise<SerializedAnswer> {
      return searchCache.get(searchKey(criteria), () => service.searchJson(criteria));
    },

    /**
     * The search answer's JSON text: exactly `JSON.stringify(await search(criteria))`, written
     * without building the localized offers (`writeLocalizedOffersJson`).
     */
    async searchJson(criteria: SearchCriteria): Promise<string> {
      const { result, table, currencyCode, meta } = await searchSupplier(criteria);
      // The envelope as JSON.stringify writes it, with the offers written in place of the placeholder.
      const envelope = JSON.stringify({ data: 0, dictionaries: result.dictionaries, meta });
      const data = writeLocalizedOffersJson(result.offers, currencyCode, table);
      return `{"data":${data}${envelope.slice('{"data":0'.length)}`;
    },

    /** One results page of a search: its cards, counts and facets (decision 027). */
    async results(criteria: SearchCriteria, view: ResultsView, encoding?: ContentEncoding): Promise<Buffer> {
      const checked = await checkSearch(criteria);
      return pages.answer({ key: searchKey(criteria), ...checked, view, encoding });
    },

    async search(criteria: SearchCriteria) {
      const { result, table, currencyCode, meta } = await searchSupplier(criteria);
      return {
        data: result.offers.map((offer) => localize(offer, currencyCode, table)),
        dictionaries: result.dictionaries,
        meta,
      };
    },

    /**
     * The results' ±3-day strip: for each departure day from three before to three after the searched
     * one (the return date kept), the cheapest offer's price with the booking fees, or null for a day
     * that is past, not on sale, after the return or without flights.
     */
    async dayPrices(criteria: SearchCriteria) {
      const [onward, back] = criteria.legInfo;
      if (!onward) return { data: [] };
      const table = await rateTable(criteria.currencyCode);
      const fees = convertBookingFees(criteria.currencyCode, table);
      const origin = (await findAirports([onward.from]))[0];
      const today = todayIn(origin?.timeZone ?? 'UTC');
      const days = Array.from({ length: DAY_STRIP_RADIUS * 2 + 1 }, (_, index) =>
        addDaysToIsoDate(onward.departureDate, index - DAY_STRIP_RADIUS),
      );
      const data = await Promise.all(
        days.map(async (date) => {
          const searchable =
            findSearchDateIssues({ legInfo: [{ departureDate: date }] }, today).length === 0 &&
            (!back || back.departureDate >= date);
          if (!searchable) return { date, price: null };
          const legInfo = [{ ...onward, departureDate: date }, ...(back ? [back] : [])];
          const cheapest = await cheapestOn({ ...criteria, legInfo });
          if (cheapest === null) return { date, price: null };
          const { total } = priceAllIn({
            total: { amount: cheapest, currency: criteria.currencyCode },
            perAdult: null,
            travellers: 1,
            fees,
          });
          return { date, price: total };
        }),
      );
      return { data };
    },

    async getOffer(id: string, currency: string) {
      const offer = await callSupplier(() => deps.supplier.getOffer(id), 'offer lookup');
      if (!offer) throw new AppError('OFFER_NOT_FOUND', { detail: `No offer ${id}` });
      return { data: localize(offer, currency, await rateTable(currency)) };
    },

    /**
     * Re-prices the offer on the server from its id: the price in the body is never trusted, only
     * compared, so a changed or tampered price is reported and the server's price is the one shown.
     */
    async validate(body: ValidateOfferBody): Promise<ValidateOfferResponse> {
      const currency = body.flightOffer.price.currency;
      const table = await rateTable(currency);
      // A supplier that cannot rebuild offers from their id (Amadeus) re-prices the offer the visitor
      // holds: the supplier prices it again from its flights and fares, so the body's price is still
      // only compared, never trusted.
      const original =
        deps.supplier.canRebuildOffers === false
          ? toSupplierOffer(body.flightOffer, table)
          : await callSupplier(() => deps.supplier.getOffer(body.flightOffer.id), 'offer lookup');
      if (!original) throw new AppError('OFFER_NOT_FOUND', { detail: `No offer ${body.flightOffer.id}` });
      const priced = await callSupplier(() => deps.supplier.priceOffer(original), 'offer pricing');
      if (priced.status === 'gone') throw new AppError('OFFER_GONE');

      const offer = localize(priced.offer, currency, table);
      const claimed = body.flightOffer.price.intTotal;
      const previousUsd = claimed
        ? fromMoneyAmount(claimed)
        : moneyFromDecimal(priced.previousTotal, priced.offer.price.currency);
      const priceChanged = priced.priceChanged || toMinorUnits(previousUsd) !== offer.price.intTotal.amount;
      const previousTotal = toDecimalString(convertMoney(previousUsd, currency, table));

      const fareRules = {
        ...priced.fareRules,
        currency,
        rules: priced.fareRules.rules.map((rule) => ({
          ...rule,
          maxPenaltyAmount: toDecimalString(
            convertMoney(moneyFromDecimal(rule.maxPenaltyAmount, priced.fareRules.currency), currency, table),
          ),
        })),
      };
      return {
        data: { type: 'flight-offers-pricing', flightOffers: [offer] },
        included: {
          bags: Object.fromEntries(
            Object.entries(priced.bags).map(([key, bag]) => [key, localizeBagPrice(bag, currency, table)]),
          ),
          'detailed-fare-rules': { [offer.id]: fareRules },
        },
        dictionaries: priced.dictionaries,
        meta: { currency, priceChanged, ...(priceChanged ? { previousTotal } : {}) },
        warnings: priceChanged
          ? [
              {
                code: 'OFFER_PRICE_CHANGED',
                title: 'El precio de esta oferta cambió',
                detail: `Antes ${previousTotal} ${currency}, ahora ${offer.price.total} ${currency}.`,
              },
            ]
          : [],
      };
    },
  };
  return service;
}
export type AirService = ReturnType<typeof createAirService>;

type Localized = Record<string, unknown> & {
  currency?: string;
  total?: string;
  base?: string;
  grandTotal?: string;
  intTotal?: MoneyAmount;
  intBase?: MoneyAmount;
  fees?: Array<{ amount: string }>;
  additionalServices?: Array<{ amount: string }>;
  taxes?: Array<{ amount: string }>;
};

/**
 * The inverse of localizeOffer for an offer sent back by the browser: the supplier's USD amounts (from
 * the `intTotal`/`intBase` twins, or converted back with the day's rates) and none of our extensions
 * (`intTotal`, `intBase`, the itinerary tags), so the supplier gets its own shape back.
 */
export function toSupplierOffer(
  offer: ValidateOfferBody['flightOffer'],
  table: ExchangeRateTable,
): FlightOffer {
  const from = offer.price.currency;
  const usd = (value: string, twin?: MoneyAmount) =>
    toDecimalString(twin ? fromMoneyAmount(twin) : convertMoney(moneyFromDecimal(value, from), 'USD', table));
  const amounts = <T extends { amount: string }>(items: T[] | undefined) =>
    items?.map((item) => ({ ...item, amount: usd(item.amount) }));
  const toUsdPrice = ({ intTotal, intBase, ...price }: Localized) => ({
    ...price,
    currency: 'USD',
    ...(price.total === undefined ? {} : { total: usd(price.total, intTotal) }),
    ...(price.base === undefined ? {} : { base: usd(price.base, intBase) }),
    ...(price.grandTotal === undefined ? {} : { grandTotal: usd(price.grandTotal, intTotal) }),
    ...(price.fees === undefined ? {} : { fees: amounts(price.fees) }),
    ...(price.additionalServices === undefined
      ? {}
      : { additionalServices: amounts(price.additionalServices) }),
    ...(price.taxes === undefined ? {} : { taxes: amounts(price.taxes) }),
  });
  return {
    ...offer,
    itineraries: offer.itineraries.map(
      ({ stops, durationMinutes, departureTimeTag, arrivalTimeTag, ...itinerary }) => itinerary,
    ),
    price: toUsdPrice(offer.price as Localized),
    travelerPricings: offer.travelerPricings.map((pricing) =>
      pricing.price ? { ...pricing, price: toUsdPrice(pricing.price as Localized) } : pricing,
    ),
  } as unknown as FlightOffer;
}
