import {
  AddAdditionalServicesResponseSchema,
  BaggageOptionsResponseSchema,
  CreateBillingInfoResponseSchema,
  CreatePaymentInfoResponseSchema,
  ExtendTripHoldResponseSchema,
  type InfoData,
  SessionDetailsResponseSchema,
  SetFlightOrderResponseSchema,
} from '@travel/contract/booking-session';
import { OfferResponseSchema } from '@travel/contract/flights';
import { HotelOfferPriceResponseSchema } from '@travel/contract/hotels';
import {
  type PaymentDirectionBody,
  PaymentDirectionResponseSchema,
  PaymentMethodsResponseSchema,
} from '@travel/contract/payment';
import type {
  TokenizeCardBody,
  TokenizeCardResponse,
  TokenizeCardResponseSchema,
} from '@travel/contract/payment-sandbox';
import { type ApiClient, isApiError, unchecked } from '../../lib/api-client';
import type { Locale } from '../../lib/locale';

/**
 * What finds the visitor's booking session on every /user/session call. The agentId is asked for at
 * each call, since the page may be up before start-up has it.
 */
export type SessionKey = {
  getAgentId: () => Promise<string>;
  flightOfferId: string;
  locale: Locale;
  /** The campaign that brought the visitor, sent with every session call (spec §7). */
  infoData?: InfoData;
  /**
   * For the page's background saves: a change to a session a started payment froze is refused
   * (SESSION_LOCKED) instead of abandoning that payment. A save debounced before Pagar can reach the
   * API after the payment started, while the traveller is on the gateway's page; abandoning would
   * cancel the order they are about to authorise. Pagar itself saves every section again.
   */
  keepStartedPayment?: boolean;
};

/**
 * The booking calls of spec §7, typed and checked by their contract schemas, as the web server makes
 * them for a visitor (the trip summary's loader and actions). Thin on purpose: the caller decides
 * when to call them.
 */
export function createBookingApi(
  api: ApiClient,
  { getAgentId, keepStartedPayment = false, ...key }: SessionKey,
) {
  const body = async (extra: object) => ({
    agentId: await getAgentId(),
    ...key,
    infoData: key.infoData ?? { metaName: 'web' },
    ...extra,
  });
  /**
   * A started payment freezes the session (SESSION_LOCKED). The traveller is back on the summary
   * changing something, so that payment is abandoned (voided at the gateway) and the change goes on.
   */
  async function change<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (keepStartedPayment || !isApiError(error, 'SESSION_LOCKED')) throw error;
      await api.post('/user/session/payment/abandon', { json: await body({}) });
      return call();
    }
  }
  return {
    setFlightOrder: (flightOffer: unknown) =>
      change(
        async () =>
          (
            await api.post('/user/session/set/flight-order', {
              json: await body({ flightOffer }),
              schema: SetFlightOrderResponseSchema,
            })
          ).data,
      ),
    /** A hotel room offer into the cart (decision 013); the server re-prices it against `supplierTotal`. */
    setHotelOrder: (offer: { id: string; supplierTotal: string }, currencyCode: string) =>
      change(
        async () =>
          (
            await api.post('/user/session/set/hotel-order', {
              json: await body({
                hotelOffer: { id: offer.id, price: { total: offer.supplierTotal, currency: 'USD' } },
                currencyCode,
              }),
              schema: SetFlightOrderResponseSchema,
            })
          ).data,
      ),
    /** The session as the trip summary renders it, document numbers included: never for storage. */
    getSessionDetails: async () =>
      (
        await api.post('/user/session/details', {
          json: await body({}),
          schema: SessionDetailsResponseSchema,
        })
      ).data,
    /** baggageUrl is absolute (the API's public address); the client adds its own base. */
    getBaggage: async (baggageUrl: string) => {
      const path = /^https?:/.test(baggageUrl) ? new URL(baggageUrl).pathname : baggageUrl;
      return (await api.get(path, { schema: BaggageOptionsResponseSchema })).data;
    },
    addBaggage: (payload: object) =>
      change(
        async () =>
          (
            await api.post('/user/session/add/additional-services', {
              json: await body(payload),
              schema: AddAdditionalServicesResponseSchema,
            })
          ).data,
      ),
    saveCustomer: (customerDetails: object) =>
      change(async () => api.post('/user/session/customer', { json: await body({ customerDetails }) })),
    savePassengers: (passengers: unknown[]) =>
      change(async () => api.post('/user/session/create-passenger', { json: await body({ passengers }) })),
    savePaymentInfo: (token: TokenizeCardResponse, cardName: string) =>
      change(
        async () =>
          (
            await api.post('/user/session/create-payment-info', {
              json: await body({
                paymentInformation: {
                  token: token.token,
                  brand: token.brand,
                  lastFour: token.lastFour,
                  cardExpiry: token.expiry,
                  cardName,
                },
              }),
              schema: CreatePaymentInfoResponseSchema,
            })
          ).data,
      ),
    saveBilling: (billingInformation: object) =>
      change(
        async () =>
          (
            await api.post('/user/session/create-billing-info', {
              json: await body({ billingInformation }),
              schema: CreateBillingInfoResponseSchema,
            })
          ).data,
      ),
    /** "Necesito más tiempo": the server extends the session's hold once (TRIP_HOLD_* otherwise). */
    extendHold: async () =>
      (
        await api.post('/user/session/hold/extend', {
          json: await body({}),
          schema: ExtendTripHoldResponseSchema,
        })
      ).data,
    /** Starts the payment with the method and plan the traveller picked (decision 017); a card when none. */
    paymentDirection: async (choice: Pick<PaymentDirectionBody, 'paymentMethod' | 'instalments'> = {}) =>
      (
        await api.post('/user/session/payment-direction', {
          json: await body({ worldpayTransactionData: {}, ...choice }),
          schema: PaymentDirectionResponseSchema,
        })
      ).data,
    /** The ways this session can be paid, with what each charges and the card's instalment plans. */
    paymentMethods: async () =>
      (
        await api.post('/user/session/payment-methods', {
          json: { agentId: await getAgentId(), flightOfferId: key.flightOfferId },
          schema: PaymentMethodsResponseSchema,
        })
      ).data,
  };
}

export type BookingApi = ReturnType<typeof createBookingApi>;

/** One offer of a search, in the visitor's currency (spec §7 GET /air/flightOffer/{id}). */
export async function fetchFlightOffer(api: ApiClient, offerId: string, currencyCode: string) {
  return (
    await api.get(`/air/flightOffer/${encodeURIComponent(offerId)}`, {
      query: { currencyCode },
      schema: OfferResponseSchema,
    })
  ).data;
}

/** A hotel room offer as the supplier prices it now (POST /hotels/offer/price), in the visitor's currency. */
export async function fetchHotelOffer(api: ApiClient, offerId: string, currencyCode: string, locale: Locale) {
  return (
    await api.post('/hotels/offer/price', {
      json: { offerId, currencyCode, locale },
      schema: HotelOfferPriceResponseSchema,
    })
  ).data;
}

/**
 * Straight from the browser to the gateway's tokenizer: the card never reaches our servers. Typed,
 * not checked, so the trip summary's first paint carries no zod (the server checks the token it gets).
 */
export function tokenizeCard(api: ApiClient, card: TokenizeCardBody) {
  return api.post('/payment/sandbox/tokens', {
    json: card,
    schema: unchecked<typeof TokenizeCardResponseSchema>(),
  });
}

/** The ways to pay a session, as POST /user/session/payment-methods answers them. */
export type PaymentMethods = Awaited<ReturnType<BookingApi['paymentMethods']>>;
