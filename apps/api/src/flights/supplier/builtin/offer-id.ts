import { addDaysToIsoDate, getLatestDepartureDate, isIsoDate } from '@travel/domain/search';
import type { CabinClass, FlightSearchQuery } from '../flight-supplier.port.ts';

/**
 * Offer ids carry everything needed to rebuild the offer on any replica: the query, the hour the
 * search ran (which fixes days-to-departure pricing and the sales cut-off) and the offer's position.
 * Example: `B1_MIABOG20260301-BOGMIA20260308_E100_0_1jx4c_17` (URL-safe, no state kept anywhere).
 */

export interface OfferIdParts {
  query: FlightSearchQuery;
  /** Whole hours since the Unix epoch (UTC) at which the search ran. */
  searchHour: number;
  index: number;
}

const CABIN_CODES: Readonly<Record<CabinClass, string>> = {
  ECONOMY: 'E',
  PREMIUM_ECONOMY: 'W',
  BUSINESS: 'B',
  FIRST: 'F',
};
const CABINS_BY_CODE = new Map(
  Object.entries(CABIN_CODES).map(([cabin, code]) => [code, cabin as CabinClass]),
);

const ID_PATTERN =
  /^B1_((?:[A-Z]{3}[A-Z]{3}\d{8})(?:-[A-Z]{3}[A-Z]{3}\d{8})?)_([EWBF])(\d)(\d)(\d)_([0-7])_([0-9a-z]{1,9})_([0-9a-z]{1,3})$/;

export function encodeOfferId({ query, searchHour, index }: OfferIdParts): string {
  return offerIdAt(offerIdPrefix(query, searchHour), index);
}

/** The id of a search's offer at `index`, from the search's `offerIdPrefix`. */
export function offerIdAt(prefix: string, index: number): string {
  return `${prefix}_${index.toString(36)}`;
}

/** What the ids of one search's offers share: all but the index (made once per search, not per offer). */
export function offerIdPrefix(query: FlightSearchQuery, searchHour: number): string {
  const legs = query.legInfo.map((leg) => `${leg.from}${leg.to}${leg.departureDate.replaceAll('-', '')}`);
  const { adult, child, infant } = query.travelerInfo;
  const flags =
    (query.refundableFare ? 1 : 0) | (query.noRestrictionFare ? 2 : 0) | (query.noPenaltyFare ? 4 : 0);
  return [
    'B1',
    legs.join('-'),
    `${CABIN_CODES[query.cabin]}${adult}${child}${infant}`,
    String(flags),
    searchHour.toString(36),
  ].join('_');
}

const HOUR = 3_600_000;

/** The parts of an offer id, or null when the text is not an id of this supplier. */
export function decodeOfferId(id: string): OfferIdParts | null {
  const match = ID_PATTERN.exec(id);
  if (!match) return null;
  const [, legs = '', cabinCode = '', adult, child, infant, flags, hour = '', index = ''] = match;
  const cabin = CABINS_BY_CODE.get(cabinCode);
  if (!cabin) return null;
  const legInfo = legs.split('-').map((leg) => ({
    from: leg.slice(0, 3),
    to: leg.slice(3, 6),
    departureDate: `${leg.slice(6, 10)}-${leg.slice(10, 12)}-${leg.slice(12, 14)}`,
  }));
  // Eight digits are not a date: 2027-02-30 is not one.
  if (!legInfo.every((leg) => isIsoDate(leg.departureDate))) return null;
  const flagBits = Number(flags);
  return {
    query: {
      cabin,
      legInfo,
      travelerInfo: { adult: Number(adult), child: Number(child), infant: Number(infant) },
      refundableFare: (flagBits & 1) !== 0,
      noRestrictionFare: (flagBits & 2) !== 0,
      noPenaltyFare: (flagBits & 4) !== 0,
    },
    searchHour: Number.parseInt(hour, 36),
    index: Number.parseInt(index, 36),
  };
}

/**
 * Whether the supplier could have made this id by `currentHour`: searched no later than then, for
 * departures that search allowed (today to 361 days ahead, where that "today" was the origin's, at
 * most a day either side of the search hour's UTC day). Ids crafted with a date out of that range, a
 * search hour in the future or one long before the trip name no offer.
 */
export function couldHaveIssued({ query, searchHour }: OfferIdParts, currentHour: number): boolean {
  if (searchHour > currentHour) return false;
  const searchDay = new Date(searchHour * HOUR).toISOString().slice(0, 10);
  const earliest = addDaysToIsoDate(searchDay, -1);
  const latest = getLatestDepartureDate(addDaysToIsoDate(searchDay, 1));
  return query.legInfo.every((leg) => leg.departureDate >= earliest && leg.departureDate <= latest);
}
