import { type QueryEntries, rewriteFilterQuery } from '../listing-query/listing-query.ts';
import { type QueryParams, readWholeDollars } from '../tours/tour-filters.ts';

/**
 * The cruises page: sailings that have not left yet, filtered by departure port, month, cruise line
 * and a top price, sorted by date or price. Filters travel in the URL of its GET form and are read
 * leniently (a value the form never offers is ignored, and the address rewritten without it).
 */

export const CRUISE_SORTS = ['date', 'price'] as const;
export type CruiseSort = (typeof CRUISE_SORTS)[number];

export type CruiseFilters = {
  /** The departure port's IATA code. */
  port?: string;
  /** 'yyyy-MM' of the departure date. */
  month?: string;
  cruiseLine?: string;
  /** Whole US dollars per person. */
  maxPrice?: number;
  sort: CruiseSort;
};

/** The fields a sailing needs here; the caller's own shape passes through unchanged. */
export type ListableSailing = {
  portCode: string;
  /** 'yyyy-MM-dd' */
  departureDate: string;
  cruiseLine: string;
  priceFrom: number;
};

export function readCruiseFilters(params: QueryParams): CruiseFilters {
  const filters: CruiseFilters = { sort: 'date' };
  const port = params.puerto?.trim().toUpperCase();
  if (port && /^[A-Z]{3}$/.test(port)) filters.port = port;
  const month = params.mes?.trim();
  if (month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month)) filters.month = month;
  const cruiseLine = params.naviera?.trim();
  if (cruiseLine && cruiseLine.length <= 80) filters.cruiseLine = cruiseLine;
  const maxPrice = readWholeDollars(params.precioMax);
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  const sort = params.orden;
  if (CRUISE_SORTS.includes(sort as CruiseSort)) filters.sort = sort as CruiseSort;
  return filters;
}

/** The form's parameter names, and the sort it sends by default (a sort spelt out changes nothing). */
const CRUISE_FILTER_NAMES = ['puerto', 'mes', 'naviera', 'precioMax', 'orden'];
const CRUISE_FILTER_DEFAULTS = { orden: 'date' } satisfies QueryParams;

/** The filters as the form's parameters, the default sort left out so shared URLs stay short. */
export function writeCruiseFilters(filters: CruiseFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.port !== undefined) params.puerto = filters.port;
  if (filters.month !== undefined) params.mes = filters.month;
  if (filters.cruiseLine !== undefined) params.naviera = filters.cruiseLine;
  if (filters.maxPrice !== undefined) params.precioMax = String(filters.maxPrice);
  if (filters.sort !== CRUISE_FILTER_DEFAULTS.orden) params.orden = filters.sort;
  return params;
}

/** The cruises page's query with its filters as applied, or null when it says them already. */
export function rewriteCruiseQuery(query: QueryEntries, filters: CruiseFilters): [string, string][] | null {
  return rewriteFilterQuery(
    query,
    CRUISE_FILTER_NAMES,
    Object.entries(writeCruiseFilters(filters)),
    CRUISE_FILTER_DEFAULTS,
  );
}

/** Sailings that leave on `today` ('yyyy-MM-dd') or later: one that has sailed cannot be booked. */
export function upcomingSailings<T extends ListableSailing>(sailings: readonly T[], today: string): T[] {
  return sailings.filter((sailing) => sailing.departureDate >= today);
}

const byDate = (a: ListableSailing, b: ListableSailing) =>
  a.departureDate.localeCompare(b.departureDate) || a.priceFrom - b.priceFrom;
const byPrice = (a: ListableSailing, b: ListableSailing) =>
  a.priceFrom - b.priceFrom || a.departureDate.localeCompare(b.departureDate);

/** The upcoming sailings that meet every filter, in the chosen order (ties broken by the other key). */
export function listSailings<T extends ListableSailing>(
  sailings: readonly T[],
  filters: CruiseFilters,
  today: string,
): T[] {
  return upcomingSailings(sailings, today)
    .filter(
      (sailing) =>
        (filters.port === undefined || sailing.portCode === filters.port) &&
        (filters.month === undefined || sailing.departureDate.startsWith(`${filters.month}-`)) &&
        (filters.cruiseLine === undefined || sailing.cruiseLine === filters.cruiseLine) &&
        (filters.maxPrice === undefined || sailing.priceFrom <= filters.maxPrice),
    )
    .sort(filters.sort === 'price' ? byPrice : byDate);
}

/** What the filter form offers: the ports, months and lines of upcoming sailings, each once, in order. */
export function cruiseFilterOptions<T extends ListableSailing & { portName: string }>(
  sailings: readonly T[],
  today: string,
) {
  const upcoming = upcomingSailings(sailings, today);
  const ports = new Map<string, string>();
  for (const sailing of upcoming)
    if (!ports.has(sailing.portCode)) ports.set(sailing.portCode, sailing.portName);
  return {
    ports: [...ports].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name)),
    months: [...new Set(upcoming.map((sailing) => sailing.departureDate.slice(0, 7)))].sort(),
    cruiseLines: [...new Set(upcoming.map((sailing) => sailing.cruiseLine))].sort((a, b) =>
      a.localeCompare(b),
    ),
  };
}

export type CruiseFilterOptions = ReturnType<typeof cruiseFilterOptions>;

/**
 * The filters without a port, month or cruise line the form does not offer (a sailing that left, a
 * link edited by hand): the form can only show "all" for those, so the list must mean all too,
 * rather than none under a form that says all.
 */
export function keepOfferedCruiseFilters(
  filters: CruiseFilters,
  options: CruiseFilterOptions,
): CruiseFilters {
  const kept: CruiseFilters = { ...filters };
  if (kept.port !== undefined && !options.ports.some((port) => port.code === kept.port)) delete kept.port;
  if (kept.month !== undefined && !options.months.includes(kept.month)) delete kept.month;
  if (kept.cruiseLine !== undefined && !options.cruiseLines.includes(kept.cruiseLine)) delete kept.cruiseLine;
  return kept;
}
