import type { FareDetailsBySegment, FlightOffer } from '@travel/domain/offers';
import Amadeus, { type AmadeusResponse } from 'amadeus';
import {
  createAmadeusTransport,
  isAmadeusResponseError,
  resolveAmadeusEndpoint,
} from '../../../platform/amadeus/amadeus-client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { TimeoutError, withTimeout } from '../../../platform/with-timeout.ts';
import type {
  BagOption,
  CabinClass,
  CheapestDate,
  CheapestDatesQuery,
  CreateFlightOrderInput,
  CreateFlightOrderResult,
  FareRules,
  Fee,
  FlightDictionaries,
  FlightOrder,
  FlightSearchQuery,
  FlightSupplier,
  OrderTraveler,
  PriceOfferResult,
  Tax,
  TravelerType,
} from '../flight-supplier.port.ts';
import { FlightSupplierError } from '../flight-supplier.port.ts';

/** ARCHITECTURE §6: every supplier call gets 30 s, token request and one retry included. */
export const AMADEUS_TIMEOUT_MS = 30_000;
const MAX_OFFERS = 250;
const TOKEN_PATH = '/v1/security/oauth2/token';

/**
 * Amadeus error codes that mean "this offer can no longer be sold as it is" (the 400 tables of
 * FlightOffersPrice_v1 and FlightCreateOrders_v1). 4926 INVALID DATA RECEIVED is also the answer to a
 * malformed offer; we send the offer as Amadeus made it, so we read it as a stale offer.
 */
const GONE_CODES = new Set([
  4926, // INVALID DATA RECEIVED (no fare applicable / flight no longer offered)
  34107, // NOT APPLICABLE FARE
  34651, // SEGMENT SELL FAILURE
  38034, // ONE OR MORE SERVICES ARE NOT AVAILABLE
]);
/** FlightCreateOrders_v1: the offer's price is no longer the airline's; re-price and confirm again. */
const PRICE_DISCREPANCY = 37200;

export interface AmadeusFlightSupplierOptions {
  clientId: string;
  clientSecret: string;
  /** Amadeus' environment: test.api.amadeus.com (default) or api.amadeus.com. */
  hostname?: 'test' | 'production';
  /** A custom endpoint instead of `hostname`, e.g. `http://127.0.0.1:4010` for a fake server. */
  baseUrl?: string;
  clock: Clock;
  timeoutMs?: number;
}

interface AmadeusIssue {
  status?: number;
  code?: number;
  title?: string;
  detail?: string;
}

/** An Amadeus flight offer as it arrives: any field but its id may be missing, and more may come. */
type RawOffer = Record<string, unknown> & {
  id: string;
  instantTicketingRequired?: boolean;
  nonHomogeneous?: boolean;
  oneWay?: boolean;
  lastTicketingDate?: string;
  numberOfBookableSeats?: number;
  validatingAirlineCodes?: string[];
  itineraries?: Array<{ duration?: string; segments?: Array<Record<string, unknown>> }>;
  price?: Record<string, unknown> & {
    currency?: string;
    total?: string;
    base?: string;
    grandTotal?: string;
    fees?: Fee[];
    additionalServices?: Array<{ amount: string; type?: string }>;
  };
  pricingOptions?: FlightOffer['pricingOptions'];
  travelerPricings?: Array<
    Record<string, unknown> & {
      travelerId: string;
      travelerType: TravelerType;
      price?: Record<string, unknown> & { currency?: string; total?: string; base?: string };
      fareDetailsBySegment?: Array<Record<string, unknown> & { amenities?: RawAmenity[] }>;
    }
  >;
  fareRules?: {
    currency?: string;
    rules?: Array<{ category?: string; notApplicable?: boolean; maxPenaltyAmount?: string }>;
  };
};

interface RawAmenity {
  description?: string;
  isChargeable?: boolean;
}

type RawDictionaries = {
  locations?: Record<string, { cityCode?: string; countryCode?: string }>;
  aircraft?: Record<string, string>;
  currencies?: Record<string, string>;
  carriers?: Record<string, string>;
};

type Outcome = { ok: true; result: unknown } | { ok: false; status: number; issues: AmadeusIssue[] };

/** The fare flags every offer of this adapter carries in its `pricingOptions`. */
type FareFlags = { refundableFare: boolean; noPenaltyFare: boolean; noRestrictionFare: boolean };

