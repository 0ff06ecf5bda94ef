import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Booking, BookingResponseSchema } from '@travel/contract/bookings';
import { data } from 'react-router';
import { isApiError, unchecked } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';
import { BookingLookupSchema } from './booking-lookup.schemas';

export type LookupError = 'notFound' | 'tooMany' | 'failed';

export type BookingLookupActionData =
  | { booking: Booking }
  | { lastResult: SubmissionResult<string[]>; lookupError?: LookupError };

/**
 * My Journey's lookup (POST /user/booking/lookup on the server): the booking, or the form again
 * with what was typed and why it found nothing. The e-mail travels only in the form's body.
 */
export async function lookUpBooking(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: BookingLookupSchema });
  if (submission.status !== 'success') {
    return data<BookingLookupActionData>({ lastResult: submission.reply() });
  }
  try {
    // Typed, not checked: the API answers through this very schema, and a traveller must not lose
    // the sight of their booking to a stricter reading of it here.
    const { data: booking } = await getServerApiClient(request).post('/user/booking/lookup', {
      json: submission.value,
      schema: unchecked<typeof BookingResponseSchema>(),
    });
    return data<BookingLookupActionData>({ booking });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const lookupError: LookupError =
      error.status === 404 ? 'notFound' : error.status === 429 ? 'tooMany' : 'failed';
    return data<BookingLookupActionData>({ lastResult: submission.reply(), lookupError });
  }
}
