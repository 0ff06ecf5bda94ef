import type { FlightOffer, OfferSummary } from '@travel/domain/offers';

/**
 * The flight supplier port: search, retrieve, re-price and book flight offers in the Amadeus
 * flight-offer shape (shared/reference/amadeus FlightOffersSearch_v2, FlightOffersPrice_v1 and
 * FlightCreateOrders_v1). Amounts are decimal strings in USD, as Amadeus sends them. An offer is the
 * domain's FlightOffer, the one type of it: Amadeus' own examples parse with it, and the fields the
 * site does not read (aircraft, fees, taxes…) pass through it untouched. The built-in
 * adapter and the Amadeus adapter both implement it; the composition root picks one
 * (FLIGHT_SUPPLIER=builtin|amadeus, see select-flight-supplier.ts).
 */

export type CabinClass = 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';

/** The API's search body minus currency (the zod schema in packages/domain is the source of truth). */
export interface FlightSearchQuery {
  cabin: CabinClass;
  /** One leg for a one-way trip, two (the second reversed) for a round trip. */
  legInfo: Array<{ from: string; to: string; departureDate: string }>;
  travelerInfo: { adult: number; child: number; infant: number };
  refundableFare: boolean;
  noRestrictionFare: boolean;
  noPenaltyFare: boolean;
}

export interface Tax {
  amount: string;
  code: string;
}

export interface Fee {
  amount: string;
  type: 'TICKETING' | 'FORM_OF_PAYMENT' | 'SUPPLIER';
}

export type TravelerType = 'ADULT' | 'CHILD' | 'HELD_INFANT';

export interface FlightDictionaries {
  locations: Record<string, { cityCode: string; countryCode: string }>;
  aircraft: Record<string, string>;
  currencies: Record<string, string>;
  carriers: Record<string, string>;
}

export interface FlightSearchResult {
  offers: FlightOffer[];
  dictionaries: FlightDictionaries;
}

/** A search's offers as results pages read them: `summarizeOffer` of each offer `searchOffers` gives. */
/** A search's offers summarised, and the names of the carriers they fly (all a results page names). */
export interface FlightSearchSummaries {
  offers: OfferSummary[];
  carriers: Record<string, string>;
}

/** A chargeable checked-bag option, as Amadeus `included.bags` of a pricing response. */
export interface BagOption {
  quantity: number;
  name: 'CHECKED_BAG';
  price: { amount: string; currencyCode: string };
  bookableByItinerary: boolean;
  segmentIds: string[];
  travelerIds: string[];
}

/** Fare conditions, as Amadeus `fareRules` of a priced flight offer. */
export interface FareRules {
  currency: string;
  rules: Array<{
    category: 'REFUND' | 'EXCHANGE';
    notApplicable: boolean;
    maxPenaltyAmount: string;
  }>;
}

export interface PricedOffer {
  status: 'priced';
  /** The offer at today's price; its id may differ from the one asked for. */
  offer: FlightOffer;
  /** True when `offer.price.total` differs from the price the offer had when it was found. */
  priceChanged: boolean;
  previousTotal: string;
  fareRules: FareRules;
  /** Chargeable checked bags keyed by option id, like Amadeus `included.bags`. */
  bags: Record<string, BagOption>;
  dictionaries: FlightDictionaries;
}

export type PriceOfferResult = PricedOffer | { status: 'gone' };

/** A name as Amadeus writes it (FlightCreateOrders_v1 `Name`), as on the passport. */
export interface PersonName {
  firstName: string;
  lastName: string;
  middleName?: string;
}

export interface OrderPhone {
  deviceType: 'MOBILE' | 'LANDLINE';
  /** Digits only, e.g. '57'. */
  countryCallingCode: string;
  /** Digits only. */
  number: string;
}

/** A traveller of an order (FlightCreateOrders_v1 `Traveler`); `id` matches the offer's travelerId. */
export interface OrderTraveler {
  id: string;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  name: PersonName;
  gender?: 'MALE' | 'FEMALE';
  contact?: { emailAddress?: string; phones?: OrderPhone[] };
  documents?: Array<{
    documentType: 'PASSPORT' | 'IDENTITY_CARD';
    number: string;
    issuanceDate?: string;
    expiryDate?: string;
    /** ISO 3166-1 alpha-2 */
    issuanceCountry?: string;
    nationality?: string;
    holder: boolean;
  }>;
}

/** The booking's contact (FlightCreateOrders_v1 `Contact`). */
export interface OrderContact {
  addresseeName: PersonName;
  purpose: 'STANDARD' | 'INVOICE';
  emailAddress: string;
  phones: OrderPhone[];
  companyName?: string;
  address?: { lines: string[]; postalCode?: string; cityName: string; countryCode: string };
}

/** What happens to an unticketed order (FlightCreateOrders_v1 `TicketingAgreement`). */
export interface TicketingAgreement {
  option: 'DELAY_TO_CANCEL' | 'DELAY_TO_QUEUE' | 'CONFIRM';
  /** Days before the automatic process, e.g. '6D'. */
  delay?: string;
}