/**
 * The Amadeus Self-Service adapter, through the official `amadeus` SDK. Stateless: offer ids are
 * positions in one Amadeus answer, so `getOffer` answers null and `canRebuildOffers` is false; callers
 * price the offer they hold. See README.md ("Amadeus adapter").
 */
export function createAmadeusFlightSupplier(options: AmadeusFlightSupplierOptions): FlightSupplier {
  const timeoutMs = options.timeoutMs ?? AMADEUS_TIMEOUT_MS;
  const endpoint = resolveAmadeusEndpoint(options);
  const amadeus = new Amadeus({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    host: endpoint.host,
    port: endpoint.port,
    ssl: endpoint.ssl,
    // Our transport, so the scheme is ours (the SDK would read a string AMADEUS_SSL=false as true)
    // and a silent server is cut off instead of holding a socket forever.
    http: createAmadeusTransport(endpoint.ssl, timeoutMs + 1_000),
    logLevel: 'silent',
  });

  /** One call with one deadline; a 401 on an API call forgets the token and tries once more. */
  async function send(what: string, call: () => Promise<AmadeusResponse>): Promise<Outcome> {
    const attempt = async (retried: boolean): Promise<Outcome> => {
      try {
        return { ok: true, result: (await call()).result };
      } catch (error) {
        if (!isAmadeusResponseError(error)) throw error;
        const tokenRequest = error.response?.request?.path === TOKEN_PATH;
        if (error.code === 'AuthenticationError' && !tokenRequest && !retried) {
          // The SDK only refreshes a token when it expires; a revoked one must be forgotten by hand.
          amadeus.client.accessToken.accessToken = undefined;
          return attempt(true);
        }
        const status = error.response?.statusCode ?? 0;
        const issues = issuesOf(error.description);
        if (error.code === 'AuthenticationError' || status === 401) {
          throw new FlightSupplierError('unauthorized', `Amadeus refused the credentials during ${what}`, {
            status,
            supplierCode: issues[0]?.code,
            cause: error,
          });
        }
        if (error.code === 'ClientError' || error.code === 'NotFoundError')
          return { ok: false, status, issues };
        throw new FlightSupplierError('unavailable', `Amadeus ${what} failed (${error.code} ${status})`, {
          status,
          supplierCode: issues[0]?.code,
          cause: error,
        });
      }
    };
    try {
      return await withTimeout(attempt(false), timeoutMs, `Amadeus ${what}`);
    } catch (error) {
      if (error instanceof FlightSupplierError) throw error;
      if (error instanceof TimeoutError)
        throw new FlightSupplierError('timeout', error.message, { cause: error });
      throw new FlightSupplierError('unavailable', `Amadeus ${what} failed`, { cause: error });
    }
  }

  function rejected(what: string, outcome: Extract<Outcome, { ok: false }>): FlightSupplierError {
    const issue = outcome.issues[0];
    return new FlightSupplierError(
      'rejected',
      `Amadeus refused the ${what}: ${issue?.code ?? '?'} ${issue?.title ?? ''} ${issue?.detail ?? ''}`.trim(),
      { status: outcome.status, supplierCode: issue?.code },
    );
  }

  return {
    canRebuildOffers: false,

    async searchOffers(query) {
      const body = buildSearchBody(query);
      const outcome = await send('flight search', () =>
        amadeus.shopping.flightOffersSearch.post(JSON.stringify(body)),
      );
      if (!outcome.ok) throw rejected('flight search', outcome);
      const answer = (outcome.result ?? {}) as { data?: RawOffer[]; dictionaries?: RawDictionaries };
      const today = options.clock.now().toISOString().slice(0, 10);
      const offers = (answer.data ?? [])
        .filter((raw) => !raw.lastTicketingDate || raw.lastTicketingDate >= today)
        .map((raw) => toFlightOffer(raw, readFareFlags(raw, query)));
      return { offers, dictionaries: toDictionaries(answer.dictionaries) };
    },

    async getOffer() {
      // No "offer by id" at Amadeus: ids are positions in one search answer (see canRebuildOffers).
      return null;
    },

    async priceOffer(offer): Promise<PriceOfferResult> {
      const body = { data: { type: 'flight-offers-pricing', flightOffers: [offer] } };
      const outcome = await send('offer pricing', () =>
        amadeus.shopping.flightOffers.pricing.post(JSON.stringify(body), {
          include: 'bags,detailed-fare-rules',
        }),
      );
      if (!outcome.ok) {
        if (outcome.issues.some((issue) => issue.code !== undefined && GONE_CODES.has(issue.code))) {
          return { status: 'gone' };
        }
        throw rejected('offer pricing', outcome);
      }
      const answer = (outcome.result ?? {}) as {
        data?: { flightOffers?: RawOffer[] };
        included?: { bags?: Record<string, Record<string, unknown>> };
        dictionaries?: RawDictionaries;
      };
      const raw = answer.data?.flightOffers?.[0];
      if (!raw) throw new FlightSupplierError('unavailable', 'Amadeus priced no flight offer');
      // A priced offer seldom repeats the fare flags; the fare is the one searched, so keep them.
      const searched = offer.pricingOptions;
      const priced = toFlightOffer(raw, {
        refundableFare: raw.pricingOptions?.refundableFare ?? searched?.refundableFare ?? false,
        noPenaltyFare: raw.pricingOptions?.noPenaltyFare ?? searched?.noPenaltyFare ?? false,
        noRestrictionFare: raw.pricingOptions?.noRestrictionFare ?? searched?.noRestrictionFare ?? false,
      });
      return {
        status: 'priced',
        offer: priced,
        priceChanged: toCents(priced.price.total) !== toCents(offer.price.total),
        previousTotal: offer.price.total,
        fareRules: fareRulesOf(raw, priced),
        bags: bagsOf(answer.included?.bags),
        dictionaries: toDictionaries(answer.dictionaries),
      };
    },

    async cheapestDates(query) {
      const outcome = await send('flight dates', () =>
        amadeus.shopping.flightDates.get(buildFlightDatesParams(query)),
      );
      if (!outcome.ok) {
        // 404 (6003 ITEM/DATA NOT FOUND, 1797 NOT FOUND): Amadeus knows no price for this route.
        if (outcome.status === 404) return [];
        throw rejected('flight dates', outcome);
      }
      return toCheapestDates(outcome.result as RawFlightDates | null, query);
    },

    async createOrder(input: CreateFlightOrderInput): Promise<CreateFlightOrderResult> {
      const body = { data: buildOrderBody(input) };
      const outcome = await send('flight order', () =>
        amadeus.booking.flightOrders.post(JSON.stringify(body)),
      );
      if (!outcome.ok) {
        const codes = outcome.issues.map((issue) => issue.code);
        if (codes.includes(PRICE_DISCREPANCY)) return { status: 'price-changed' };
        if (codes.some((code) => code !== undefined && GONE_CODES.has(code))) return { status: 'gone' };
        throw rejected('flight order', outcome);
      }
      const data = ((outcome.result ?? {}) as { data?: RawOrder }).data;
      if (!data?.id) throw new FlightSupplierError('unavailable', 'Amadeus answered an order without id');
      return { status: 'created', order: toFlightOrder(data, input) };
    },
  };
}

