import { describe, expect, it } from 'vitest';
import { ContactInfoSchema } from './contact.schemas.ts';

describe('ContactInfoSchema', () => {
  it('accepts a number valid for the picked country', () => {
    const value = { contactNumber: '301 234 5678', countryCode: 'CO' };
    expect(ContactInfoSchema.parse(value)).toEqual(value);
  });
  it('names contactNumber when the number is not valid for the country', () => {
    const result = ContactInfoSchema.safeParse({ contactNumber: '301 234 5678', countryCode: 'AR' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contactNumber', 'contactNumber is not a valid phone number for its country'],
    ]);
  });
  it('names countryCode when the country is unknown', () => {
    const result = ContactInfoSchema.safeParse({ contactNumber: '+57 301 234 5678', countryCode: 'ZZ' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['countryCode']);
    expect(
      ContactInfoSchema.safeParse({ contactNumber: '', countryCode: 'CO' }).error?.issues[0]?.message,
    ).toBe('contactNumber is required');
  });
});
