import { describe, expect, it } from 'vitest';
import { PHONE_ALLOWED_COUNTRIES, parsePhone, validatePhone } from './phone-validation.ts';

describe('validatePhone', () => {
  it('accepts a number valid for its country, international or national with the picker country', () => {
    expect(validatePhone('+57 301 234 5678')).toEqual({
      valid: true,
      e164: '+573012345678',
      international: '+57 301 2345678',
      country: 'CO',
    });
    expect(validatePhone('(301) 234-5678', { defaultCountry: 'CO' })).toMatchObject({
      valid: true,
      country: 'CO',
    });
    expect(validatePhone('+55 11 91234-5678')).toMatchObject({ valid: true, country: 'BR' });
  });
  it('refuses a number that parses but is not valid for its country', () => {
    expect(validatePhone('+57 123')).toEqual({ valid: false, reason: 'invalid' });
    expect(validatePhone('+1 555 0100 000')).toEqual({ valid: false, reason: 'invalid' });
    expect(validatePhone('3012345678')).toEqual({ valid: false, reason: 'invalid' });
  });
  it('requires a number', () => {
    expect(validatePhone('   ')).toEqual({ valid: false, reason: 'required' });
  });
  it('allows only digits, spaces, plus, hyphen and parentheses', () => {
    expect(validatePhone('+57 301.234.5678')).toEqual({ valid: false, reason: 'characters' });
    expect(validatePhone('+57 301 234 5678 ext')).toEqual({ valid: false, reason: 'characters' });
  });
  it('refuses more than 25 characters', () => {
    expect(validatePhone(`+57 ${'3'.repeat(22)}`)).toEqual({ valid: false, reason: 'too-long' });
  });
  it('in restricted mode refuses numbers of countries outside the list', () => {
    expect(PHONE_ALLOWED_COUNTRIES).toEqual(['NG', 'GH', 'GB', 'US', 'CA']);
    expect(validatePhone('+57 301 234 5678', { restricted: true })).toEqual({
      valid: false,
      reason: 'country-not-allowed',
    });
    expect(validatePhone('+44 20 7946 0958', { restricted: true })).toMatchObject({
      valid: true,
      country: 'GB',
    });
    expect(
      validatePhone('+57 301 234 5678', { restricted: true, allowedCountries: ['CO', 'MX'] }).valid,
    ).toBe(true);
  });
});

describe('parsePhone', () => {
  it('parses text up to 250 characters and refuses longer text', () => {
    expect(parsePhone('Call me on +57 301 234 5678')?.number).toBe('+573012345678');
    expect(parsePhone(`${' '.repeat(240)}+57 301 234 5678`)).toBeUndefined();
  });
});
