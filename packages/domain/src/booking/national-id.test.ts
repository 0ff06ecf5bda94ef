import { describe, expect, it } from 'vitest';
import { isNationalIdCountry, validateNationalId } from './national-id.ts';

describe('validateNationalId', () => {
  it.each([
    ['CL', '12.345.678-5', '123456785'],
    ['CL', '7.654.321-6', '76543216'],
    ['BR', '390.533.447-05', '39053344705'],
    ['AR', '30.123.456', '30123456'],
    ['PE', '12345678', '12345678'],
    ['PE', '12345678-1', '123456781'],
    ['PE', '12345678-E', '12345678E'],
    ['UY', '1.234.567-2', '12345672'],
    ['CO', '1.020.304.050', '1020304050'],
  ] as const)('accepts a valid %s document %s', (country, value, compact) => {
    expect(validateNationalId(country, value)).toEqual({ valid: true, compact });
  });
  it.each([
    ['CL', '12.345.678-4'],
    ['BR', '390.533.447-06'],
    ['PE', '12345678-5'],
    ['UY', '1.234.567-3'],
    ['PE', '12345678-A'],
  ] as const)('catches a wrong check digit in %s %s', (country, value) => {
    expect(validateNationalId(country, value)).toEqual({ valid: false, reason: 'checksum' });
  });
  it('accepts the Chilean K check digit in either case', () => {
    // 10.000.013-K: body 10000013 → 11 - (sum mod 11) = 10 → K.
    expect(validateNationalId('CL', '10.000.013-k').valid).toBe(true);
  });
  it('refuses wrong formats and repeated-digit CPFs', () => {
    expect(validateNationalId('AR', '301234567')).toEqual({ valid: false, reason: 'format' });
    expect(validateNationalId('BR', '111.111.111-11')).toEqual({ valid: false, reason: 'format' });
    expect(validateNationalId('CO', '12a')).toEqual({ valid: false, reason: 'format' });
    expect(validateNationalId('CL', '  ')).toEqual({ valid: false, reason: 'format' });
  });
});

describe('isNationalIdCountry', () => {
  it('knows the six countries', () => {
    expect(['CL', 'BR', 'AR', 'PE', 'CO', 'UY'].every(isNationalIdCountry)).toBe(true);
    expect(isNationalIdCountry('MX')).toBe(false);
  });
});
