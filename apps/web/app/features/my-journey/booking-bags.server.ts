import { type BookingBags, BookingBagsResponseSchema } from '@travel/contract/bag-additions';
import { isApiError } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';

/** My Journey's bags panel; the booking still shows without it when the API cannot say. */
export async function loadBookingBags(
  request: Request,
  owner: { referenceId: string; email: string },
): Promise<BookingBags | undefined> {
  try {
    const { data } = await getServerApiClient(request).post('/user/booking/bags', {
      json: owner,
      schema: BookingBagsResponseSchema,
    });
    return data;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return undefined;
  }
}
