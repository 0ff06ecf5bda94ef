import type { Booking, BookingResendResponseSchema, BookingResponseSchema } from '@travel/contract/bookings';
import { data } from 'react-router';
import { z } from 'zod';
import { isApiError, unchecked } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';
import { type BookingLookupActionData, lookUpBooking } from './booking-lookup.server';

/** The owner's hidden fields every self-service form of My Journey posts again. */
const OwnerSchema = z.object({
  referenceId: z.string().trim().min(1).max(20),
  email: z.string().trim().min(3).max(254),
});

/** What happened to the last self-service action, shown above the booking. */
export type SelfServiceNotice =
  | { kind: 'resent'; remaining: number }
  | { kind: 'resendLimited' }
  | { kind: 'resendNotConfirmed' }
  | { kind: 'failed' };

export type MyJourneyActionData = BookingLookupActionData | { booking: Booking; notice: SelfServiceNotice };

async function resend(request: Request, owner: z.infer<typeof OwnerSchema>): Promise<SelfServiceNotice> {
  try {
    const { data: result } = await getServerApiClient(request).post('/user/booking/resend-confirmation', {
      json: owner,
      schema: unchecked<typeof BookingResendResponseSchema>(),
    });
    return { kind: 'resent', remaining: result.remaining };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 429) return { kind: 'resendLimited' };
    if (error.status === 409) return { kind: 'resendNotConfirmed' };
    return { kind: 'failed' };
  }
}

/**
 * My Journey's booking page POST: the lookup (no intent), or a self-service action on the booking
 * whose reference and e-mail the form carries, answered with the booking as it now is and a notice.
 */
export async function myJourneyAction(request: Request) {
  const lookup = async () => data<MyJourneyActionData>((await lookUpBooking(request)).data);
  const form = await request.clone().formData();
  const intent = form.get('intent');
  if (intent !== 'resend') return lookup();
  const owner = OwnerSchema.safeParse({ referenceId: form.get('referenceId'), email: form.get('email') });
  if (!owner.success) return lookup();
  const notice = await resend(request, owner.data);
  try {
    const { data: booking } = await getServerApiClient(request).post('/user/booking/lookup', {
      json: owner.data,
      schema: unchecked<typeof BookingResponseSchema>(),
    });
    return data<MyJourneyActionData>({ booking, notice });
  } catch (error) {
    if (!isApiError(error)) throw error;
    // The owner no longer matches (or the API is away): the lookup form says why.
    return lookup();
  }
}
