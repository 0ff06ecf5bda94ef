import { stdnum } from 'stdnum';

/** Countries whose national identity document we check; stdnum supplies the check-digit rules. */
export const NATIONAL_ID_COUNTRIES = ['CL', 'BR', 'AR', 'PE', 'CO', 'UY'] as const;
export type NationalIdCountry = (typeof NATIONAL_ID_COUNTRIES)[number];

export const NATIONAL_ID_NAMES: Readonly<Record<NationalIdCountry, string>> = {
  CL: 'RUT',
  BR: 'CPF',
  AR: 'DNI',
  PE: 'DNI',
  CO: 'Cédula de ciudadanía',
  UY: 'Cédula de identidad',
};

export type NationalIdCheck =
  | { valid: true; compact: string }
  | { valid: false; reason: 'format' | 'checksum' };

const validators = {
  CL: stdnum.CL?.rut, // modulo 11, check digit 0-9 or K
  BR: stdnum.BR?.cpf, // two modulo 11 check digits
  AR: stdnum.AR?.dni, // 7-8 digits, no check digit exists
  PE: stdnum.PE?.cui, // 8 digits, optional check character
  UY: stdnum.UY?.cedula, // 7 digits + modulo 10 check digit
};

/** Colombian cédulas carry no check digit: 3 to 10 digits is all that can be verified. */
function validateColombianCedula(compact: string): NationalIdCheck {
  return /^\d{3,10}$/.test(compact) ? { valid: true, compact } : { valid: false, reason: 'format' };
}

/**
 * The DNI's check character is printed as a digit or a letter; stdnum takes only the digit form,
 * so a letter is mapped to its digit (same position in the two modulo-11 tables).
 */
function validatePeruvianDni(compact: string): NationalIdCheck {
  const letter = /^(\d{8})([A-K])$/.exec(compact);
  const candidate =
    letter?.[1] && letter[2] ? letter[1] + '65432110987'['KJIHGFEDCBA'.indexOf(letter[2])] : compact;
  const result = validators.PE?.validate(candidate);
  if (result?.isValid) return { valid: true, compact };
  return { valid: false, reason: result?.error?.name === 'InvalidChecksum' ? 'checksum' : 'format' };
}

/** Dots, spaces and dashes are how people write these numbers; they are not part of them. */
function compactId(value: string): string {
  return value.replace(/[\s.\-–]/g, '').toUpperCase();
}

/** Catches a mistyped document: format, and the check digit where the document has one. */
export function validateNationalId(country: NationalIdCountry, value: string): NationalIdCheck {
  const compact = compactId(value);
  if (compact === '') return { valid: false, reason: 'format' };
  if (country === 'CO') return validateColombianCedula(compact);
  // Official CPF rules refuse a number of one repeated digit although its check digits add up.
  if (country === 'BR' && /^(\d)\1{10}$/.test(compact)) return { valid: false, reason: 'format' };
  const validator = validators[country];
  if (country === 'PE') return validatePeruvianDni(compact);
  if (!validator) throw new Error(`No validator for ${country}`);
  const result = validator.validate(compact);
  if (result.isValid) return { valid: true, compact: result.compact };
  return { valid: false, reason: result.error?.name === 'InvalidChecksum' ? 'checksum' : 'format' };
}

export function isNationalIdCountry(code: string): code is NationalIdCountry {
  return (NATIONAL_ID_COUNTRIES as readonly string[]).includes(code);
}
