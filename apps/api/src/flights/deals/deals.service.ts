import type {
  DealPlace,
  DestinationDealsQuery,
  DestinationDealsResponse,
  FlightDeal,
  FlightDealsQuery,
  FlightDealsResponse,
} from '@travel/contract/deals';
import type { SiteLocale } from '@travel/contract/locale';
import {
  DEAL_DESTINATIONS,
  DEAL_TRIP_DAYS,
  type DealWindow,
  findDealDestinationByCode,
  findDealDestinationBySlug,
  getDealWindow,
  listDealDestinations,
  listOtherDealOrigins,
  pickCheapestFare,
  sortFaresByPrice,
  toPlaceSlug,
} from '@travel/domain/deals';
import { convertDecimalAmount, type ExchangeRateTable } from '@travel/domain/money';
import { convertBookingFees, priceAllIn } from '@travel/domain/payment';
import { toIsoDateInTimeZone } from '@travel/domain/search';
import type { AirportRow, AirportsRepository } from '../../airports/airports.repository.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ExchangeRatesRepository } from '../../platform/currency/exchange-rates.repository.ts';
import { airportNameIn, cityNameIn, countryNameIn } from '../../platform/reference-data/place-names.ts';
import { TimeoutError, withTimeout } from '../../platform/with-timeout.ts';
import type { CheapestDate, FlightSupplier } from '../supplier/flight-supplier.port.ts';
import type { AirlineNamesRepository } from './airline-names.repository.ts';
import { createDealFaresCache, type DealFaresCache, type DealRoute } from './deal-fares-cache.ts';

const HOUR = 3_600_000;
/** ARCHITECTURE §6: a supplier call gets 30 s. */
const SUPPLIER_TIMEOUT_MS = 30_000;
/** Routes priced at once: Amadeus answers in parallel; the built-in supplier yields between searches. */
const ROUTES_AT_ONCE = 4;

export const DEFAULT_DEALS_CACHE = {
  ttlMs: 6 * HOUR,
  askedWithinMs: 24 * HOUR,
  refreshEveryMs: 15 * 60_000,
  maxRoutes: 5_000,
};

export interface DealsServiceDeps {
  supplier: Pick<FlightSupplier, 'cheapestDates'>;
  airports: AirportsRepository;
  airlines: AirlineNamesRepository;
  rates: ExchangeRatesRepository;
  clock: Clock;
  /** A cache of its own (tests pass short lives); by default DEFAULT_DEALS_CACHE. */
  cache?: DealFaresCache<CheapestDate>;
  supplierTimeoutMs?: number;
}

type Lang = SiteLocale;

/** A priced date with its price in US cents, ready to compare. */
type PricedDate = CheapestDate & { amountMinor: number; usd: string; computedAt: Date };

/**
 * Flight deals computed from the supplier's cheapest dates: the cheapest round trip of a week to each
 * popular destination of an origin in the next 90 days, and a destination's cheapest dates from the
 * region's main origins. Depends on the supplier port and reference data only (not on checkout).
 */
