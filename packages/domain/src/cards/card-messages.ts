/** Spec §5 user messages for the card form, Spanish first (then English and Brazilian Portuguese). */
export const CARD_MESSAGES = {
  invalidCardNumber: {
    es: 'Número de tarjeta de crédito no válido',
    en: 'Invalid credit card number',
    pt: 'Número do cartão de crédito inválido',
  },
  invalidExpiry: {
    es: 'Fecha de vencimiento no válida',
    en: 'Invalid expiration date',
    pt: 'Data de validade inválida',
  },
  invalidCvc: { es: 'CVC no válido', en: 'Invalid CVC', pt: 'CVC inválido' },
  cardholderNameRequired: {
    es: 'El nombre del titular de la tarjeta es obligatorio',
    en: 'Cardholder name is required',
    pt: 'Informe o nome do titular do cartão',
  },
} as const;
export type CardMessageKey = keyof typeof CARD_MESSAGES;
