import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardBrand, getCardBrandInfo } from './card-brands.ts';
import {
  formatCardExpiryInput,
  getCardLastFour,
  getCvcLengths,
  isLuhnValid,
  parseCardExpiry,
  sanitizeCardNumberInput,
  validateCardExpiry,
  validateCardholderName,
  validateCardNumber,
  validateCvc,
} from './card-validation.ts';

describe('validateCardNumber', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4111-1111-1111-1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'amex'],
    ['30569309025904', 'dinersclub'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['6759649826438453', 'maestro'],
    ['6007220000000004', 'forbrugsforeningen'],
    ['5019717010103742', 'dankort'],
    ['6362970000457013', 'elo'],
    ['6062826786276634', 'hipercard'],
  ])('accepts the test number %s (%s)', (number, brand) => {
    expect(validateCardNumber(number)).toEqual({ valid: true, brand, digits: number.replace(/[ -]/g, '') });
  });
  it('refuses a number failing Luhn', () => {
    expect(validateCardNumber('4111111111111112').valid).toBe(false);
  });
  it('does not apply Luhn to unionpay', () => {
    expect(isLuhnValid('6212345678901234')).toBe(false);
    expect(validateCardNumber('6212345678901234')).toMatchObject({ valid: true, brand: 'unionpay' });
  });
  it('refuses a length the brand does not issue', () => {
    expect(validateCardNumber('411111111111').valid).toBe(false);
    expect(validateCardNumber('37828224631000').valid).toBe(false);
  });
  it('refuses more than 19 digits, letters and unknown brands', () => {
    expect(validateCardNumber('41111111111111111111').valid).toBe(false);
    expect(validateCardNumber('4111 1111 1111 111a').valid).toBe(false);
    expect(validateCardNumber('9999999999999995').valid).toBe(false);
    expect(validateCardNumber('').valid).toBe(false);
  });
});

describe('sanitizeCardNumberInput', () => {
  it('keeps digits only, at most 19', () => {
    expect(sanitizeCardNumberInput('4111 1111-abc')).toBe('41111111');
    expect(sanitizeCardNumberInput('1'.repeat(25))).toHaveLength(19);
  });
});

describe('getCardLastFour', () => {
  it('keeps the last four digits', () => {
    expect(getCardLastFour('4111 1111 1111 1234')).toBe('1234');
  });
});

const now = new Date(2027, 2, 15, 12, 0); // 15 March 2027, local time

describe('parseCardExpiry', () => {
  it('reads the three accepted shapes', () => {
    expect(parseCardExpiry('04 / 27', now)).toEqual({ month: 4, year: 2027 });
    expect(parseCardExpiry('04/27', now)).toEqual({ month: 4, year: 2027 });
    expect(parseCardExpiry('4/2031', now)).toEqual({ month: 4, year: 2031 });
  });
  it('expands two-digit years into the century of now', () => {
    expect(parseCardExpiry('01/05', new Date(2105, 0, 1))).toEqual({ month: 1, year: 2105 });
  });
  it('refuses months outside 1-12 and other shapes', () => {
    for (const bad of ['00/28', '13/28', '12-28', '1228', '12/2', '12/123', 'ab/cd', '']) {
      expect(parseCardExpiry(bad, now)).toBeNull();
    }
  });
});

describe('validateCardExpiry', () => {
  it('accepts a month later than the current one', () => {
    expect(validateCardExpiry('04 / 27', now)).toBe(true);
    expect(validateCardExpiry('01/2028', now)).toBe(true);
  });
  it('refuses the current month and earlier ones', () => {
    expect(validateCardExpiry('03 / 27', now)).toBe(false);
    expect(validateCardExpiry('02/27', now)).toBe(false);
    expect(validateCardExpiry('12/26', now)).toBe(false);
  });
  it('refuses an unreadable expiry and one more than 20 years away', () => {
    expect(validateCardExpiry('13/27', now)).toBe(false);
    expect(validateCardExpiry('04/2048', now)).toBe(false);
    expect(validateCardExpiry('04/2047', now)).toBe(true);
  });
});

