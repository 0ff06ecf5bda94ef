import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A fake Amadeus Self-Service server for adapter tests: a real HTTP server on 127.0.0.1 speaking the
 * wire format of shared/reference/amadeus (FlightOffersSearch_v2, FlightOffersPrice_v1,
 * FlightCreateOrders_v1) and the OAuth2 client-credentials token endpoint the SDK calls. Its answers are
 * built from hand-written fixtures in the real shape (three fares per leg: a LIGHT non-stop, a CLASSIC
 * one-stop via PTY and a refundable FLEX non-stop), valid against the reference schemas.
 */

export const FAKE_AMADEUS_CLIENT_ID = 'fake-client-id';
export const FAKE_AMADEUS_CLIENT_SECRET = 'fake-client-secret';

const API_JSON = 'application/vnd.amadeus+json';
const TOKEN_JSON = 'application/json';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON, or the form fields of the token request. */
  body: unknown;
}

/** An answer the next matching call gets instead of the fixture: an HTTP error, or no answer at all. */
export type FakeFailure = { status: number; body: unknown } | 'hang';

export interface FakeAmadeusServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Every request, token requests included, in order. */
  received: ReceivedRequest[];
  /** Requests to one path (without query). */
  requestsTo(path: string): ReceivedRequest[];
  /** The next request to `path` gets this failure (queued; each is used once). */
  failNext(path: string, failure: FakeFailure): void;
  /** Invalidates every token issued so far: the next API call gets a 401. */
  revokeTokens(): void;
  /** Pricing answers this grand total for the offer with this id (a fare went up). */
  changePrice(offerId: string, total: string): void;
  close(): Promise<void>;
}

/** An Amadeus error body (Error_400 / Error_500 of the reference schemas). */
export function amadeusErrorBody(
  status: number,
  code: number,
  title: string,
  detail?: string,
  source?: { pointer?: string; parameter?: string },
) {
  return { errors: [{ status, code, title, ...(detail ? { detail } : {}), ...(source ? { source } : {}) }] };
}

