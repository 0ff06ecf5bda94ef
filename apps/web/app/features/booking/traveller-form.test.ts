import type { SessionDetails } from '@travel/contract/booking-session';
import type { Passenger } from '@travel/domain/booking';
import { describe, expect, it } from 'vitest';
import {
  createBillingForm,
  createContactForm,
  createTravellerForm,
  fillFormsFromSession,
  type TravellerForm,
} from './traveller-form';

const ANA: Passenger = {
  id: '1',
  type: 'adult',
  firstName: 'Ana',
  lastName: 'Pérez',
  gender: 'female',
  dateOfBirth: '1986-04-12',
  nationality: 'CO',
  documentType: 'PASSPORT',
  passportNumber: 'PA1234567',
  passportExpiryDate: '2031-05-01',
  mealPreference: 'VGML',
};

const DETAILS: Pick<SessionDetails, 'sessionId' | 'customer' | 'passengers' | 'billing' | 'bags'> = {
  sessionId: '7d9f3c52-0c8e-4a53-9d2b-3f4c1e0a9b61',
  customer: {
    email: 'ana@example.com',
    phone: '+573012345678',
    countryCode: 'CO',
    newsletterSubscribe: true,
  },
  passengers: [ANA],
  billing: {
    amount: 250_000,
    currency: 'COP',
    isCardHolderTraveling: false,
    cardHolderName: 'María José Pérez',
    emailId: 'ana@example.com',
    addressLine1: 'Calle 93 # 11-26',
    city: 'Bogotá',
    country: { code: 'CO', name: 'Colombia' },
  },
  bags: { onward: 0, return: 0 },
};

/** The first traveller as a reload gives it back: what was typed, less the document number. */
const reloadedAna = (patch: Partial<TravellerForm> = {}): TravellerForm => ({
  ...createTravellerForm('1', 'adult'),
  firstName: 'Ana',
  lastName: 'Pérez',
  gender: 'female',
  dateOfBirth: '1986-04-12',
  nationality: 'CO',
  passportExpiryDate: '2031-05-01',
  ...patch,
});

const fill = (forms: Partial<Parameters<typeof fillFormsFromSession>[0]>, details = DETAILS) =>
  fillFormsFromSession(
    { travellers: [], contact: createContactForm(), billing: createBillingForm(), ...forms },
    details,
  );

describe('fillFormsFromSession', () => {
  it('fills the document number a traveller form lacks and keeps what was typed in it', () => {
    const [traveller] = fill({ travellers: [reloadedAna({ passportExpiryDate: '2032-01-15' })] }).travellers;
    expect(traveller).toMatchObject({
      passportNumber: 'PA1234567',
      passportExpiryDate: '2032-01-15',
      mealPreference: 'VGML',
    });
  });

  it('leaves alone a traveller form with another name typed, or of another passenger type', () => {
    const other = reloadedAna({ firstName: 'Lucía' });
    const child = { ...createTravellerForm('1', 'child'), firstName: 'Ana' };
    expect(fill({ travellers: [other] }).travellers).toEqual([other]);
    expect(fill({ travellers: [child] }).travellers).toEqual([child]);
  });

  it('gives a blank traveller form everything stored, the document type included', () => {
    const details = { ...DETAILS, passengers: [{ ...ANA, documentType: 'NATIONAL_ID' as const }] };
    const [traveller] = fill({ travellers: [createTravellerForm('1', 'adult')] }, details).travellers;
    expect(traveller).toEqual({
      ...reloadedAna(),
      documentType: 'NATIONAL_ID',
      passportNumber: 'PA1234567',
      mealPreference: 'VGML',
    });
  });

  it('fills a blank phone with the stored number as typed nationally and its country', () => {
    const contact = { ...createContactForm(), email: 'otra@example.com' };
    expect(fill({ contact }).contact).toEqual({
      email: 'otra@example.com',
      countryCode: 'CO',
      phone: '301 2345678',
      newsletterSubscribe: false,
    });
  });

  it('keeps a typed phone with the country picked for it', () => {
    const contact = { ...createContactForm(), countryCode: 'GB', phone: '07400 123456' };
    expect(fill({ contact }).contact).toMatchObject({ countryCode: 'GB', phone: '07400 123456' });
  });

  it('fills the cardholder and keeps the typed address', () => {
    const billing = { ...createBillingForm(), addressLine1: 'Carrera 7 # 72-41', city: 'Bogotá' };
    expect(fill({ billing }).billing).toEqual({
      ...billing,
      cardHolderName: 'María José Pérez',
      countryCode: 'CO',
    });
  });

  it('gives a blank billing form everything stored, the cardholder-not-travelling choice included', () => {
    expect(fill({}).billing).toMatchObject({
      cardHolderName: 'María José Pérez',
      cardHolderNotTravelling: true,
      addressLine1: 'Calle 93 # 11-26',
    });
  });

  it('changes nothing when the session holds nothing yet', () => {
    const forms = { travellers: [reloadedAna()], contact: createContactForm(), billing: createBillingForm() };
    expect(fill(forms, { ...DETAILS, customer: null, passengers: [], billing: null })).toEqual(forms);
  });
});
