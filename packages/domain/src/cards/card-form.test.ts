import { describe, expect, it } from 'vitest';
import { createCardFormState, getCardFieldError, isCardFormValid, updateCardField } from './card-form.ts';

const now = new Date(2027, 2, 15);

function fill(values: Record<'name' | 'number' | 'expiry' | 'cvv', string>) {
  let state = createCardFormState();
  for (const [field, value] of Object.entries(values)) {
    state = updateCardField(state, field as 'name', value, now);
  }
  return state;
}

describe('createCardFormState', () => {
  it('starts with all four error flags true', () => {
    const state = createCardFormState();
    expect(state.errors).toEqual({ name: true, number: true, expiry: true, cvv: true });
    expect(isCardFormValid(state)).toBe(false);
  });
});

describe('updateCardField', () => {
  it('clears a flag once its field is valid', () => {
    const state = updateCardField(createCardFormState(), 'number', '4111 1111 1111 1111', now);
    expect(state.errors.number).toBe(false);
    expect(state.errors.name).toBe(true);
  });
  it('re-checks the CVC when the number changes brand', () => {
    let state = fill({ name: 'Ana', number: '378282246310005', expiry: '04/27', cvv: '1234' });
    expect(isCardFormValid(state)).toBe(true);
    state = updateCardField(state, 'number', '4111111111111111', now);
    expect(state.errors.cvv).toBe(true);
    expect(isCardFormValid(state)).toBe(false);
  });
  it('does not mutate the previous state', () => {
    const before = createCardFormState();
    updateCardField(before, 'name', 'Ana', now);
    expect(before.values.name).toBe('');
  });
});

describe('isCardFormValid', () => {
  it('is true only when name, number, expiry and cvv are all valid', () => {
    expect(
      isCardFormValid(fill({ name: 'Ana Pérez', number: '4111111111111111', expiry: '04 / 27', cvv: '123' })),
    ).toBe(true);
    expect(
      isCardFormValid(fill({ name: '', number: '4111111111111111', expiry: '04 / 27', cvv: '123' })),
    ).toBe(false);
    expect(
      isCardFormValid(fill({ name: 'Ana', number: '4111111111111111', expiry: '03 / 27', cvv: '123' })),
    ).toBe(false);
  });
});

describe('getCardFieldError', () => {
  it('gives the spec message in Spanish or English for a field in error', () => {
    const state = createCardFormState();
    expect(getCardFieldError(state, 'number', 'es')).toBe('Número de tarjeta de crédito no válido');
    expect(getCardFieldError(state, 'expiry', 'es')).toBe('Fecha de vencimiento no válida');
    expect(getCardFieldError(state, 'cvv', 'en')).toBe('Invalid CVC');
    expect(getCardFieldError(state, 'name', 'en')).toBe('Cardholder name is required');
  });
  it('gives null for a valid field', () => {
    const state = updateCardField(createCardFormState(), 'name', 'Ana', now);
    expect(getCardFieldError(state, 'name', 'es')).toBeNull();
  });
});