export async function startFakeAmadeusServer(): Promise<FakeAmadeusServer> {
  const received: ReceivedRequest[] = [];
  const failures = new Map<string, FakeFailure[]>();
  const tokens = new Set<string>();
  const priceChanges = new Map<string, string>();
  let orders = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      let body: unknown = null;
      try {
        body = isForm ? Object.fromEntries(new URLSearchParams(raw)) : raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      });

      const send = (status: number, payload: unknown, type = API_JSON) => {
        response.writeHead(status, { 'content-type': type });
        response.end(JSON.stringify(payload));
      };

      const failure = failures.get(url.pathname)?.shift();
      if (failure === 'hang') return; // never answers; close() cuts the socket
      if (failure) return send(failure.status, failure.body);

      if (request.method === 'POST' && url.pathname === '/v1/security/oauth2/token') {
        const form = body as Record<string, string>;
        if (
          form.grant_type !== 'client_credentials' ||
          form.client_id !== FAKE_AMADEUS_CLIENT_ID ||
          form.client_secret !== FAKE_AMADEUS_CLIENT_SECRET
        ) {
          return send(
            401,
            {
              error: 'invalid_client',
              error_description: 'Client credentials are invalid',
              code: 38187,
              title: 'Invalid parameters',
            },
            TOKEN_JSON,
          );
        }
        const token = randomBytes(12).toString('base64url');
        tokens.add(token);
        return send(
          200,
          {
            type: 'amadeusOAuth2Token',
            username: 'developer@example.com',
            application_name: 'travel-fake',
            client_id: FAKE_AMADEUS_CLIENT_ID,
            token_type: 'Bearer',
            access_token: token,
            expires_in: 1799,
            state: 'approved',
            scope: '',
          },
          TOKEN_JSON,
        );
      }

      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) {
        return send(401, {
          errors: [
            {
              code: 38190,
              title: 'Invalid access token',
              detail: 'The access token provided in the Authorization header is invalid',
              status: 401,
            },
          ],
        });
      }

      if (request.method === 'POST' && url.pathname === '/v2/shopping/flight-offers') {
        return send(200, searchAnswer(body as SearchBody));
      }
      if (request.method === 'POST' && url.pathname === '/v1/shopping/flight-offers/pricing') {
        const offer = (body as { data?: { flightOffers?: FixtureOffer[] } }).data?.flightOffers?.[0];
        if (!offer) {
          return send(400, amadeusErrorBody(400, 32171, 'MANDATORY DATA MISSING', 'flightOffers'));
        }
        return send(200, pricingAnswer(offer, priceChanges.get(offer.id), url.searchParams.get('include')));
      }
      if (request.method === 'GET' && url.pathname === '/v1/shopping/flight-dates') {
        const answer = flightDatesAnswer(url.searchParams);
        return send(answer.status, answer.body);
      }
      if (request.method === 'POST' && url.pathname === '/v1/booking/flight-orders') {
        const data = (body as { data?: Record<string, unknown> }).data;
        if (!data || !Array.isArray(data.travelers) || !Array.isArray(data.flightOffers)) {
          return send(400, amadeusErrorBody(400, 32171, 'MANDATORY DATA MISSING', 'travelers'));
        }
        orders += 1;
        const reference = `FAKE${String(orders).padStart(2, '0')}`;
        return send(201, {
          data: {
            ...data,
            type: 'flight-order',
            id: Buffer.from(`${reference}|2026-11-22`).toString('base64url'),
            queuingOfficeId: 'BOG1A0000',
            associatedRecords: [
              {
                reference,
                creationDate: '2026-11-22T12:00:00.000',
                originSystemCode: 'GDS',
                flightOfferId: '1',
              },
            ],
          },
          dictionaries: { locations: {} },
        });
      }
      return send(
        404,
        amadeusErrorBody(404, 38196, 'Resource not found', 'The targeted resource does not exist'),
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requestsTo: (path) => received.filter((entry) => entry.path === path),
    failNext(path, failure) {
      failures.set(path, [...(failures.get(path) ?? []), failure]);
    },
    revokeTokens: () => tokens.clear(),
    changePrice: (offerId, total) => priceChanges.set(offerId, total),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// Fixtures ---------------------------------------------------------------------------------------

/** Routes the fake knows no dates for (FlightCheapestDateSearch_v1 answers them 404 6003). */
export const FAKE_UNSERVED_DESTINATION = 'NRT';

/**
 * FlightCheapestDateSearch_v1 in its own shape: three departures a week apart from the range's second
 * day, priced in EUR, plus a trip of another length that a strict reader must drop.
 */
function flightDatesAnswer(params: URLSearchParams): { status: number; body: unknown } {
  const origin = params.get('origin');
  const destination = params.get('destination');
  const [from] = (params.get('departureDate') ?? '').split(',');
  if (!origin || !destination || !from) {
    return { status: 400, body: amadeusErrorBody(400, 32171, 'MANDATORY DATA MISSING', 'origin') };
  }
  if (destination === FAKE_UNSERVED_DESTINATION) {
    return {
      status: 404,
      body: amadeusErrorBody(404, 6003, 'ITEM/DATA NOT FOUND OR DATA NOT EXISTING', 'no flight dates'),
    };
  }
  const oneWay = params.get('oneWay') === 'true';
  const duration = Number(params.get('duration') ?? '7');
  const day = (offset: number) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const entry = (offset: number, days: number, total: string) => ({
    type: 'flight-date',
    origin,
    destination,
    departureDate: day(offset),
    ...(oneWay ? {} : { returnDate: day(offset + days) }),
    price: { total },
    links: {
      flightDestinations: `https://test.api.amadeus.com/v1/shopping/flight-destinations?origin=${origin}`,
      flightOffers: `https://test.api.amadeus.com/v2/shopping/flight-offers?originLocationCode=${origin}&destinationLocationCode=${destination}&departureDate=${day(offset)}&adults=1`,
    },
  });
  return {
    status: 200,
    body: {
      data: [
        entry(1, duration, '312.40'),
        entry(8, duration, '289.90'),
        entry(15, duration, '305.10'),
        entry(2, duration + 3, '199.00'),
      ],
      dictionaries: {
        currencies: { EUR: 'EURO' },
        locations: {
          [origin]: { subType: 'AIRPORT', detailedName: origin },
          [destination]: { subType: 'AIRPORT', detailedName: destination },
        },
      },
      meta: {
        currency: 'EUR',
        links: { self: 'https://test.api.amadeus.com/v1/shopping/flight-dates' },
        defaults: { viewBy: oneWay ? 'DATE' : 'DURATION', nonStop: false },
      },
    },
  };
}

interface SearchBody {
  originDestinations: Array<{
    id: string;
    originLocationCode: string;
    destinationLocationCode: string;
    departureDateTimeRange: { date: string };
  }>;
  travelers: Array<{ id: string; travelerType: string; associatedAdultId?: string }>;
  searchCriteria?: {
    pricingOptions?: { refundableFare?: boolean; noPenaltyFare?: boolean; noRestrictionFare?: boolean };
    flightFilters?: { cabinRestrictions?: Array<{ cabin: string }> };
  };
}

type FixtureOffer = ReturnType<typeof buildOffer>;

interface Fare {
  brand: 'LIGHT' | 'CLASSIC' | 'FLEX';
  carrier: string;
  via?: string;
  adultBase: number;
  bags: number;
  refundable: boolean;
}

const FARES: Fare[] = [
  { brand: 'LIGHT', carrier: 'AV', adultBase: 180, bags: 0, refundable: false },
  { brand: 'CLASSIC', carrier: 'CM', via: 'PTY', adultBase: 230, bags: 1, refundable: false },
  { brand: 'FLEX', carrier: 'AV', adultBase: 420, bags: 2, refundable: true },
];

const COUNTRIES: Record<string, string> = {
  BOG: 'CO',
  MDE: 'CO',
  MIA: 'US',
  PTY: 'PA',
  MEX: 'MX',
  MAD: 'ES',
};
const CITIES: Record<string, string> = {
  BOG: 'BOG',
  MDE: 'MDE',
  MIA: 'MIA',
  PTY: 'PTY',
  MEX: 'MEX',
  MAD: 'MAD',
};
const TAX = 45.3;

const money = (value: number) => value.toFixed(2);

function addMinutes(localDateTime: string, minutes: number): string {
  return new Date(Date.parse(`${localDateTime}Z`) + minutes * 60_000).toISOString().slice(0, 19);
}

function buildItinerary(from: string, to: string, date: string, fare: Fare, firstSegmentId: number) {
  const departure = `${date}T${fare.brand === 'LIGHT' ? '06:10' : fare.brand === 'CLASSIC' ? '09:45' : '17:30'}:00`;
  const hops = fare.via ? [from, fare.via, to] : [from, to];
  const segments = hops.slice(1).map((arrival, index) => {
    const start = addMinutes(departure, index * 230);
    return {
      departure: { iataCode: hops[index] as string, terminal: '1', at: start },
      arrival: { iataCode: arrival, at: addMinutes(start, 175) },
      carrierCode: fare.carrier,
      number: String(200 + firstSegmentId * 7 + index),
      aircraft: { code: '320' },
      operating: { carrierCode: fare.carrier },
      duration: 'PT2H55M',
      id: String(firstSegmentId + index),
      numberOfStops: 0,
      blacklistedInEU: false,
    };
  });
  const minutes = (hops.length - 2) * 230 + 175;
  return { duration: `PT${Math.floor(minutes / 60)}H${minutes % 60}M`, segments };
}

function buildOffer(id: string, body: SearchBody, fare: Fare) {
  const cabin = body.searchCriteria?.flightFilters?.cabinRestrictions?.[0]?.cabin ?? 'ECONOMY';
  let nextSegment = 1;
  const itineraries = body.originDestinations.map((od) => {
    const itinerary = buildItinerary(
      od.originLocationCode,
      od.destinationLocationCode,
      od.departureDateTimeRange.date,
      fare,
      nextSegment,
    );
    nextSegment += itinerary.segments.length;
    return itinerary;
  });
  const segmentIds = itineraries.flatMap((itinerary) => itinerary.segments.map((segment) => segment.id));
  const legs = body.originDestinations.length;
  const travelerPricings = body.travelers.map((traveler) => {
    const factor = traveler.travelerType === 'ADULT' ? 1 : traveler.travelerType === 'CHILD' ? 0.75 : 0.1;
    const base = fare.adultBase * legs * factor;
    const tax = traveler.travelerType === 'HELD_INFANT' ? 0 : TAX * legs;
    return {
      travelerId: traveler.id,
      fareOption: 'STANDARD',
      travelerType: traveler.travelerType,
      ...(traveler.associatedAdultId ? { associatedAdultId: traveler.associatedAdultId } : {}),
      price: { currency: 'USD', total: money(base + tax), base: money(base) },
      fareDetailsBySegment: segmentIds.map((segmentId) => ({
        segmentId,
        cabin,
        fareBasis: `${fare.brand === 'FLEX' ? 'B' : 'Q'}${fare.brand}${fare.carrier}`,
        brandedFare: fare.brand,
        class: fare.brand === 'FLEX' ? 'B' : 'Q',
        includedCheckedBags:
          fare.bags > 0 ? { quantity: fare.bags, weight: 23, weightUnit: 'KG' } : { quantity: 0 },
        amenities: [
          { description: 'REFUNDABLE TICKET', isChargeable: !fare.refundable, amenityType: 'BRANDED_FARES' },
          { description: 'CHANGEABLE TICKET', isChargeable: !fare.refundable, amenityType: 'BRANDED_FARES' },
        ],
      })),
    };
  });
  const total = travelerPricings.reduce((sum, pricing) => sum + Number(pricing.price.total), 0);
  const base = travelerPricings.reduce((sum, pricing) => sum + Number(pricing.price.base), 0);
  const firstDate = body.originDestinations[0]?.departureDateTimeRange.date ?? '2026-12-01';
  return {
    type: 'flight-offer',
    id,
    source: 'GDS',
    instantTicketingRequired: false,
    nonHomogeneous: false,
    oneWay: false,
    isUpsellOffer: false,
    lastTicketingDate: firstDate,
    numberOfBookableSeats: 7,
    itineraries,
    price: {
      currency: 'USD',
      total: money(total),
      base: money(base),
      fees: [
        { amount: '0.00', type: 'SUPPLIER' },
        { amount: '0.00', type: 'TICKETING' },
      ],
      grandTotal: money(total),
      additionalServices: [{ amount: money(35 * legs), type: 'CHECKED_BAGS' }],
    },
    pricingOptions: { fareType: ['PUBLISHED'], includedCheckedBagsOnly: fare.bags > 0 },
    validatingAirlineCodes: [fare.carrier],
    travelerPricings,
  };
}

function dictionariesFor(offers: FixtureOffer[]) {
  const codes = new Set(
    offers.flatMap((offer) =>
      offer.itineraries.flatMap((itinerary) =>
        itinerary.segments.flatMap((segment) => [segment.departure.iataCode, segment.arrival.iataCode]),
      ),
    ),
  );
  return {
    locations: Object.fromEntries(
      [...codes].map((code) => [
        code,
        { cityCode: CITIES[code] ?? code, countryCode: COUNTRIES[code] ?? 'US' },
      ]),
    ),
    aircraft: { '320': 'AIRBUS A320' },
    currencies: { USD: 'US DOLLAR' },
    carriers: { AV: 'AVIANCA', CM: 'COPA AIRLINES' },
  };
}

function searchAnswer(body: SearchBody) {
  const filters = body.searchCriteria?.pricingOptions ?? {};
  const strict = filters.refundableFare || filters.noPenaltyFare || filters.noRestrictionFare;
  const offers = FARES.filter((fare) => !strict || fare.refundable).map((fare, index) =>
    buildOffer(String(index + 1), body, fare),
  );
  return {
    meta: { count: offers.length, links: { self: 'https://test.api.amadeus.com/v2/shopping/flight-offers' } },
    data: offers,
    dictionaries: dictionariesFor(offers),
  };
}

function pricingAnswer(offer: FixtureOffer, newTotal: string | undefined, include: string | null) {
  const priced = structuredClone(offer);
  // Pricing answers Amadeus' own fields only: the search flags we added are not echoed.
  priced.pricingOptions = {
    fareType: offer.pricingOptions?.fareType ?? ['PUBLISHED'],
    includedCheckedBagsOnly: offer.pricingOptions?.includedCheckedBagsOnly ?? false,
  };
  if (newTotal) {
    const delta = Number(newTotal) - Number(offer.price.total);
    priced.price.total = newTotal;
    priced.price.grandTotal = newTotal;
    priced.price.base = money(Number(offer.price.base) + delta);
    const first = priced.travelerPricings[0];
    if (first) {
      first.price.total = money(Number(first.price.total) + delta);
      first.price.base = money(Number(first.price.base) + delta);
    }
  }
  const legs = priced.itineraries.length;
  for (const pricing of priced.travelerPricings) {
    const taxes = Number(pricing.price.total) - Number(pricing.price.base);
    Object.assign(pricing.price, { taxes: taxes > 0 ? [{ amount: money(taxes), code: 'YQ' }] : [] });
  }
  const brand = offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare ?? 'LIGHT';
  const refundable = brand === 'FLEX';
  const includes = new Set((include ?? '').split(','));
  const travelerIds = priced.travelerPricings
    .filter((pricing) => pricing.travelerType !== 'HELD_INFANT')
    .map((pricing) => pricing.travelerId);
  const bags: Record<string, unknown> = {};
  priced.itineraries.forEach((itinerary, index) => {
    const segmentIds = itinerary.segments.map((segment) => segment.id);
    bags[String(index * 2 + 1)] = {
      quantity: 1,
      name: 'CHECKED_BAG',
      price: { amount: '35.00', currencyCode: 'USD' },
      bookableByItinerary: true,
      segmentIds,
      travelerIds,
    };
    bags[String(index * 2 + 2)] = {
      quantity: 2,
      name: 'CHECKED_BAG',
      price: { amount: '80.00', currencyCode: 'USD' },
      bookableByItinerary: true,
      segmentIds,
      travelerIds,
    };
  });
  const detailedFareRules = Object.fromEntries(
    priced.itineraries.flatMap((itinerary) =>
      itinerary.segments.map((segment) => [
        segment.id,
        {
          fareBasis: priced.travelerPricings[0]?.fareDetailsBySegment[0]?.fareBasis ?? 'QLIGHT',
          name: brand,
          fareNotes: {
            descriptions: [
              {
                descriptionType: 'PENALTIES',
                text: refundable
                  ? 'PE.PENALTIES\n  CHANGES ANY TIME CHARGE USD 0.00.\n  CANCELLATIONS ANY TIME CHARGE USD 0.00.'
                  : 'PE.PENALTIES\n  CHANGES ANY TIME CHARGE USD 75.00.\n  CANCELLATIONS TICKET IS NON-REFUNDABLE.',
              },
            ],
          },
          segmentId: segment.id,
        },
      ]),
    ),
  );
  return {
    data: {
      type: 'flight-offers-pricing',
      flightOffers: [
        {
          ...priced,
          fareRules: {
            currency: 'USD',
            rules: refundable
              ? [
                  { category: 'EXCHANGE', maxPenaltyAmount: '0.00' },
                  { category: 'REFUND', maxPenaltyAmount: '0.00' },
                ]
              : [
                  { category: 'EXCHANGE', maxPenaltyAmount: money(75 * legs) },
                  { category: 'REFUND', notApplicable: true },
                  { category: 'REVALIDATION', notApplicable: true },
                ],
          },
        },
      ],
      bookingRequirements: { emailAddressRequired: true, mobilePhoneNumberRequired: true },
    },
    included: {
      ...(includes.has('bags') ? { bags } : {}),
      ...(includes.has('detailed-fare-rules') ? { 'detailed-fare-rules': detailedFareRules } : {}),
    },
    dictionaries: dictionariesFor([priced]),
  };
}
