import { z } from 'zod';

/**
 * My Journey's lookup: the booking code and the e-mail it was booked with. Both required ('required'
 * is the key of the message in my-journey.json); the code goes to the API in capitals.
 */
export const BookingLookupSchema = z.object({
  referenceId: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(20, { error: 'required' })
    .transform((value) => value.toUpperCase()),
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254, { error: 'required' }),
});
export type BookingLookup = z.infer<typeof BookingLookupSchema>;
