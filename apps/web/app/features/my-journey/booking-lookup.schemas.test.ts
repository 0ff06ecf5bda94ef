import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { BookingLookupSchema } from './booking-lookup.schemas';

function lookUp(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema: BookingLookupSchema });
}

/** The message keys the lookup answers, by field; 'accepted' when it has none. */
function errorsOf(fields: Record<string, string>) {
  const submission = lookUp(fields);
  return submission.status === 'error' ? submission.error : 'accepted';
}

describe('BookingLookupSchema', () => {
  it('says a booking code longer than 20 characters is too long, not missing', () => {
    expect(errorsOf({ referenceId: 'K'.repeat(30), email: 'ana@example.com' })).toEqual({
      referenceId: ['referenceTooLong'],
    });
  });

  it.each(['nope', 'ana@', '@example.com', 'ana example@example.com'])(
    'refuses %j as an e-mail before any API call, with its own message',
    (email) => {
      expect(errorsOf({ referenceId: 'K7QX2M', email })).toEqual({ email: ['invalidEmail'] });
    },
  );

  it('asks for a missing code and e-mail as missing, not as malformed', () => {
    expect(errorsOf({ referenceId: ' ', email: ' ' })).toEqual({
      referenceId: ['required'],
      email: ['required'],
    });
  });

  it('takes the code in capitals and the e-mail without the spaces around it', () => {
    const submission = lookUp({ referenceId: ' k7qx2m ', email: ' ana@example.com ' });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      referenceId: 'K7QX2M',
      email: 'ana@example.com',
    });
  });
});