/** Our query as GET /v1/shopping/flight-dates parameters (FlightCheapestDateSearch_v1). */
export function buildFlightDatesParams(query: CheapestDatesQuery): Record<string, string> {
  const roundTrip = query.tripDays !== undefined;
  return {
    origin: query.origin,
    destination: query.destination,
    departureDate: `${query.departureFrom},${query.departureTo}`,
    oneWay: roundTrip ? 'false' : 'true',
    ...(roundTrip ? { duration: String(query.tripDays) } : {}),
    // One price per departure date (and, for a round trip, per duration: here a single one).
    viewBy: roundTrip ? 'DURATION' : 'DATE',
  };
}

type RawFlightDates = {
  data?: Array<{
    type?: string;
    origin?: string;
    destination?: string;
    departureDate?: string;
    returnDate?: string;
    price?: { total?: string };
  }>;
  meta?: { currency?: string };
};

/**
 * Flight dates as the port's: prices in the answer's `meta.currency` (Amadeus often prices them in
 * euros; the deals service converts). Entries without a date or a price, outside the asked range, or
 * of a trip of another length are dropped; without a currency nothing can be priced.
 */
function toCheapestDates(raw: RawFlightDates | null, query: CheapestDatesQuery): CheapestDate[] {
  const currency = raw?.meta?.currency;
  if (!currency) return [];
  return (raw?.data ?? []).flatMap((entry) => {
    const { departureDate, returnDate } = entry;
    const total = entry.price?.total;
    if (!departureDate || !total || !/^\d+(\.\d+)?$/.test(total)) return [];
    if (departureDate < query.departureFrom || departureDate > query.departureTo) return [];
    if (query.tripDays !== undefined) {
      if (!returnDate) return [];
      const days = (Date.parse(returnDate) - Date.parse(departureDate)) / 86_400_000;
      if (days !== query.tripDays) return [];
    }
    return [
      {
        origin: entry.origin ?? query.origin,
        destination: entry.destination ?? query.destination,
        departureDate,
        ...(query.tripDays !== undefined && returnDate ? { returnDate } : {}),
        price: { total, currency },
      },
    ];
  });
}

