import type { ApiClient } from '../../lib/api-client';
import type { Locale } from '../../lib/locale';
import type {
  BaggageOptions,
  ConfirmedBooking,
  FlightOrderSession,
  SavedCard,
  SessionTotals,
} from './booking.types';

/** What finds the visitor's booking session on every /user/session call. */
export type SessionKey = { agentId: string; flightOfferId: string; locale: Locale };

export type CardTokenInput = { cardNumber: string; cardExpiry: string; cardCvv: string; cardName: string };
export type CardToken = { token: string; brand: string; lastFour: string; expiry: string };

export type PaymentDirection = {
  worldpayTransactionUrl: string;
  cartId: string;
  transactionId: string;
  amount: { amount: number; currency: string };
  displayAmount: { amount: number; currency: string };
};

/** The booking calls of spec §7, typed. Thin on purpose: the page decides when to call them. */
export function createBookingApi(api: ApiClient, key: SessionKey) {
  const body = (extra: object) => ({ ...key, ...extra });
  return {
    setFlightOrder: async (flightOffer: unknown) =>
      (
        await api.post<{ data: FlightOrderSession }>(
          '/user/session/set/flight-order',
          body({ flightOffer, infoData: { metaName: 'web' } }),
        )
      ).data,
    /** baggageUrl is absolute (the API's public address); the client adds its own base. */
    getBaggage: async (baggageUrl: string) => {
      const path = /^https?:/.test(baggageUrl) ? new URL(baggageUrl).pathname : baggageUrl;
      return (await api.get<{ data: BaggageOptions }>(path)).data;
    },
    addBaggage: async (payload: object) =>
      (
        await api.post<{ data: { id: string; totals: SessionTotals } }>(
          '/user/session/add/additional-services',
          body(payload),
        )
      ).data,
    saveCustomer: (customerDetails: object) => api.post('/user/session/customer', body({ customerDetails })),
    savePassengers: (passengers: unknown[]) =>
      api.post('/user/session/create-passenger', body({ passengers })),
    /** Straight from the browser to the gateway's tokenizer: the card never reaches our servers. */
    tokenizeCard: (card: CardTokenInput) => api.post<CardToken>('/payment/sandbox/tokens', card),
    savePaymentInfo: async (token: CardToken, cardName: string) =>
      (
        await api.post<{ data: { transactionId: string; card: SavedCard; totals: SessionTotals } }>(
          '/user/session/create-payment-info',
          body({
            paymentInformation: {
              token: token.token,
              brand: token.brand,
              lastFour: token.lastFour,
              cardExpiry: token.expiry,
              cardName,
            },
          }),
        )
      ).data,
    saveBilling: async (billingInformation: object) =>
      (
        await api.post<{ data: { id: string; totals: SessionTotals } }>(
          '/user/session/create-billing-info',
          body({ billingInformation }),
        )
      ).data,
    paymentDirection: async () =>
      (
        await api.post<{ data: PaymentDirection }>(
          '/user/session/payment-direction',
          body({ worldpayTransactionData: {} }),
        )
      ).data,
  };
}

export type BookingApi = ReturnType<typeof createBookingApi>;

/** card/success with the gateway's return query; the booking, or an ApiError (402 when not paid). */
export async function confirmPayment(
  api: ApiClient,
  agentId: string,
  worldpayResponseData: Record<string, string>,
): Promise<ConfirmedBooking> {
  return (
    await api.post<{ data: ConfirmedBooking }>('/user/session/card/success', {
      agentId,
      worldpayResponseData,
    })
  ).data;
}
