import { type QueryEntries, rewriteFilterQuery } from '../listing-query/listing-query.ts';

/**
 * The tours page's filters (destination, duration, price), as they travel in the URL of its GET form:
 * read leniently (a value the form never offers is ignored, so a shared link still shows tours, and
 * the address rewritten without it) and applied to the packages of every destination.
 */

/** Duration bands the form offers, by days. */
export const TOUR_DURATIONS = ['short', 'medium', 'long'] as const;
export type TourDuration = (typeof TOUR_DURATIONS)[number];

const DURATION_DAYS: Record<TourDuration, { min: number; max: number }> = {
  short: { min: 1, max: 4 },
  medium: { min: 5, max: 7 },
  long: { min: 8, max: Number.POSITIVE_INFINITY },
};

/** The band a tour of `days` days falls in. */
export function tourDurationOf(days: number): TourDuration {
  return TOUR_DURATIONS.find((band) => days <= DURATION_DAYS[band].max) ?? 'long';
}

export type TourFilters = {
  /** A destination's slug. */
  destination?: string;
  duration?: TourDuration;
  /** Whole US dollars per person. */
  maxPrice?: number;
};

/** The fields a tour needs for filtering; the caller's own shape passes through unchanged. */
export type FilterableTour = { destination: string; days: number; priceFrom: number };

/** A query string's values by name (`Object.fromEntries(url.searchParams)`). */
export type QueryParams = Readonly<Record<string, string | undefined>>;

/** The form's parameter names: what a query of the tours page says about its filters. */
const TOUR_FILTER_NAMES = ['destino', 'duracion', 'precioMax'];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_PRICE_LIMIT = 1_000_000;

/** A whole positive amount of dollars as typed ("1200", " 1200 "), else undefined. */
export function readWholeDollars(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^\d{1,7}$/.test(text)) return undefined;
  const amount = Number(text);
  return amount > 0 && amount <= MAX_PRICE_LIMIT ? amount : undefined;
}

/** The filters in a query string; whatever is blank or not one of the form's values is left out. */
export function readTourFilters(params: QueryParams): TourFilters {
  const filters: TourFilters = {};
  const destination = params.destino?.trim().toLowerCase();
  if (destination && SLUG.test(destination)) filters.destination = destination;
  const duration = params.duracion;
  if (TOUR_DURATIONS.includes(duration as TourDuration)) filters.duration = duration as TourDuration;
  const maxPrice = readWholeDollars(params.precioMax);
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  return filters;
}

/** The filters as the form's parameters: the query of a page that applies exactly these filters. */
export function writeTourFilters(filters: TourFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.destination !== undefined) params.destino = filters.destination;
  if (filters.duration !== undefined) params.duracion = filters.duration;
  if (filters.maxPrice !== undefined) params.precioMax = String(filters.maxPrice);
  return params;
}

/** The tours page's query with its filters as applied, or null when it says them already. */
export function rewriteTourQuery(query: QueryEntries, filters: TourFilters): [string, string][] | null {
  return rewriteFilterQuery(query, TOUR_FILTER_NAMES, Object.entries(writeTourFilters(filters)));
}

/** The tours that meet every filter, in the order given. */
export function filterTours<T extends FilterableTour>(tours: readonly T[], filters: TourFilters): T[] {
  return tours.filter(
    (tour) =>
      (filters.destination === undefined || tour.destination === filters.destination) &&
      (filters.duration === undefined || tourDurationOf(tour.days) === filters.duration) &&
      (filters.maxPrice === undefined || tour.priceFrom <= filters.maxPrice),
  );
}

/** Departures on `today` ('yyyy-MM-dd') or later, soonest first. */
export function upcomingDepartures<T extends { date: string }>(departures: readonly T[], today: string): T[] {
  return departures
    .filter((departure) => departure.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The filters without a destination the form does not offer (one withdrawn, a link edited by hand):
 * the form shows "all" for it, so the list shows all too, not an empty page under "all".
 */
export function keepOfferedTourFilters(
  filters: TourFilters,
  destinationSlugs: readonly string[],
): TourFilters {
  if (filters.destination === undefined || destinationSlugs.includes(filters.destination)) return filters;
  const { destination: _unknown, ...rest } = filters;
  return rest;
}