function issuesOf(description: unknown): AmadeusIssue[] {
  return Array.isArray(description) ? (description as AmadeusIssue[]) : [];
}

/** Our query as the POST /v2/shopping/flight-offers body (FlightOffersSearch_v2 GetFlightOffersQuery). */
export function buildSearchBody(query: FlightSearchQuery) {
  const { adult, child, infant } = query.travelerInfo;
  const travelers: Array<{
    id: string;
    travelerType: TravelerType;
    associatedAdultId?: string;
    fareOptions: ['STANDARD'];
  }> = [];
  const add = (travelerType: TravelerType, associatedAdultId?: string) =>
    travelers.push({
      id: String(travelers.length + 1),
      travelerType,
      ...(associatedAdultId ? { associatedAdultId } : {}),
      fareOptions: ['STANDARD'],
    });
  for (let i = 0; i < adult; i++) add('ADULT');
  for (let i = 0; i < child; i++) add('CHILD');
  // A lap infant sits with an adult: the first infant with traveller 1, the second with 2...
  for (let i = 0; i < infant; i++) add('HELD_INFANT', String(i + 1));

  const originDestinationIds = query.legInfo.map((_, index) => String(index + 1));
  const fareFilters = {
    ...(query.refundableFare ? { refundableFare: true } : {}),
    ...(query.noPenaltyFare ? { noPenaltyFare: true } : {}),
    ...(query.noRestrictionFare ? { noRestrictionFare: true } : {}),
  };
  return {
    currencyCode: 'USD',
    originDestinations: query.legInfo.map((leg, index) => ({
      id: String(index + 1),
      originLocationCode: leg.from,
      destinationLocationCode: leg.to,
      departureDateTimeRange: { date: leg.departureDate },
    })),
    travelers,
    sources: ['GDS'],
    searchCriteria: {
      maxFlightOffers: MAX_OFFERS,
      // Fare family names and the first extra bag's price, which our offers carry.
      additionalInformation: { brandedFares: true, chargeableCheckedBags: true },
      ...(Object.keys(fareFilters).length > 0 ? { pricingOptions: fareFilters } : {}),
      flightFilters: {
        cabinRestrictions: [{ cabin: query.cabin, coverage: 'MOST_SEGMENTS' as const, originDestinationIds }],
      },
    },
  };
}

/**
 * The fare flags of an Amadeus offer. Amadeus filters on `searchCriteria.pricingOptions` but seldom
 * echoes the flags, so an offer has a flag when (1) its `pricingOptions` says so, (2) we asked Amadeus to
 * filter on it, or (3) for refundable and no-penalty, the branded-fare amenities of every segment list
 * 'REFUNDABLE TICKET' (and 'CHANGEABLE TICKET' for no penalty) as not chargeable.
 */
function readFareFlags(raw: RawOffer, query: FlightSearchQuery): FareFlags {
  const details = (raw.travelerPricings ?? []).flatMap((pricing) => pricing.fareDetailsBySegment ?? []);
  const freeEverywhere = (description: string) =>
    details.length > 0 &&
    details.every((detail) =>
      (detail.amenities ?? []).some(
        (amenity) => amenity.description === description && amenity.isChargeable === false,
      ),
    );
  const refundable = freeEverywhere('REFUNDABLE TICKET');
  return {
    refundableFare: raw.pricingOptions?.refundableFare === true || query.refundableFare || refundable,
    noPenaltyFare:
      raw.pricingOptions?.noPenaltyFare === true ||
      query.noPenaltyFare ||
      (refundable && freeEverywhere('CHANGEABLE TICKET')),
    noRestrictionFare: raw.pricingOptions?.noRestrictionFare === true || query.noRestrictionFare,
  };
}

/**
 * An Amadeus offer in our shape. Every field Amadeus sent is kept (it goes back to Amadeus for pricing
 * and booking); the fields it may leave out get a default, each one a valid Amadeus value, so both
 * suppliers answer the same complete offer.
 */
