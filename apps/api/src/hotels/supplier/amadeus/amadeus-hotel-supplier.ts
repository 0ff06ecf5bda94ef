import Amadeus, { type AmadeusResponse } from 'amadeus';
import {
  createAmadeusTransport,
  isAmadeusResponseError,
  resolveAmadeusEndpoint,
} from '../../../platform/amadeus/amadeus-client.ts';
import { TimeoutError, withTimeout } from '../../../platform/with-timeout.ts';
import {
  type CreateHotelOrderInput,
  type HotelContent,
  type HotelListing,
  type HotelOffer,
  type HotelOffers,
  type HotelOffersQuery,
  type HotelOrderResult,
  type HotelSupplier,
  HotelSupplierError,
} from '../hotel-supplier.port.ts';

/** ARCHITECTURE §6: every supplier call gets 30 s, token request and one retry included. */
export const AMADEUS_HOTEL_TIMEOUT_MS = 30_000;
const TOKEN_PATH = '/v1/security/oauth2/token';

/**
 * Codes that mean "this offer can no longer be sold as it is": the rate is no longer loaded (249
 * INVALID RATE CODE and 790 RATE SECURITY NOT LOADED in HotelSearch_v3's table) or the room is sold
 * out (3664 NO ROOMS AVAILABLE AT REQUESTED PROPERTY, as Amadeus answers it). A 404 is gone too.
 */
const GONE_CODES = new Set([249, 790, 3664]);
/** HotelSearch_v3 424 NO HOTELS FOUND WHICH MATCH THIS INPUT, and 3664: an empty answer, not a failure. */
const NO_OFFER_CODES = new Set([424, 3664]);

export interface AmadeusHotelSupplierOptions {
  clientId: string;
  clientSecret: string;
  hostname?: 'test' | 'production';
  /** A custom endpoint instead of `hostname`, e.g. `http://127.0.0.1:4010` for a fake server. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface AmadeusIssue {
  status?: number;
  code?: number;
  title?: string;
  detail?: string;
}

type Outcome = { ok: true; result: unknown } | { ok: false; status: number; issues: AmadeusIssue[] };

/**
 * The Amadeus Self-Service hotel adapter, through the official `amadeus` SDK: HotelList_v1 by geocode
 * and by hotel ids, HotelSearch_v3 offers and one offer by id, HotelBooking_v2 orders. Amadeus has no
 * content API for Self-Service: `describeHotels` answers nothing and the service fills the gaps.
 */
export function createAmadeusHotelSupplier(options: AmadeusHotelSupplierOptions): HotelSupplier {
  const timeoutMs = options.timeoutMs ?? AMADEUS_HOTEL_TIMEOUT_MS;
  const endpoint = resolveAmadeusEndpoint(options);
  const amadeus = new Amadeus({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    host: endpoint.host,
    port: endpoint.port,
    ssl: endpoint.ssl,
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
        const issues = Array.isArray(error.description) ? (error.description as AmadeusIssue[]) : [];
        if (error.code === 'AuthenticationError' || status === 401) {
          throw new HotelSupplierError('unauthorized', `Amadeus refused the credentials during ${what}`, {
            status,
            supplierCode: issues[0]?.code,
            cause: error,
          });
        }
        if (error.code === 'ClientError' || error.code === 'NotFoundError')
          return { ok: false, status, issues };
        throw new HotelSupplierError('unavailable', `Amadeus ${what} failed (${error.code} ${status})`, {
          status,
          supplierCode: issues[0]?.code,
          cause: error,
        });
      }
    };
    try {
      return await withTimeout(attempt(false), timeoutMs, `Amadeus ${what}`);
    } catch (error) {
      if (error instanceof HotelSupplierError) throw error;
      if (error instanceof TimeoutError)
        throw new HotelSupplierError('timeout', error.message, { cause: error });
      throw new HotelSupplierError('unavailable', `Amadeus ${what} failed`, { cause: error });
    }
  }

  const hasCode = (outcome: Extract<Outcome, { ok: false }>, codes: ReadonlySet<number>) =>
    outcome.issues.some((issue) => issue.code !== undefined && codes.has(issue.code));
  const isGone = (outcome: Extract<Outcome, { ok: false }>) =>
    outcome.status === 404 || hasCode(outcome, GONE_CODES);

  function rejected(what: string, outcome: Extract<Outcome, { ok: false }>): HotelSupplierError {
    const issue = outcome.issues[0];
    return new HotelSupplierError(
      isGone(outcome) ? 'gone' : 'rejected',
      `Amadeus refused the ${what}: ${issue?.code ?? '?'} ${issue?.title ?? ''} ${issue?.detail ?? ''}`.trim(),
      { status: outcome.status, supplierCode: issue?.code },
    );
  }

  const dataOf = <T>(outcome: Extract<Outcome, { ok: true }>): T[] => {
    const data = (outcome.result as { data?: unknown } | null)?.data;
    return (Array.isArray(data) ? data : data ? [data] : []) as T[];
  };

