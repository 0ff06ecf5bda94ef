import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  detectCardBrand,
  formatCardNumber,
  getCardBrandInfo,
  stripCardNumber,
} from './card-brands.ts';

describe('detectCardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555-5555-5555-4444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['30569309025904', 'dinersclub'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['6212345678901232', 'unionpay'],
    ['6759649826438453', 'maestro'],
    ['6007220000000004', 'forbrugsforeningen'],
    ['5019717010103742', 'dankort'],
    ['6362970000457013', 'elo'],
    ['6370950000000005', 'hiper'],
    ['6062826786276634', 'hipercard'],
    ['5895626746595650', 'naranja'],
  ])('detects %s as %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
  it('gives null for an ambiguous or unknown prefix and for non-digits', () => {
    expect(detectCardBrand('6')).toBeNull();
    expect(detectCardBrand('9999')).toBeNull();
    expect(detectCardBrand('4111a')).toBeNull();
    expect(detectCardBrand('')).toBeNull();
  });
  it('gives null for brands outside our list such as Mir', () => {
    expect(detectCardBrand('2200000000000004')).toBeNull();
  });
});

describe('getCardBrandInfo', () => {
  it('describes every accepted brand with lengths of at most 19 digits', () => {
    for (const brand of CARD_BRANDS) {
      const info = getCardBrandInfo(brand);
      expect(info.brand).toBe(brand);
      expect(info.lengths.length).toBeGreaterThan(0);
      expect(Math.max(...info.lengths)).toBeLessThanOrEqual(19);
    }
  });
  it('skips Luhn for unionpay only', () => {
    expect(CARD_BRANDS.filter((b) => !getCardBrandInfo(b).luhn)).toEqual(['unionpay']);
  });
  it('gives amex 3 or 4 digit codes and the Danish brands 16 digits', () => {
    expect(getCardBrandInfo('amex').cvcLengths).toEqual([3, 4]);
    expect(getCardBrandInfo('visa').cvcLengths).toEqual([3]);
    expect(getCardBrandInfo('dankort').lengths).toEqual([16]);
  });
});

describe('stripCardNumber', () => {
  it('removes spaces and dashes only', () => {
    expect(stripCardNumber(' 4111-1111 1111\t1111 ')).toBe('4111111111111111');
    expect(stripCardNumber('4111.1111')).toBe('4111.1111');
  });
});

describe('formatCardNumber', () => {
  it('groups digits at the brand gaps', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('99991111')).toBe('9999 1111');
  });
});