function toFlightOffer(raw: RawOffer, flags: FareFlags): FlightOffer {
  const price = raw.price ?? {};
  const total = price.total ?? price.grandTotal ?? '0.00';
  const firstDeparture = String(
    (raw.itineraries?.[0]?.segments?.[0]?.departure as { at?: string } | undefined)?.at ?? '',
  ).slice(0, 10);
  return {
    ...raw,
    type: 'flight-offer',
    id: String(raw.id),
    source: 'GDS',
    instantTicketingRequired: raw.instantTicketingRequired ?? false,
    nonHomogeneous: raw.nonHomogeneous ?? false,
    oneWay: raw.oneWay ?? false,
    lastTicketingDate: raw.lastTicketingDate ?? firstDeparture,
    // Amadeus caps the count it reports at 9.
    numberOfBookableSeats: raw.numberOfBookableSeats ?? 9,
    itineraries: (raw.itineraries ?? []).map((itinerary) => ({
      ...itinerary,
      duration: itinerary.duration ?? 'PT0M',
      segments: (itinerary.segments ?? []).map((segment) => {
        const carrierCode = String(segment.carrierCode ?? '');
        return {
          ...segment,
          id: String(segment.id ?? ''),
          departure: segment.departure as FlightOffer['itineraries'][number]['segments'][number]['departure'],
          arrival: segment.arrival as FlightOffer['itineraries'][number]['segments'][number]['arrival'],
          carrierCode,
          number: String(segment.number ?? ''),
          aircraft: (segment.aircraft as { code: string } | undefined) ?? { code: '' },
          operating: (segment.operating as { carrierCode: string } | undefined) ?? { carrierCode },
          duration: String(segment.duration ?? 'PT0M'),
          numberOfStops: Number(segment.numberOfStops ?? 0),
          blacklistedInEU: segment.blacklistedInEU === true,
        };
      }),
    })),
    price: {
      ...price,
      currency: price.currency ?? 'USD',
      total,
      base: price.base ?? total,
      grandTotal: price.grandTotal ?? total,
      fees: price.fees ?? [],
      additionalServices: (price.additionalServices ?? []).filter(
        (service) => service.type === 'CHECKED_BAGS',
      ),
    },
    pricingOptions: {
      ...raw.pricingOptions,
      fareType: raw.pricingOptions?.fareType ?? ['PUBLISHED'],
      includedCheckedBagsOnly: raw.pricingOptions?.includedCheckedBagsOnly ?? false,
      ...flags,
    },
    validatingAirlineCodes: raw.validatingAirlineCodes ?? [],
    travelerPricings: (raw.travelerPricings ?? []).map((pricing) => ({
      ...pricing,
      travelerId: String(pricing.travelerId),
      fareOption: 'STANDARD' as const,
      travelerType: pricing.travelerType,
      price: {
        ...pricing.price,
        currency: pricing.price?.currency ?? 'USD',
        total: pricing.price?.total ?? '0.00',
        base: pricing.price?.base ?? pricing.price?.total ?? '0.00',
        taxes: (pricing.price?.taxes as Tax[] | undefined) ?? [],
      },
      fareDetailsBySegment: (pricing.fareDetailsBySegment ?? []).map((detail) => ({
        ...detail,
        segmentId: String(detail.segmentId ?? ''),
        cabin: (detail.cabin as CabinClass | undefined) ?? 'ECONOMY',
        fareBasis: String(detail.fareBasis ?? ''),
        class: String(detail.class ?? ''),
        includedCheckedBags: (detail.includedCheckedBags as FareDetailsBySegment['includedCheckedBags']) ?? {
          quantity: 0,
        },
      })),
    })),
  } as FlightOffer;
}

function toDictionaries(raw: RawDictionaries | undefined): FlightDictionaries {
  return {
    locations: Object.fromEntries(
      Object.entries(raw?.locations ?? {}).map(([code, location]) => [
        code,
        { cityCode: location.cityCode ?? code, countryCode: location.countryCode ?? '' },
      ]),
    ),
    aircraft: { ...raw?.aircraft },
    currencies: { USD: 'US DOLLAR', ...raw?.currencies },
    carriers: { ...raw?.carriers },
  };
}

function toCents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/**
 * The REFUND and EXCHANGE conditions of a priced offer. Amadeus puts them in the offer's `fareRules`
 * (FlightOffersPrice_v1 FareRules / TermAndCondition) for the carriers that file them; a category it
 * leaves out gets the worst case its flags allow: a non-refundable fare loses the adult base fare, a
 * fare without the no-penalty flag may cost up to the adult base fare to change.
 */