/** Spec §3 booking template: an unpaid order is cancelled after six days. */
export const BOOKING_TICKETING_AGREEMENT: TicketingAgreement = { option: 'DELAY_TO_CANCEL', delay: '6D' };

/** Spec §3 booking template: queue the order at once on queue 80, category 0. */
export const BOOKING_AUTOMATED_PROCESS: AutomatedProcess[] = [
  { code: 'IMMEDIATE', queue: { number: '80', category: '0' } },
];

export interface AutomatedProcess {
  code: 'IMMEDIATE' | 'DELAYED';
  queue: { number: string; category: string };
  delay?: string;
}

/**
 * The smallest flight-order request (FlightCreateOrders_v1 `FlightOrder`, sent as `{ data }` with
 * type 'flight-order'): the offers exactly as `priceOffer` answered them (USD), the travellers, the
 * contacts and the ticketing agreement (use BOOKING_TICKETING_AGREEMENT).
 */
export interface CreateFlightOrderInput {
  flightOffers: FlightOffer[];
  travelers: OrderTraveler[];
  contacts: OrderContact[];
  ticketingAgreement: TicketingAgreement;
  automatedProcess?: AutomatedProcess[];
  /** General remarks, e.g. 'ONLINE BOOKING'. */
  remarks?: string[];
}

/** A created order: the supplier's id and the record locator(s) (`associatedRecords[].reference`). */
export interface FlightOrder {
  id: string;
  associatedRecords: Array<{ reference: string; creationDate?: string; originSystemCode?: string }>;
  flightOffers: FlightOffer[];
  travelers: OrderTraveler[];
  ticketingAgreement?: TicketingAgreement;
}

/**
 * `created`, or the two outcomes a booking flow must show the visitor: the price is no longer the
 * one priced (re-price and confirm again), or a flight can no longer be sold (search again).
 */
export type CreateFlightOrderResult =
  | { status: 'created'; order: FlightOrder }
  | { status: 'price-changed' }
  | { status: 'gone' };

/**
 * The cheapest dates of a route (Amadeus FlightCheapestDateSearch_v1, GET /v1/shopping/flight-dates):
 * departures between two dates, one way or a round trip of `tripDays`, one adult in economy.
 */
export interface CheapestDatesQuery {
  origin: string;
  destination: string;
  /** First and last departure dates, inclusive, yyyy-MM-dd. */
  departureFrom: string;
  departureTo: string;
  /** A round trip of this many days; absent for one way. */
  tripDays?: number;
}

/** One priced date: what one adult pays in all (fees included), as the supplier priced it. */
export interface CheapestDate {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  /** A decimal amount and its currency (Amadeus prices flight dates in its own, often not USD). */
  price: { total: string; currency: string };
  /** The validating airline, when the supplier says (Amadeus flight dates do not). */
  carrierCode?: string;
}

/**
 * Why a supplier call failed, for adapters that talk to a remote supplier. Services map it to
 * SUPPLIER_UNAVAILABLE (503); the reason is for logs and retries, never for the visitor.
 */
export class FlightSupplierError extends Error {
  override name = 'FlightSupplierError';
  readonly reason: 'timeout' | 'unavailable' | 'unauthorized' | 'rejected';
  /** The supplier's HTTP status and first error code, when it answered. */
  readonly status: number | undefined;
  readonly supplierCode: number | undefined;

  constructor(
    reason: FlightSupplierError['reason'],
    message: string,
    options: { status?: number; supplierCode?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.reason = reason;
    this.status = options.status;
    this.supplierCode = options.supplierCode;
  }
}

export interface FlightSupplier {
  /**
   * Whether `getOffer` can rebuild any offer from its id alone. Absent means true (built-in). When
   * false (Amadeus: ids are positions in one search answer), `getOffer` answers null and callers price
   * the offer the visitor holds with `priceOffer`, which re-prices it at the supplier anyway.
   */
  readonly canRebuildOffers?: boolean;
  searchOffers(query: FlightSearchQuery): Promise<FlightSearchResult>;
  /** The offer with this id, rebuilt as it was found, or null for an unknown id. */
  getOffer(id: string): Promise<FlightOffer | null>;
  /** Re-prices an offer now: the same price, a changed price, or gone (departed, sold out, unknown). */
  priceOffer(offer: FlightOffer): Promise<PriceOfferResult>;
  /**
   * The search's offers summarised, in the same order, with the same ids, without building each offer
   * whole (results pages read summaries; the offer chosen is looked up by id). Optional: without it
   * the offers of `searchOffers` are summarised.
   */
  searchSummaries?(query: FlightSearchQuery): Promise<FlightSearchSummaries>;
  /** The cheapest priced dates of a route; none for a route the supplier does not fly. */
  cheapestDates(query: CheapestDatesQuery): Promise<CheapestDate[]>;
  /** Books priced offers (a PNR held under the ticketing agreement). Optional while adapters catch up. */
  createOrder?(input: CreateFlightOrderInput): Promise<CreateFlightOrderResult>;
}
