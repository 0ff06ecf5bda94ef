import { z } from 'zod';

/** The lookup's error messages: each a key of my-journey.json. */
export const BOOKING_LOOKUP_ERRORS = ['required', 'referenceTooLong', 'invalidEmail'] as const;
export type BookingLookupError = (typeof BOOKING_LOOKUP_ERRORS)[number];

/** The message key of a field's first error (the schema gives no other; 'required' if it ever did). */
export function toBookingLookupError(key: string | undefined): BookingLookupError {
  return BOOKING_LOOKUP_ERRORS.find((known) => known === key) ?? 'required';
}

/**
 * My Journey's lookup: the booking code and the e-mail it was booked with, both required. A code too
 * long and an e-mail that is not one are said as such, before the API is asked: it would only answer
 * "not found". The e-mail is checked as the booking's contact e-mail was (zod's `z.email`); the code
 * goes to the API in capitals.
 */
export const BookingLookupSchema = z.object({
  referenceId: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(20, { error: 'referenceTooLong' })
    .transform((value) => value.toUpperCase()),
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(254, { error: 'invalidEmail' })
    .pipe(z.email({ error: 'invalidEmail' })),
});
export type BookingLookup = z.infer<typeof BookingLookupSchema>;