describe('formatCardExpiryInput', () => {
  it('masks typed digits as MM / YY within 9 characters', () => {
    expect(formatCardExpiryInput('1')).toBe('1');
    expect(formatCardExpiryInput('12')).toBe('12 / ');
    expect(formatCardExpiryInput('1227')).toBe('12 / 27');
    expect(formatCardExpiryInput('12/2027')).toBe('12 / 2027');
    expect(formatCardExpiryInput('12202799')).toBe('12 / 2027');
  });
});

describe('validateCvc', () => {
  it('wants 3 digits for most brands', () => {
    expect(validateCvc('123', 'visa')).toBe(true);
    expect(validateCvc('1234', 'visa')).toBe(false);
    expect(validateCvc('12', 'mastercard')).toBe(false);
  });
  it('accepts 3 or 4 digits for amex and for an unknown brand', () => {
    expect(validateCvc('123', 'amex')).toBe(true);
    expect(validateCvc('1234', 'amex')).toBe(true);
    expect(validateCvc('12345', 'amex')).toBe(false);
    expect(getCvcLengths(null)).toEqual([3, 4]);
    expect(validateCvc('1234', null)).toBe(true);
    expect(validateCvc('12', null)).toBe(false);
  });
  it('refuses anything but digits', () => {
    expect(validateCvc('12a', 'visa')).toBe(false);
    expect(validateCvc(' 123', 'visa')).toBe(false);
  });
});

describe('validateCardholderName', () => {
  it('requires a name that is not blank', () => {
    expect(validateCardholderName('María José Peña')).toBe(true);
    expect(validateCardholderName('   ')).toBe(false);
    expect(validateCardholderName('x'.repeat(256))).toBe(false);
  });
});

function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Prefixes that identify each brand unambiguously (taken from the brands' published ranges). */
const BRAND_PREFIXES: readonly (readonly [CardBrand, string])[] = [
  ['visa', '4111'],
  ['mastercard', '51'],
  ['mastercard', '2221'],
  ['amex', '34'],
  ['amex', '37'],
  ['dinersclub', '36'],
  ['discover', '6011'],
  ['jcb', '3530'],
  ['unionpay', '6212'],
  ['maestro', '6759'],
  ['forbrugsforeningen', '600'],
  ['dankort', '5019'],
  ['elo', '636368'],
  ['hiper', '637095'],
  ['hipercard', '606282'],
  ['naranja', '589562'],
];

const validCardArbitrary = fc.constantFrom(...BRAND_PREFIXES).chain(([brand, prefix]) =>
  fc.constantFrom(...getCardBrandInfo(brand).lengths).chain((length) =>
    fc
      .array(fc.integer({ min: 0, max: 9 }), {
        minLength: length - prefix.length - 1,
        maxLength: length - prefix.length - 1,
      })
      .map((digits) => {
        const body = prefix + digits.join('');
        return { brand, prefix, number: body + luhnCheckDigit(body) };
      }),
  ),
);

describe('properties', () => {
  it('accepts every valid number of a known brand, spaced or not', () => {
    fc.assert(
      fc.property(validCardArbitrary, ({ brand, number }) => {
        expect(validateCardNumber(number)).toEqual({ valid: true, brand, digits: number });
        const spaced = number.replace(/(\d{4})/g, '$1 ');
        expect(validateCardNumber(spaced).valid).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
  it('rejects a valid Luhn number with any one digit changed', () => {
    fc.assert(
      fc.property(
        validCardArbitrary.filter((c) => c.brand !== 'unionpay'),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        ({ number, prefix }, position, delta) => {
          const index = position % number.length;
          const changed = `${number.slice(0, index)}${(Number(number[index]) + delta) % 10}${number.slice(index + 1)}`;
          expect(isLuhnValid(changed)).toBe(false);
          // Past the brand prefix the brand cannot change, so the card itself must be refused.
          if (index >= prefix.length) expect(validateCardNumber(changed).valid).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