export function createDealsService(deps: DealsServiceDeps) {
  const timeoutMs = deps.supplierTimeoutMs ?? SUPPLIER_TIMEOUT_MS;
  const airportsByCode = new Map<string, AirportRow>();

  async function findAirports(codes: readonly string[]): Promise<Map<string, AirportRow>> {
    const missing = codes.filter((code) => !airportsByCode.has(code));
    for (const row of await deps.airports.findByCodes([...new Set(missing)]))
      airportsByCode.set(row.iataCode, row);
    return new Map(
      codes.flatMap((code) =>
        airportsByCode.has(code) ? [[code, airportsByCode.get(code) as AirportRow]] : [],
      ),
    );
  }

  /** The window a route is priced over: from the origin's tomorrow, ninety days. */
  function windowFor(origin: AirportRow): DealWindow {
    return getDealWindow(toIsoDateInTimeZone(deps.clock.now(), origin.timeZone));
  }

  const cache =
    deps.cache ??
    createDealFaresCache<CheapestDate>({
      ...DEFAULT_DEALS_CACHE,
      clock: deps.clock,
      compute: (route) => priceRoute(route),
    });

  async function priceRoute(route: DealRoute): Promise<CheapestDate[]> {
    const origin = (await findAirports([route.origin])).get(route.origin);
    if (!origin) return [];
    const window = windowFor(origin);
    try {
      return await withTimeout(
        deps.supplier.cheapestDates({
          origin: route.origin,
          destination: route.destination,
          departureFrom: window.from,
          departureTo: window.to,
          tripDays: DEAL_TRIP_DAYS,
        }),
        timeoutMs,
        `cheapest dates ${route.origin}-${route.destination}`,
      );
    } catch (cause) {
      const detail = cause instanceof TimeoutError ? cause.message : 'cheapest dates failed';
      throw new AppError('SUPPLIER_UNAVAILABLE', { detail, cause });
    }
  }

  async function rateTable(currency: string): Promise<ExchangeRateTable> {
    const table = await deps.rates.tableOn(deps.clock.now().toISOString().slice(0, 10));
    if (!table || (currency !== table.base && table.rates[currency] === undefined)) {
      throw new AppError('CURRENCY_NOT_SUPPORTED', {
        detail: `No exchange rate for ${currency}`,
        errors: [{ path: 'currencyCode', message: `no exchange rate for ${currency}` }],
      });
    }
    return table;
  }

  /** Priced dates of routes; a route the supplier failed on is left out unless every route failed. */
  async function pricedDates(routes: DealRoute[], table: ExchangeRateTable): Promise<PricedDate[][]> {
    let failures = 0;
    let lastFailure: unknown;
    const answers = await mapAtMost(ROUTES_AT_ONCE, routes, async (route) => {
      try {
        const { fares, computedAt } = await cache.get(route);
        return fares.flatMap((fare) => toPriced(fare, computedAt, table));
      } catch (error) {
        failures += 1;
        lastFailure = error;
        return [];
      }
    });
    if (routes.length > 0 && failures === routes.length) throw lastFailure;
    return answers;
  }

  async function carrierNames(dates: readonly PricedDate[]): Promise<Map<string, string>> {
    const codes = [...new Set(dates.flatMap((date) => (date.carrierCode ? [date.carrierCode] : [])))];
    return deps.airlines.namesOf(codes);
  }

  function toDeal(
    date: PricedDate,
    places: ReadonlyMap<string, DealPlace>,
    carriers: ReadonlyMap<string, string>,
    currency: string,
    table: ExchangeRateTable,
  ): FlightDeal[] {
    const origin = places.get(date.origin);
    const destination = places.get(date.destination);
    if (!origin || !destination) return [];
    // A deal's price is the one its results page shows first: all-in, with the booking fees (decision 016).
    const { total } = priceAllIn({
      total: { amount: convertDecimalAmount(date.usd, 'USD', currency, table), currency },
      perAdult: null,
      travellers: 1,
      fees: convertBookingFees(currency, table),
    });
    const usdFees = convertBookingFees('USD', table);
    return [
      {
        origin,
        destination,
        departureDate: date.departureDate,
        returnDate: date.returnDate ?? null,
        price: {
          amount: total.amount,
          currency,
          usd: { amount: date.amountMinor + usdFees.amount, currency: 'USD' },
        },
        carrier: date.carrierCode
          ? { code: date.carrierCode, name: carriers.get(date.carrierCode) ?? date.carrierCode }
          : null,
        computedAt: date.computedAt.toISOString(),
      },
    ];
  }

  function meta(currency: string, table: ExchangeRateTable, window: DealWindow) {
    return { currency, exchangeRateDate: table.date, tripDays: DEAL_TRIP_DAYS, window };
  }

  async function knownOrigin(code: string): Promise<AirportRow> {
    const origin = (await findAirports([code])).get(code);
    if (!origin) {
      throw new AppError('UNKNOWN_AIRPORT', {
        errors: [{ path: 'origin', message: `unknown airport ${code}` }],
      });
    }
    return origin;
  }

  return {
    /** GET /deals/flights: the cheapest week-long round trip to each popular destination of an origin. */
    async flightDeals(query: FlightDealsQuery): Promise<FlightDealsResponse> {
      const table = await rateTable(query.currencyCode);
      const origin = await knownOrigin(query.origin);
      const known = await findAirports(DEAL_DESTINATIONS.map((destination) => destination.iataCode));
      const destinations = listDealDestinations(origin, (code) => known.get(code)?.cityCode).filter((code) =>
        known.has(code),
      );
      const routes = destinations.map((destination) => ({ origin: origin.iataCode, destination }));
      const cheapest = (await pricedDates(routes, table)).flatMap((dates) => {
        const best = pickCheapestFare(dates);
        return best ? [best] : [];
      });
      const places = toPlaces([origin, ...known.values()], query.lang);
      const carriers = await carrierNames(cheapest);
      return {
        data: {
          origin: places.get(origin.iataCode) as DealPlace,
          deals: sortFaresByPrice(cheapest).flatMap((date) =>
            toDeal(date, places, carriers, query.currencyCode, table),
          ),
        },
        meta: meta(query.currencyCode, table, windowFor(origin)),
      };
    },

    /**
     * GET /deals/flights/to/:destination: every priced date from the visitor's origin and the
     * cheapest from the region's other main origins.
     */
    async destinationDeals(slug: string, query: DestinationDealsQuery): Promise<DestinationDealsResponse> {
      const found = findDealDestinationBySlug(slug);
      if (!found) throw new AppError('DEAL_DESTINATION_NOT_FOUND', { detail: `no deals for ${slug}` });
      const table = await rateTable(query.currencyCode);
      const visitorOrigin = query.origin ? await knownOrigin(query.origin) : null;
      const others = listOtherDealOrigins(found.iataCode, visitorOrigin?.iataCode ?? null);
      const rows = await findAirports([found.iataCode, ...others]);
      const destination = rows.get(found.iataCode);
      if (!destination)
        throw new AppError('DEAL_DESTINATION_NOT_FOUND', { detail: `no airport for ${slug}` });
      const ownRoute = visitorOrigin && visitorOrigin.cityCode !== destination.cityCode;
      const routes = [
        ...(ownRoute ? [{ origin: visitorOrigin.iataCode, destination: destination.iataCode }] : []),
        ...others
          .filter((code) => rows.has(code))
          .map((origin) => ({ origin, destination: destination.iataCode })),
      ];
      const answers = await pricedDates(routes, table);
      const own = ownRoute ? (answers[0] ?? []) : [];
      const otherBest = (ownRoute ? answers.slice(1) : answers).flatMap((dates) => {
        const best = pickCheapestFare(dates);
        return best ? [best] : [];
      });
      const places = toPlaces(
        [destination, ...rows.values(), ...(visitorOrigin ? [visitorOrigin] : [])],
        query.lang,
      );
      const carriers = await carrierNames([...own, ...otherBest]);
      const deal = (date: PricedDate) => toDeal(date, places, carriers, query.currencyCode, table);
      return {
        data: {
          destination: places.get(destination.iataCode) as DealPlace,
          fromOrigin: visitorOrigin
            ? {
                origin: places.get(visitorOrigin.iataCode) as DealPlace,
                dates: [...own].sort((a, b) => a.departureDate.localeCompare(b.departureDate)).flatMap(deal),
              }
            : null,
          fromOtherOrigins: sortFaresByPrice(otherBest).flatMap(deal),
          carriers: [...carriers]
            .map(([code, name]) => ({ code, name }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        },
        meta: meta(query.currencyCode, table, windowFor(visitorOrigin ?? destination)),
      };
    },

    /** The scheduled refresh (deals-refresh-worker.ts): routes asked for recently are priced again. */
    refreshDue(onError?: (route: DealRoute, error: unknown) => void): Promise<number> {
      return cache.refreshDue(onError);
    },
  };
}
export type DealsService = ReturnType<typeof createDealsService>;

/** `map` with at most `limit` calls running at once, answers in the order of `items`. */
async function mapAtMost<T, R>(
  limit: number,
  items: readonly T[],
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return answers;
}

/** A supplier price as US cents; a price in another currency goes through the day's rates. */
function toPriced(fare: CheapestDate, computedAt: Date, table: ExchangeRateTable): PricedDate[] {
  const { currency, total } = fare.price;
  if (currency !== 'USD' && currency !== table.base && table.rates[currency] === undefined) return [];
  const usd = convertDecimalAmount(total, currency, 'USD', table);
  return [{ ...fare, usd, amountMinor: Number(usd.replace('.', '')), computedAt }];
}

function toPlaces(rows: readonly AirportRow[], lang: Lang): Map<string, DealPlace> {
  return new Map(
    rows.map((row) => [
      row.iataCode,
      {
        iataCode: row.iataCode,
        airportName: airportNameIn(row.name, lang),
        cityName: cityNameIn(row, lang),
        countryCode: row.countryCode,
        countryName: countryNameIn(row, lang),
        slug: findDealDestinationByCode(row.iataCode)?.slug ?? null,
        countrySlug: toPlaceSlug(row.countryNameEs),
      },
    ]),
  );
}
