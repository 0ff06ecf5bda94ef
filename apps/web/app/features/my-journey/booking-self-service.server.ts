import type { BookingBags } from '@travel/contract/bag-additions';
import type {
  Booking,
  BookingResendResponseSchema,
  BookingResponseSchema,
  CancellationRequestResponseSchema,
  CancellationViewResponseSchema,
} from '@travel/contract/bookings';
import { data } from 'react-router';
import type { z as zod } from 'zod';
import { z } from 'zod';
import { isApiError, unchecked } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';
import { loadBookingBags } from './booking-bags.server';
import { type BookingLookupActionData, lookUpBooking } from './booking-lookup.server';

/** The owner's hidden fields every self-service form of My Journey posts again. */
const OwnerSchema = z.object({
  referenceId: z.string().trim().min(1).max(20),
  email: z.string().trim().min(3).max(254),
});
type Owner = z.infer<typeof OwnerSchema>;

/** What happened to the last self-service action, shown above the booking. */
export type SelfServiceNotice =
  | { kind: 'resent'; remaining: number }
  | { kind: 'resendLimited' }
  | { kind: 'resendNotConfirmed' }
  | { kind: 'cancelRequested'; number: string }
  | { kind: 'cancelExisting'; number: string }
  | { kind: 'failed' };

/** The cancellation panel: the quote by the fare's rules and the latest request, if any. */
export type CancellationPanelData = zod.infer<typeof CancellationViewResponseSchema>['data'];

export type MyJourneyActionData =
  | BookingLookupActionData
  | {
      booking: Booking;
      cancellation?: CancellationPanelData;
      notice?: SelfServiceNotice;
      /** The booking's bags and whether more may be added (decision 021). */
      bags?: BookingBags;
    };

const INTENTS = ['resend', 'cancel'] as const;

async function resend(request: Request, owner: Owner): Promise<SelfServiceNotice> {
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

async function requestCancellation(request: Request, owner: Owner): Promise<SelfServiceNotice> {
  try {
    const { data: result } = await getServerApiClient(request).post('/user/booking/cancellation/request', {
      json: owner,
      schema: unchecked<typeof CancellationRequestResponseSchema>(),
    });
    return { kind: result.created ? 'cancelRequested' : 'cancelExisting', number: result.request.number };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { kind: 'failed' };
  }
}

/** The cancellation panel's data; the booking still shows without it when the API cannot say. */
async function cancellationOf(request: Request, owner: Owner): Promise<CancellationPanelData | undefined> {
  try {
    const { data: view } = await getServerApiClient(request).post('/user/booking/cancellation', {
      json: owner,
      schema: unchecked<typeof CancellationViewResponseSchema>(),
    });
    return view;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return undefined;
  }
}

/**
 * My Journey's booking page POST: the lookup (no intent), or a self-service action on the booking
 * whose reference and e-mail the form carries, answered with the booking as it now is, its
 * cancellation panel and a notice.
 */
export async function myJourneyAction(request: Request) {
  const form = await request.clone().formData();
  const intent = INTENTS.find((known) => known === form.get('intent'));
  const owner = OwnerSchema.safeParse({ referenceId: form.get('referenceId'), email: form.get('email') });
  if (!intent || !owner.success) {
    const found = (await lookUpBooking(request)).data;
    if (!('booking' in found) || !owner.success) return data<MyJourneyActionData>(found);
    const [cancellation, bags] = await Promise.all([
      cancellationOf(request, owner.data),
      loadBookingBags(request, owner.data),
    ]);
    return data<MyJourneyActionData>({
      ...found,
      ...(cancellation ? { cancellation } : {}),
      ...(bags ? { bags } : {}),
    });
  }
  const notice =
    intent === 'resend' ? await resend(request, owner.data) : await requestCancellation(request, owner.data);
  try {
    const { data: booking } = await getServerApiClient(request).post('/user/booking/lookup', {
      json: owner.data,
      schema: unchecked<typeof BookingResponseSchema>(),
    });
    const [cancellation, bags] = await Promise.all([
      cancellationOf(request, owner.data),
      loadBookingBags(request, owner.data),
    ]);
    return data<MyJourneyActionData>({
      booking,
      notice,
      ...(cancellation ? { cancellation } : {}),
      ...(bags ? { bags } : {}),
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    // The owner no longer matches (or the API is away): the lookup form says why.
    return data<MyJourneyActionData>((await lookUpBooking(request)).data);
  }
}
