import { detectCardBrand } from './card-brands.ts';
import { CARD_MESSAGES, type CardMessageKey } from './card-messages.ts';
import {
  validateCardExpiry,
  validateCardholderName,
  validateCardNumber,
  validateCvc,
} from './card-validation.ts';

export type CardField = 'name' | 'number' | 'expiry' | 'cvv';

export type CardFormState = {
  values: Readonly<Record<CardField, string>>;
  /** true = the field is in error. Spec §5: all four start true. */
  errors: Readonly<Record<CardField, boolean>>;
};

export function createCardFormState(): CardFormState {
  return {
    values: { name: '', number: '', expiry: '', cvv: '' },
    errors: { name: true, number: true, expiry: true, cvv: true },
  };
}

function fieldHasError(field: CardField, values: Record<CardField, string>, now: Date): boolean {
  switch (field) {
    case 'name':
      return !validateCardholderName(values.name);
    case 'number':
      return !validateCardNumber(values.number).valid;
    case 'expiry':
      return !validateCardExpiry(values.expiry, now);
    case 'cvv':
      return !validateCvc(values.cvv, detectCardBrand(values.number));
  }
}

/** Sets one field and re-checks it; a new number re-checks the CVC too (its length depends on the brand). */
export function updateCardField(
  state: CardFormState,
  field: CardField,
  value: string,
  now: Date,
): CardFormState {
  const values = { ...state.values, [field]: value };
  const errors = { ...state.errors, [field]: fieldHasError(field, values, now) };
  if (field === 'number') errors.cvv = fieldHasError('cvv', values, now);
  return { values, errors };
}

/** Spec §5: the card details are valid only when the four error flags are all false. */
export function isCardFormValid(state: CardFormState): boolean {
  return !state.errors.name && !state.errors.number && !state.errors.expiry && !state.errors.cvv;
}

const FIELD_MESSAGES: Record<CardField, CardMessageKey> = {
  name: 'cardholderNameRequired',
  number: 'invalidCardNumber',
  expiry: 'invalidExpiry',
  cvv: 'invalidCvc',
};

/** The message to show under a field in error, or null. */
export function getCardFieldError(
  state: CardFormState,
  field: CardField,
  locale: 'es' | 'en' | 'pt',
): string | null {
  return state.errors[field] ? CARD_MESSAGES[FIELD_MESSAGES[field]][locale] : null;
}