  return {
    name: 'amadeus',

    async listHotels(query) {
      const outcome = await send('hotel list', () =>
        amadeus.referenceData.locations.hotels.byGeocode.get({
          latitude: query.geoCode.latitude.toFixed(5),
          longitude: query.geoCode.longitude.toFixed(5),
          // HotelList_v1 takes at most 300 (KM or MILE): spec §9's 200 miles fits.
          radius: String(Math.min(300, Math.round(query.radius))),
          radiusUnit: query.radiusUnit,
          hotelSource: 'ALL',
        }),
      );
      if (!outcome.ok) {
        // "Nothing found" is a 400 with code 895 at Amadeus: an empty list, not a failure.
        if (outcome.issues.some((issue) => issue.code === 895)) return [];
        throw rejected('hotel list', outcome);
      }
      return dataOf<HotelListing>(outcome).filter((hotel) => hotel.hotelId && hotel.geoCode);
    },

    async searchOffers(query) {
      const outcome = await send('hotel offers', () =>
        amadeus.shopping.hotelOffersSearch.get(buildOffersParams(query)),
      );
      if (!outcome.ok) {
        if (hasCode(outcome, NO_OFFER_CODES)) return [];
        throw rejected('hotel offers', outcome);
      }
      return dataOf<HotelOffers>(outcome)
        .filter((answer) => answer.available !== false && answer.offers?.length)
        .map(withStayGuests);
    },

    async priceOffer(offerId, lang) {
      const outcome = await send('hotel offer pricing', () =>
        amadeus.shopping.hotelOfferSearch(offerId).get({ lang: lang.toUpperCase() }),
      );
      if (!outcome.ok) {
        if (isGone(outcome)) return null;
        throw rejected('hotel offer pricing', outcome);
      }
      const [answer] = dataOf<HotelOffers>(outcome);
      return answer?.offers?.length ? withStayGuests(answer) : null;
    },

    async describeHotels(): Promise<Map<string, HotelContent>> {
      return new Map();
    },

    async findHotel(hotelId) {
      const outcome = await send('hotel lookup', () =>
        amadeus.referenceData.locations.hotels.byHotels.get({ hotelIds: hotelId }),
      );
      if (!outcome.ok) {
        if (outcome.status === 400 || outcome.status === 404) return undefined;
        throw rejected('hotel lookup', outcome);
      }
      return dataOf<HotelListing>(outcome).find((hotel) => hotel.hotelId === hotelId);
    },

    async createOrder(input, { idempotencyKey }): Promise<HotelOrderResult> {
      const body = buildHotelOrderBody(input, idempotencyKey);
      const outcome = await send('hotel order', () => amadeus.booking.hotelOrders.post(JSON.stringify(body)));
      if (!outcome.ok) throw rejected('hotel order', outcome);
      const [order] = dataOf<RawHotelOrder>(outcome);
      const booking = order?.hotelBookings?.[0];
      const confirmationNumber = booking?.hotelProviderInformation?.[0]?.confirmationNumber;
      if (!order?.id || !booking?.hotelOffer || !confirmationNumber) {
        throw new HotelSupplierError('unavailable', 'Amadeus answered a hotel order without a confirmation');
      }
      return {
        id: order.id,
        confirmationNumber,
        bookingStatus: booking.bookingStatus ?? 'CONFIRMED',
        hotelOffer: booking.hotelOffer,
        raw: order,
      };
    },
  };
}

interface RawHotelOrder {
  id?: string;
  hotelBookings?: Array<{
    bookingStatus?: string;
    hotelOffer?: HotelOffer;
    hotelProviderInformation?: Array<{ confirmationNumber?: string }>;
  }>;
}

/**
 * Amadeus counts an offer's adults per room; the port counts the stay's guests in all (what the
 * checkout holds the rooms sent against), so the adults are multiplied by the room count.
 */
export function withStayGuests(answer: HotelOffers): HotelOffers {
  return {
    ...answer,
    offers: answer.offers?.map((offer) => {
      if (!offer.guests) return offer;
      const rooms = Math.max(1, Number(offer.roomQuantity ?? '1') || 1);
      return { ...offer, guests: { ...offer.guests, adults: offer.guests.adults * rooms } };
    }),
  };
}

/**
 * Our stay as HotelSearch_v3 query parameters, always in USD. Amadeus prices one occupancy for every
 * room and takes no children's ages: each room is asked for as many guests as the fullest room sleeps.
 */
export function buildOffersParams(query: HotelOffersQuery): Record<string, string> {
  const perRoom = Math.min(9, Math.max(...query.rooms.map((room) => room.adults + room.childAges.length)));
  return {
    hotelIds: query.hotelIds.join(','),
    checkInDate: query.checkInDate,
    checkOutDate: query.checkOutDate,
    adults: String(perRoom),
    roomQuantity: String(query.rooms.length),
    currency: 'USD',
    lang: query.lang.toUpperCase(),
    bestRateOnly: 'false',
    paymentPolicy: 'NONE',
  };
}

/**
 * The HotelBooking_v2 body: the guests, the agency's contact, and the room with every guest on it.
 * Amadeus takes no idempotency key: the cartId travels in the room's special request, and the hotel
 * orders table keeps one order per session.
 */
export function buildHotelOrderBody(input: CreateHotelOrderInput, idempotencyKey: string) {
  return {
    data: {
      type: 'hotel-order',
      guests: input.guests.map((guest) => ({
        tid: guest.tid,
        firstName: guest.firstName,
        lastName: guest.lastName,
        ...(guest.email ? { email: guest.email } : {}),
        ...(guest.phone ? { phone: guest.phone } : {}),
        ...(guest.childAge === undefined ? {} : { childAge: guest.childAge }),
      })),
      travelAgent: { contact: { email: input.travelAgentEmail } },
      roomAssociations: [
        {
          hotelOfferId: input.offerId,
          guestReferences: input.guests.map((guest) => ({ guestReference: String(guest.tid) })),
          specialRequest: `Ref ${idempotencyKey}`.slice(0, 120),
        },
      ],
    },
  };
}
