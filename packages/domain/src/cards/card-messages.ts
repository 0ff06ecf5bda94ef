/** Spec §5 user messages for the card form, Spanish first. */
export const CARD_MESSAGES = {
  invalidCardNumber: {
    es: 'Número de tarjeta de crédito no válido',
    en: 'Invalid credit card number',
  },
  invalidExpiry: { es: 'Fecha de vencimiento no válida', en: 'Invalid expiration date' },
  invalidCvc: { es: 'CVC no válido', en: 'Invalid CVC' },
  cardholderNameRequired: {
    es: 'El nombre del titular de la tarjeta es obligatorio',
    en: 'Cardholder name is required',
  },
} as const;
export type CardMessageKey = keyof typeof CARD_MESSAGES;
