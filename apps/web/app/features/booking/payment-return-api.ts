import type { Booking, BookingResponseSchema } from '@travel/contract/bookings';
import { type ApiClient, unchecked } from '../../lib/api-client';

/**
 * card/success with the gateway's return query (the payment return's loader, on the server); the
 * booking, or an ApiError (402 when not paid). Typed, not checked: the API answers through this very
 * schema, and a paid traveller must not lose the sight of their booking to a stricter reading here.
 */
export async function confirmPayment(
  api: ApiClient,
  agentId: string,
  worldpayResponseData: Record<string, string>,
): Promise<Booking> {
  return (
    await api.post('/user/session/card/success', {
      json: { agentId, worldpayResponseData },
      schema: unchecked<typeof BookingResponseSchema>(),
    })
  ).data;
}
