import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, sanitizePhoneInput } from './phone-input.ts';

describe('sanitizePhoneInput', () => {
  it('drops disallowed characters and keeps at most 25', () => {
    expect(sanitizePhoneInput('+57 (301) 234-5678 abc.')).toBe('+57 (301) 234-5678 ');
    expect(sanitizePhoneInput('1'.repeat(30))).toHaveLength(25);
  });
});

describe('PHONE_MESSAGES', () => {
  it('says a valid contact number is required, in Spanish and English', () => {
    expect(PHONE_MESSAGES.contactNumberRequired.es).toBe('Se requiere un número de contacto válido');
    expect(PHONE_MESSAGES.contactNumberRequired.en).toBe('A valid contact number is required');
  });
});
