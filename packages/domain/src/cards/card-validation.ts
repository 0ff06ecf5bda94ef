import luhn10 from 'card-validator/dist/luhn-10.js';
import { differenceInCalendarMonths, getYear } from 'date-fns';
import {
  type CardBrand,
  detectCardBrand,
  getCardBrandInfo,
  stripCardNumber,
  UNKNOWN_BRAND_CVC_LENGTHS,
} from './card-brands.ts';

/** Spec §5: card numbers are at most 19 digits. */
export const CARD_NUMBER_MAX_LENGTH = 19;
/** Spec §5: the expiry is displayed 'MM / YY', at most 9 characters ('MM / YYYY'). */
export const CARD_EXPIRY_MAX_LENGTH = 9;
export const CARD_CVC_MAX_LENGTH = 4;

export function isLuhnValid(digits: string): boolean {
  return /^\d+$/.test(digits) && luhn10(digits);
}

export type CardNumberCheck = { valid: boolean; brand: CardBrand | null; digits: string };

/** Digits only after stripping spaces and dashes; a length the brand issues; Luhn unless unionpay. */
export function validateCardNumber(input: string): CardNumberCheck {
  const digits = stripCardNumber(input);
  const brand = detectCardBrand(digits);
  if (!/^\d+$/.test(digits) || digits.length > CARD_NUMBER_MAX_LENGTH || brand === null) {
    return { valid: false, brand, digits };
  }
  const info = getCardBrandInfo(brand);
  const valid = info.lengths.includes(digits.length) && (!info.luhn || isLuhnValid(digits));
  return { valid, brand, digits };
}

/** What the number field keeps of a keystroke or paste: digits only, at most 19. */
export function sanitizeCardNumberInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_LENGTH);
}

export type CardExpiry = { month: number; year: number };

const EXPIRY_PATTERN = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/**
 * Reads 'MM / YY', 'MM/YY' or 'MM/YYYY'; a two-digit year is in the century of `now`.
 * Null when the text or the month (1-12) is wrong.
 */
export function parseCardExpiry(input: string, now: Date): CardExpiry | null {
  const match = EXPIRY_PATTERN.exec(input);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const yearText = match[2];
  const year =
    yearText.length === 2 ? Math.floor(getYear(now) / 100) * 100 + Number(yearText) : Number(yearText);
  return { month, year };
}

/** Cards are not issued for longer than this; a later year is a typo. */
const MAX_YEARS_AHEAD = 20;

/** Spec §5: the expiry must be later than the current month of `now` (local calendar). */
export function validateCardExpiry(input: string, now: Date): boolean {
  const expiry = parseCardExpiry(input, now);
  if (!expiry) return false;
  const expiryMonth = new Date(expiry.year, expiry.month - 1, 1);
  return differenceInCalendarMonths(expiryMonth, now) > 0 && expiry.year <= getYear(now) + MAX_YEARS_AHEAD;
}

/** Masks typing into 'MM / YY': "1" → "1", "12" → "12 / ", "1227" → "12 / 27" (max 9 chars). */
export function formatCardExpiryInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 6);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`.slice(0, CARD_EXPIRY_MAX_LENGTH);
}

export function getCvcLengths(brand: CardBrand | null): readonly number[] {
  return brand ? getCardBrandInfo(brand).cvcLengths : UNKNOWN_BRAND_CVC_LENGTHS;
}

/** Digits only; 3 for most brands, 3 or 4 for amex, 3 to 4 when the brand is unknown. */
export function validateCvc(input: string, brand: CardBrand | null): boolean {
  return /^\d+$/.test(input) && getCvcLengths(brand).includes(input.length);
}

/** Required: something other than blanks, at most 255 characters (the gateway's limit). */
export function validateCardholderName(input: string): boolean {
  const name = input.trim();
  return name.length > 0 && name.length <= 255;
}

/** The last four digits, the most of a card number ever shown or stored. */
export function getCardLastFour(input: string): string {
  return stripCardNumber(input).slice(-4);
}
