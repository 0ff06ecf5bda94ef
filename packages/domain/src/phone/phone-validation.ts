import {
  type CountryCode,
  isSupportedCountry,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

import { PHONE_INPUT_MAX_LENGTH } from './phone-input.ts';

export type { CountryCode } from 'libphonenumber-js/max';

/** ...and no text longer than 250 characters is ever handed to the parser. */
export const PHONE_PARSED_TEXT_MAX_LENGTH = 250;
/** Spec §5: the countries of the restricted mode. */
export const PHONE_ALLOWED_COUNTRIES: readonly CountryCode[] = ['NG', 'GH', 'GB', 'US', 'CA'];

const ALLOWED_CHARACTERS = /^[\d\s+\-()]*$/;

/** Parses text (national with a default country, or international); undefined when it cannot. */
export function parsePhone(text: string, defaultCountry?: CountryCode): PhoneNumber | undefined {
  if (text.length > PHONE_PARSED_TEXT_MAX_LENGTH) return undefined;
  return parsePhoneNumberFromString(text, defaultCountry);
}

export type PhoneOptions = {
  /** Country assumed for a number typed without +prefix (the picker's country). */
  defaultCountry?: CountryCode;
  /** Restricted mode: numbers of countries outside `allowedCountries` are invalid. */
  restricted?: boolean;
  allowedCountries?: readonly CountryCode[];
};

export type PhoneCheckFailure = 'required' | 'too-long' | 'characters' | 'invalid' | 'country-not-allowed';

export type PhoneCheck =
  | { valid: true; e164: string; international: string; country: CountryCode | undefined }
  | { valid: false; reason: PhoneCheckFailure };

/** Spec §5: valid only if the number parses and is valid for its country (full metadata). */
export function validatePhone(input: string, options: PhoneOptions = {}): PhoneCheck {
  const text = input.trim();
  if (text === '') return { valid: false, reason: 'required' };
  if (text.length > PHONE_INPUT_MAX_LENGTH) return { valid: false, reason: 'too-long' };
  if (!ALLOWED_CHARACTERS.test(text)) return { valid: false, reason: 'characters' };
  const phone = parsePhone(text, options.defaultCountry);
  if (!phone?.isValid()) return { valid: false, reason: 'invalid' };
  if (options.restricted) {
    const allowed = options.allowedCountries ?? PHONE_ALLOWED_COUNTRIES;
    if (!phone.country || !allowed.includes(phone.country))
      return { valid: false, reason: 'country-not-allowed' };
  }
  return {
    valid: true,
    e164: phone.number,
    international: phone.formatInternational(),
    country: phone.country,
  };
}

export function isPhoneCountry(code: string): code is CountryCode {
  return isSupportedCountry(code);
}