function fareRulesOf(raw: RawOffer, offer: FlightOffer): FareRules {
  // toFlightOffer gives every price a base; the total stands in for an offer built otherwise.
  const adultBase =
    offer.travelerPricings.find((pricing) => pricing.travelerType === 'ADULT')?.price?.base ??
    offer.price.base ??
    offer.price.total;
  const { refundableFare = false, noPenaltyFare = false } = offer.pricingOptions ?? {};
  const given = raw.fareRules?.rules ?? [];
  const rule = (category: 'REFUND' | 'EXCHANGE', fallbackNotApplicable: boolean, fallbackPenalty: string) => {
    const found = given.find((candidate) => candidate.category === category);
    const notApplicable = found?.notApplicable ?? (found ? false : fallbackNotApplicable);
    const penalty = found?.maxPenaltyAmount ?? (found && notApplicable ? adultBase : fallbackPenalty);
    return { category, notApplicable, maxPenaltyAmount: penalty };
  };
  return {
    currency: raw.fareRules?.currency ?? offer.price.currency,
    rules: [
      rule('REFUND', !refundableFare, refundableFare && noPenaltyFare ? '0.00' : adultBase),
      rule('EXCHANGE', false, noPenaltyFare ? '0.00' : adultBase),
    ],
  };
}

/** `included.bags` of a pricing answer: chargeable checked bags (a weight-only option counts as one bag). */
function bagsOf(raw: Record<string, Record<string, unknown>> | undefined): Record<string, BagOption> {
  const bags: Record<string, BagOption> = {};
  for (const [key, bag] of Object.entries(raw ?? {})) {
    const price = bag.price as { amount?: string; currencyCode?: string } | undefined;
    if (!price?.amount || (bag.name !== undefined && bag.name !== 'CHECKED_BAG')) continue;
    bags[key] = {
      quantity: typeof bag.quantity === 'number' ? bag.quantity : 1,
      name: 'CHECKED_BAG',
      price: { amount: price.amount, currencyCode: price.currencyCode ?? 'USD' },
      bookableByItinerary: bag.bookableByItinerary === true,
      segmentIds: (bag.segmentIds as string[] | undefined) ?? [],
      travelerIds: (bag.travelerIds as string[] | undefined) ?? [],
    };
  }
  return bags;
}

/** The POST /v1/booking/flight-orders `data` (FlightCreateOrders_v1 FlightOrder). */
export function buildOrderBody(input: CreateFlightOrderInput) {
  return {
    type: 'flight-order',
    flightOffers: input.flightOffers,
    travelers: input.travelers,
    contacts: input.contacts,
    ticketingAgreement: input.ticketingAgreement,
    ...(input.automatedProcess ? { automatedProcess: input.automatedProcess } : {}),
    ...(input.remarks && input.remarks.length > 0
      ? { remarks: { general: input.remarks.map((text) => ({ subType: 'GENERAL_MISCELLANEOUS', text })) } }
      : {}),
  };
}

interface RawOrder {
  id?: string;
  associatedRecords?: Array<{
    reference?: string;
    creationDate?: string;
    creationDateTime?: string;
    originSystemCode?: string;
  }>;
  flightOffers?: RawOffer[];
  travelers?: OrderTraveler[];
  ticketingAgreement?: FlightOrder['ticketingAgreement'];
}

function toFlightOrder(data: RawOrder, input: CreateFlightOrderInput): FlightOrder {
  const flagsOf = (index: number): FareFlags => {
    const offer = input.flightOffers[index] ?? input.flightOffers[0];
    return {
      refundableFare: offer?.pricingOptions?.refundableFare ?? false,
      noPenaltyFare: offer?.pricingOptions?.noPenaltyFare ?? false,
      noRestrictionFare: offer?.pricingOptions?.noRestrictionFare ?? false,
    };
  };
  return {
    id: String(data.id),
    associatedRecords: (data.associatedRecords ?? []).map((record) => {
      const creationDate = record.creationDate ?? record.creationDateTime;
      return {
        reference: String(record.reference ?? ''),
        ...(creationDate ? { creationDate } : {}),
        ...(record.originSystemCode ? { originSystemCode: record.originSystemCode } : {}),
      };
    }),
    flightOffers: (data.flightOffers ?? []).map((offer, index) => toFlightOffer(offer, flagsOf(index))),
    travelers: data.travelers ?? input.travelers,
    ticketingAgreement: data.ticketingAgreement ?? input.ticketingAgreement,
  };
}
