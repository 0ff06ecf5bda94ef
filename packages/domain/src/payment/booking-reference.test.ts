import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_REFERENCE_ALPHABET,
  BookingReferenceSchema,
  buildBookingReference,
  isBookingReference,
  normalizeBookingReference,
} from './booking-reference.ts';

describe('buildBookingReference', () => {
  it('maps each byte to one of 32 symbols', () => {
    expect(buildBookingReference(new Uint8Array([0, 1, 31, 32, 255, 8]))).toBe('AB9A9J');
  });

  it('refuses fewer than six random bytes', () => {
    expect(() => buildBookingReference(new Uint8Array(5))).toThrow(RangeError);
  });

  it('never uses look-alike characters', () => {
    expect(BOOKING_REFERENCE_ALPHABET).toHaveLength(32);
    expect(BOOKING_REFERENCE_ALPHABET).not.toMatch(/[01IO]/);
  });
});

describe('BookingReferenceSchema', () => {
  it('accepts a reference typed in lower case with spaces', () => {
    expect(BookingReferenceSchema.parse(' ab2 c-9z ')).toBe('AB2C9Z');
  });

  it.each(['ABC12', 'ABCDEFG', 'ABCDE0', 'ABCDEO', 'ABC$EF'])('refuses %s', (value) => {
    expect(BookingReferenceSchema.safeParse(value).success).toBe(false);
  });

  it('does not echo the value in its message', () => {
    const result = BookingReferenceSchema.safeParse('ZZZZZZZZ');
    expect(JSON.stringify(result.error?.issues)).not.toContain('ZZZZZZZZ');
  });
});

describe('properties', () => {
  it('every reference built from random bytes is a valid, normalised reference', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) => {
        const reference = buildBookingReference(bytes);
        return isBookingReference(reference) && normalizeBookingReference(reference) === reference;
      }),
    );
  });
});
