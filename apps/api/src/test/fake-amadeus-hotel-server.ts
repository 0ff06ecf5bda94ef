import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A fake Amadeus Self-Service server for the hotel adapter's tests: a real HTTP server on 127.0.0.1
 * speaking the wire format of shared/reference/amadeus HotelList_v1 (by-geocode, by-hotels),
 * HotelSearch_v3 (offers, one offer by id) and HotelBooking_v2 (orders), behind the OAuth2
 * client-credentials token endpoint the SDK calls. Three hotels in Bogotá, two offers each, written by
 * hand in the reference shapes (valid against the schemas, as the adapter test checks).
 */

export const FAKE_HOTEL_CLIENT_ID = 'fake-hotel-client';
export const FAKE_HOTEL_CLIENT_SECRET = 'fake-hotel-secret';

const API_JSON = 'application/vnd.amadeus+json';

export interface ReceivedHotelRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeHotelFailure = { status: number; body: unknown } | 'hang';

export interface FakeAmadeusHotelServer {
  url: string;
  received: ReceivedHotelRequest[];
  requestsTo(path: string): ReceivedHotelRequest[];
  /** The next request whose path starts with `path` gets this failure (queued; each used once). */
  failNext(path: string, failure: FakeHotelFailure): void;
  revokeTokens(): void;
  /** This offer is now priced at `total` (USD). */
  changePrice(offerId: string, total: string): void;
  close(): Promise<void>;
}

export function amadeusHotelError(status: number, code: number, title: string) {
  return { errors: [{ status, code, title }] };
}

const HOTELS = [
  {
    chainCode: 'HI',
    iataCode: 'BOG',
    dupeId: 700_012_345,
    name: 'HOLIDAY INN BOGOTA AIRPORT',
    hotelId: 'HIBOG5A2',
    geoCode: { latitude: 4.67436, longitude: -74.12064 },
    address: { countryCode: 'CO' },
    distance: { value: 3.21, unit: 'KM' },
    lastUpdate: '2024-03-01T10:12:00',
  },
  {
    chainCode: 'RT',
    iataCode: 'BOG',
    dupeId: 700_098_765,
    name: 'IBIS BOGOTA MUSEO',
    hotelId: 'RTBOGIBM',
    geoCode: { latitude: 4.61392, longitude: -74.06981 },
    address: { countryCode: 'CO' },
    distance: { value: 10.4, unit: 'KM' },
    lastUpdate: '2024-02-11T08:40:00',
  },
  {
    chainCode: 'MC',
    iataCode: 'BOG',
    dupeId: 700_055_501,
    name: 'JW MARRIOTT HOTEL BOGOTA',
    hotelId: 'MCBOGJWM',
    geoCode: { latitude: 4.66841, longitude: -74.05262 },
    address: { countryCode: 'CO' },
    distance: { value: 11.9, unit: 'KM' },
    lastUpdate: '2024-01-20T16:05:00',
  },
];

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Two offers a hotel sells for the stay: a flexible room-only rate and a non-refundable one with breakfast. */
function offersFor(
  hotel: (typeof HOTELS)[number],
  query: URLSearchParams,
  priceOf: (id: string, fallback: string) => string,
) {
  const checkInDate = query.get('checkInDate') ?? '2027-03-10';
  const checkOutDate = query.get('checkOutDate') ?? '2027-03-14';
  const adults = Number(query.get('adults') ?? '1');
  const rooms = query.get('roomQuantity') ?? '1';
  const nights = Math.max(1, Math.round((Date.parse(checkOutDate) - Date.parse(checkInDate)) / 86_400_000));
  const base = { HIBOG5A2: 96, RTBOGIBM: 58, MCBOGJWM: 240 }[hotel.hotelId] ?? 80;
  const make = (suffix: string, perNight: number, flexible: boolean) => {
    const id = `${hotel.hotelId}${suffix}${checkInDate.replaceAll('-', '')}${nights}`;
    const total = priceOf(id, (perNight * nights * Number(rooms)).toFixed(2));
    const taxes = (Number(total) - Number(total) / 1.19).toFixed(2);
    return {
      id,
      checkInDate,
      checkOutDate,
      rateCode: flexible ? 'BAR' : 'PRO',
      rateFamilyEstimated: { code: flexible ? 'BAR' : 'PRO', type: flexible ? 'C' : 'P' },
      ...(flexible ? {} : { boardType: 'BREAKFAST' }),
      room: {
        type: flexible ? 'A1K' : 'C2T',
        typeEstimated: flexible
          ? { category: 'SUPERIOR_ROOM', beds: 1, bedType: 'KING' }
          : { category: 'STANDARD_ROOM', beds: 2, bedType: 'TWIN' },
        description: {
          text: flexible
            ? 'Superior King Room. Free WiFi, desk, rain shower'
            : 'Standard Twin Room. Breakfast included, non refundable',
          lang: 'EN',
        },
      },
      guests: { adults },
      price: {
        currency: 'USD',
        base: (Number(total) - Number(taxes)).toFixed(2),
        total,
        taxes: [
          {
            code: 'VALUE_ADDED_TAX',
            amount: taxes,
            currency: 'USD',
            included: true,
            pricingFrequency: 'PER_STAY',
            pricingMode: 'PER_PRODUCT',
          },
        ],
        variations: {
          average: { base: (Number(total) / nights).toFixed(2) },
          changes: [
            { startDate: checkInDate, endDate: checkOutDate, base: (Number(total) / nights).toFixed(2) },
          ],
        },
      },
      policies: {
        ...(flexible
          ? {
              cancellations: [
                {
                  amount: (Number(total) / nights).toFixed(2),
                  deadline: `${dayBefore(checkInDate)}T18:00:00`,
                },
              ],
            }
          : { cancellations: [{ type: 'FULL_STAY' }] }),
        paymentType: flexible ? 'GUARANTEE' : 'DEPOSIT',
        checkInOut: { checkIn: '15:00:00', checkOut: '12:00:00' },
      },
      self: `https://test.api.amadeus.com/v3/shopping/hotel-offers/${id}`,
    };
  };
  return [make('FLX', base, true), make('NRF', Math.round(base * 0.85), false)];
}

