// The amadeus SDK (amadeus-node) ships no types; this is the part of its API the Amadeus flight
// supplier uses. Read from node_modules/amadeus/lib (client.js, client/*.js, namespaces/**).
declare module 'amadeus' {
  import type { ClientRequest, RequestOptions } from 'node:http';

  /** A Node http/https-compatible module: the SDK calls `http.request(options)` and writes the body. */
  interface AmadeusHttp {
    request(options: RequestOptions): ClientRequest;
  }

  interface AmadeusOptions {
    clientId: string;
    clientSecret: string;
    /** 'test' (test.api.amadeus.com, the default) or 'production' (api.amadeus.com). */
    hostname?: 'test' | 'production';
    /** A custom host, overriding `hostname`. */
    host?: string;
    port?: number;
    ssl?: boolean;
    http?: AmadeusHttp;
    logLevel?: 'silent' | 'warn' | 'debug';
    logger?: { log(...args: unknown[]): void };
    customAppId?: string;
    customAppVersion?: string;
  }

  interface AmadeusResponse {
    statusCode: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
    /** The parsed JSON body (null when the body was not JSON). */
    result: unknown;
    data: unknown;
    parsed: boolean;
    request: { verb: string; path: string; queryPath: string; headers: Record<string, string> };
  }

  /** What every failed call rejects with (client/errors.js). */
  interface AmadeusResponseError {
    code:
      | 'NetworkError'
      | 'ParserError'
      | 'ServerError'
      | 'ClientError'
      | 'AuthenticationError'
      | 'NotFoundError'
      | 'UnknownError';
    response: AmadeusResponse;
    /** `result.errors` of an Amadeus error body, or the whole result. */
    description: unknown;
  }

  interface AmadeusClient {
    /** The SDK's OAuth token cache (client/access_token.js); it only refreshes on expiry. */
    accessToken: { accessToken?: string; expiresAt?: number };
    host: string;
    port: number;
    ssl: boolean;
  }

  class Amadeus {
    constructor(options: AmadeusOptions);
    client: AmadeusClient;
    shopping: {
      flightOffersSearch: { post(body: string): Promise<AmadeusResponse> };
      /** GET /v1/shopping/flight-dates (FlightCheapestDateSearch_v1). */
      flightDates: { get(params: Record<string, string>): Promise<AmadeusResponse> };
      flightOffers: {
        pricing: { post(body: string, params?: Record<string, string>): Promise<AmadeusResponse> };
      };
      /** GET /v3/shopping/hotel-offers (HotelSearch_v3). */
      hotelOffersSearch: { get(params: Record<string, string>): Promise<AmadeusResponse> };
      /** GET /v3/shopping/hotel-offers/{offerId} (HotelSearch_v3): one offer at today's price. */
      hotelOfferSearch(offerId: string): { get(params?: Record<string, string>): Promise<AmadeusResponse> };
    };
    booking: {
      flightOrders: { post(body: string): Promise<AmadeusResponse> };
      /** POST /v2/booking/hotel-orders (HotelBooking_v2). */
      hotelOrders: { post(body: string): Promise<AmadeusResponse> };
    };
    referenceData: {
      locations: {
        hotels: {
          /** GET /v1/reference-data/locations/hotels/by-geocode (HotelList_v1). */
          byGeocode: { get(params: Record<string, string>): Promise<AmadeusResponse> };
          /** GET /v1/reference-data/locations/hotels/by-hotels (HotelList_v1). */
          byHotels: { get(params: Record<string, string>): Promise<AmadeusResponse> };
        };
      };
    };
  }

  export default Amadeus;
  export type { AmadeusHttp, AmadeusOptions, AmadeusResponse, AmadeusResponseError };
}
