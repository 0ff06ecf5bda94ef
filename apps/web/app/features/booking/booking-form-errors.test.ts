import { describe, expect, it } from 'vitest';
import {
  getBillingErrors,
  getContactErrors,
  getContactPhone,
  getTravellerErrors,
} from './booking-form-errors';
import {
  createBillingForm,
  createContactForm,
  createTravellerForm,
  type TravellerForm,
} from './traveller-form';

const trip = { departureDate: '2027-01-10', returnDate: '2027-01-17', today: '2026-12-01' };

function adult(patch: Partial<TravellerForm> = {}): TravellerForm {
  return {
    ...createTravellerForm('1', 'adult'),
    firstName: 'María José',
    lastName: 'Pérez',
    gender: 'female',
    dateOfBirth: '1985-04-12',
    nationality: 'CO',
    passportNumber: 'PA123456',
    passportExpiryDate: '2030-01-01',
    ...patch,
  };
}

describe('getTravellerErrors', () => {
  it('accepts a complete adult with a document valid after the return', () => {
    expect(getTravellerErrors(adult(), trip)).toEqual({});
  });

  it('asks for every required field of an empty form', () => {
    expect(getTravellerErrors(createTravellerForm('1', 'adult'), trip)).toEqual({
      firstName: 'required',
      lastName: 'required',
      gender: 'required',
      dateOfBirth: 'required',
      nationality: 'required',
      passportNumber: 'required',
      passportExpiryDate: 'required',
    });
  });

  it('refuses names with digits, as the passport has none', () => {
    expect(getTravellerErrors(adult({ firstName: 'Mar1a' }), trip)).toEqual({ firstName: 'name' });
  });

  it("names the date rules' problems in the same round as a misspelt field's", () => {
    expect(
      getTravellerErrors(
        adult({ firstName: 'Mar1a', dateOfBirth: '1890-01-01', passportExpiryDate: '2027-01-15' }),
        trip,
      ),
    ).toEqual({ firstName: 'name', dateOfBirth: 'birthTooEarly', passportExpiryDate: 'expiresBeforeReturn' });
  });

  it('names a malformed date once, as malformed, not again by the date rules', () => {
    expect(getTravellerErrors(adult({ lastName: '', dateOfBirth: '1985-13-45' }), trip)).toEqual({
      lastName: 'required',
      dateOfBirth: 'date',
    });
  });

  it('flags a child date of birth on an adult form', () => {
    expect(getTravellerErrors(adult({ dateOfBirth: '2020-05-01' }), trip)).toEqual({
      dateOfBirth: 'typeMismatch',
    });
  });

  it('flags a document that expires before the return flight', () => {
    expect(getTravellerErrors(adult({ passportExpiryDate: '2027-01-15' }), trip)).toEqual({
      passportExpiryDate: 'expiresBeforeReturn',
    });
  });
});

describe('getContactErrors', () => {
  it('requires an e-mail and a valid phone, with the §5 Spanish message', () => {
    expect(getContactErrors(createContactForm(), 'es')).toEqual({
      email: 'required',
      phone: 'Se requiere un número de contacto válido',
    });
  });

  it('reads a national number with the picker country', () => {
    const contact = {
      ...createContactForm(),
      email: 'ana@example.com',
      countryCode: 'CO',
      phone: '301 234 5678',
    };
    expect(getContactErrors(contact, 'es')).toEqual({});
    expect(getContactPhone(contact)).toBe('+573012345678');
  });

  it('refuses a malformed e-mail', () => {
    expect(
      getContactErrors({ ...createContactForm(), email: 'ana@', phone: '+57 301 234 5678' }, 'es'),
    ).toEqual({
      email: 'email',
    });
  });
});

describe('getBillingErrors', () => {
  it('requires cardholder, address, city and country', () => {
    expect(getBillingErrors(createBillingForm())).toEqual({
      cardHolderName: 'required',
      addressLine1: 'required',
      city: 'required',
      countryCode: 'required',
    });
  });

  it('accepts a billing address without the optional lines', () => {
    const billing = {
      ...createBillingForm(),
      cardHolderName: 'Ana Pérez',
      addressLine1: 'Calle 1',
      city: 'Bogotá',
      countryCode: 'CO',
    };
    expect(getBillingErrors(billing)).toEqual({});
  });
});
