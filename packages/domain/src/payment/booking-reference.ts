import { z } from 'zod';

/**
 * Booking references and PNR-like order references: 6 characters from an alphabet without the
 * look-alikes 0/O and 1/I, so a reference read aloud or typed from an e-mail is not mistaken.
 * 32 symbols: one random byte masked to 5 bits picks a symbol with no modulo bias.
 */
export const BOOKING_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const BOOKING_REFERENCE_LENGTH = 6;

const REFERENCE_PATTERN = new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`);

/** A reference from random bytes (at least 6; the caller owns the randomness, e.g. crypto). */
export function buildBookingReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < BOOKING_REFERENCE_LENGTH) {
    throw new RangeError(`A booking reference needs ${BOOKING_REFERENCE_LENGTH} random bytes`);
  }
  let reference = '';
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i += 1) {
    reference += BOOKING_REFERENCE_ALPHABET[(randomBytes[i] ?? 0) & 31];
  }
  return reference;
}

/** What a visitor typed, as stored: trimmed, upper case, inner spaces and dashes dropped. */
export function normalizeBookingReference(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isBookingReference(input: string): boolean {
  return REFERENCE_PATTERN.test(input);
}

/** A reference as typed in My Journey: normalised, then checked against the alphabet. */
export const BookingReferenceSchema = z
  .string({ error: 'referenceId is required' })
  .max(20, { error: 'referenceId must be 6 letters or digits' })
  .transform(normalizeBookingReference)
  .refine(isBookingReference, { error: 'referenceId must be 6 letters or digits' });