export async function startFakeAmadeusHotelServer(): Promise<FakeAmadeusHotelServer> {
  const received: ReceivedHotelRequest[] = [];
  const failures: Array<{ path: string; failure: FakeHotelFailure }> = [];
  const tokens = new Set<string>();
  const prices = new Map<string, string>();
  /** The offers this server answered, by id: GET /v3/shopping/hotel-offers/{id} re-prices them. */
  const issued = new Map<string, { hotel: (typeof HOTELS)[number]; query: URLSearchParams }>();
  let orders = 0;
  const priceOf = (id: string, fallback: string) => prices.get(id) ?? fallback;

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
      received.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, body });
      const send = (status: number, payload: unknown, type = API_JSON) => {
        response.writeHead(status, { 'content-type': type });
        response.end(JSON.stringify(payload));
      };

      const index = failures.findIndex((entry) => url.pathname.startsWith(entry.path));
      if (index >= 0) {
        const failure = failures.splice(index, 1)[0]?.failure;
        if (failure === 'hang') return;
        if (failure) return send(failure.status, failure.body);
      }

      if (request.method === 'POST' && url.pathname === '/v1/security/oauth2/token') {
        const form = body as Record<string, string>;
        if (form.client_id !== FAKE_HOTEL_CLIENT_ID || form.client_secret !== FAKE_HOTEL_CLIENT_SECRET) {
          return send(
            401,
            { error: 'invalid_client', code: 38187, title: 'Invalid parameters' },
            'application/json',
          );
        }
        const token = randomBytes(12).toString('base64url');
        tokens.add(token);
        return send(
          200,
          {
            type: 'amadeusOAuth2Token',
            access_token: token,
            token_type: 'Bearer',
            expires_in: 1799,
            state: 'approved',
          },
          'application/json',
        );
      }
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(token)) {
        return send(401, { errors: [{ status: 401, code: 38190, title: 'Invalid access token' }] });
      }

      if (request.method === 'GET' && url.pathname === '/v1/reference-data/locations/hotels/by-geocode') {
        const radius = Number(url.searchParams.get('radius') ?? '5');
        const unit = url.searchParams.get('radiusUnit') ?? 'KM';
        const km = unit === 'MILE' ? radius * 1.609344 : radius;
        const data = HOTELS.filter((hotel) => hotel.distance.value <= km);
        if (data.length === 0)
          return send(400, amadeusHotelError(400, 895, 'NOTHING FOUND FOR REQUESTED CITY'));
        return send(200, { data, meta: { count: data.length, links: { self: url.href } } });
      }
      if (request.method === 'GET' && url.pathname === '/v1/reference-data/locations/hotels/by-hotels') {
        const ids = (url.searchParams.get('hotelIds') ?? '').split(',');
        const data = HOTELS.filter((hotel) => ids.includes(hotel.hotelId));
        if (data.length === 0)
          return send(400, amadeusHotelError(400, 895, 'NOTHING FOUND FOR REQUESTED CITY'));
        return send(200, { data, meta: { count: data.length } });
      }
      if (request.method === 'GET' && url.pathname === '/v3/shopping/hotel-offers') {
        const ids = (url.searchParams.get('hotelIds') ?? '').split(',');
        const data = HOTELS.filter((hotel) => ids.includes(hotel.hotelId)).map((hotel) => {
          const offers = offersFor(hotel, url.searchParams, priceOf);
          for (const offer of offers) issued.set(offer.id, { hotel, query: url.searchParams });
          return {
            type: 'hotel-offers',
            hotel: {
              type: 'hotel',
              hotelId: hotel.hotelId,
              chainCode: hotel.chainCode,
              dupeId: String(hotel.dupeId),
              name: hotel.name,
              cityCode: 'BOG',
              latitude: hotel.geoCode.latitude,
              longitude: hotel.geoCode.longitude,
            },
            available: true,
            offers,
            self: url.href,
          };
        });
        if (data.length === 0)
          return send(400, amadeusHotelError(400, 3664, 'NO ROOMS AVAILABLE AT REQUESTED PROPERTY'));
        return send(200, { data });
      }
      const offerPath = /^\/v3\/shopping\/hotel-offers\/([A-Z0-9]+)$/.exec(url.pathname);
      if (request.method === 'GET' && offerPath?.[1]) {
        const known = issued.get(offerPath[1]);
        const offer =
          known && offersFor(known.hotel, known.query, priceOf).find((o) => o.id === offerPath[1]);
        if (!known || !offer)
          return send(404, amadeusHotelError(404, 3664, 'NO ROOMS AVAILABLE AT REQUESTED PROPERTY'));
        return send(200, {
          data: {
            type: 'hotel-offers',
            hotel: {
              hotelId: known.hotel.hotelId,
              chainCode: known.hotel.chainCode,
              name: known.hotel.name,
              cityCode: 'BOG',
              latitude: known.hotel.geoCode.latitude,
              longitude: known.hotel.geoCode.longitude,
            },
            available: true,
            offers: [offer],
            self: url.href,
          },
        });
      }
      if (request.method === 'POST' && url.pathname === '/v2/booking/hotel-orders') {
        const data = (body as { data?: Record<string, unknown> } | null)?.data ?? {};
        const rooms =
          (data.roomAssociations as Array<{ hotelOfferId: string; guestReferences: unknown[] }>) ?? [];
        const offerId = rooms[0]?.hotelOfferId ?? '';
        const known = issued.get(offerId);
        const offer = known && offersFor(known.hotel, known.query, priceOf).find((o) => o.id === offerId);
        if (!known || !offer)
          return send(400, amadeusHotelError(400, 3664, 'NO ROOMS AVAILABLE AT REQUESTED PROPERTY'));
        orders += 1;
        const id = `V0g${String(orders).padStart(6, '0')}Q`;
        const confirmation = `${known.hotel.chainCode}${String(70_000 + orders)}`;
        return send(201, {
          data: {
            type: 'hotel-order',
            id,
            hotelBookings: [
              {
                type: 'hotel-booking',
                id: `${id}B`,
                bookingStatus: 'CONFIRMED',
                hotelProviderInformation: [
                  { hotelProviderCode: known.hotel.chainCode, confirmationNumber: confirmation },
                ],
                roomAssociations: rooms,
                hotelOffer: { ...offer, type: 'hotel-offer', roomQuantity: 1 },
                hotel: {
                  hotelId: known.hotel.hotelId,
                  chainCode: known.hotel.chainCode,
                  name: known.hotel.name,
                  self: `https://test.api.amadeus.com/v1/reference-data/locations/by-hotels?hotelIds=${known.hotel.hotelId}`,
                },
                travelAgentId: '00000000',
              },
            ],
            guests: ((data.guests as Array<Record<string, unknown>>) ?? []).map((guest) => ({
              ...guest,
              id: guest.tid,
            })),
            associatedRecords: [
              { reference: `QV${String(orders).padStart(4, '0')}`, originSystemCode: 'GDS' },
            ],
            self: `https://test.api.amadeus.com/v2/booking/hotel-orders/${id}`,
          },
        });
      }
      return send(404, amadeusHotelError(404, 38196, 'Resource not found'));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requestsTo: (path) => received.filter((r) => r.path === path),
    failNext: (path, failure) => failures.push({ path, failure }),
    revokeTokens: () => tokens.clear(),
    changePrice: (offerId, total) => prices.set(offerId, total),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
