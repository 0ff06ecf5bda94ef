// What the phone field needs as the visitor types, apart from the parser and its metadata
// (phone-validation.ts), so a page can take keystrokes and show the message without loading them.

/** Spec §5: the phone text field takes at most 25 characters... */
export const PHONE_INPUT_MAX_LENGTH = 25;

export const PHONE_MESSAGES = {
  contactNumberRequired: {
    es: 'Se requiere un número de contacto válido',
    en: 'A valid contact number is required',
    pt: 'Informe um número de contato válido',
  },
} as const;

/** What the field keeps of a keystroke or paste: digits, spaces, +, -, ( and ), at most 25. */
export function sanitizePhoneInput(input: string): string {
  return input.replace(/[^\d\s+\-()]/g, '').slice(0, PHONE_INPUT_MAX_LENGTH);
}
