import { describe, expect, it } from 'vitest';
import type { Passenger } from './traveller.schemas.ts';
import { findRepeatedDocuments, getPassengerTypeForAge, validateTraveller } from './traveller-validation.ts';

const adult: Passenger = {
  id: '1',
  firstName: 'Ana',
  lastName: 'Pérez',
  gender: 'female',
  dateOfBirth: '1990-05-20',
  nationality: 'CO',
  documentType: 'PASSPORT',
  passportNumber: 'AB123456',
  passportExpiryDate: '2030-01-01',
  type: 'adult',
};
const trip = { departureDate: '2027-03-10', returnDate: '2027-03-17', today: '2027-03-01' };

describe('getPassengerTypeForAge', () => {
  it('splits at 2 and 12 years', () => {
    expect([0, 1, 2, 11, 12, 80].map(getPassengerTypeForAge)).toEqual([
      'infant',
      'infant',
      'child',
      'child',
      'adult',
      'adult',
    ]);
  });
});

describe('validateTraveller', () => {
  it('accepts a consistent traveller', () => {
    expect(validateTraveller(adult, trip)).toEqual([]);
  });
  it('checks the type against the age on the travel dates', () => {
    expect(validateTraveller({ ...adult, type: 'child' }, trip)).toEqual([
      { field: 'type', code: 'type-mismatch' },
    ]);
    expect(validateTraveller({ ...adult, dateOfBirth: '2015-03-18', type: 'child' }, trip)).toEqual([]);
    expect(validateTraveller({ ...adult, dateOfBirth: '2015-03-10', type: 'child' }, trip)).toEqual([
      { field: 'type', code: 'type-mismatch' },
    ]);
    expect(validateTraveller({ ...adult, dateOfBirth: '2026-01-01', type: 'infant' }, trip)).toEqual([]);
  });
  it('treats a child turning 12 during the trip as a mismatch', () => {
    expect(validateTraveller({ ...adult, dateOfBirth: '2015-03-11', type: 'child' }, trip)).toEqual([
      { field: 'type', code: 'type-mismatch' },
    ]);
  });
  it('treats an infant turning 2 before the return flight as a mismatch', () => {
    const infant = { ...adult, dateOfBirth: '2025-03-15', type: 'infant' as const };
    expect(validateTraveller(infant, trip)).toEqual([{ field: 'type', code: 'type-mismatch' }]);
    expect(validateTraveller(infant, { ...trip, returnDate: undefined })).toEqual([]);
  });
  it('refuses a birth more than 120 years ago (1850 typed for 1985)', () => {
    expect(validateTraveller({ ...adult, dateOfBirth: '1850-01-01' }, trip)).toEqual([
      { field: 'dateOfBirth', code: 'birth-too-early' },
    ]);
    expect(validateTraveller({ ...adult, dateOfBirth: '1927-03-01' }, trip)).toEqual([]);
  });

  it('refuses a birth date after today', () => {
    expect(validateTraveller({ ...adult, dateOfBirth: '2027-03-05', type: 'infant' }, trip)).toEqual([
      { field: 'dateOfBirth', code: 'birth-in-future' },
    ]);
  });
  it('wants the document valid after the last flight and not issued in the future', () => {
    expect(validateTraveller({ ...adult, passportExpiryDate: '2027-03-17' }, trip)).toEqual([
      { field: 'passportExpiryDate', code: 'document-expires-before-return' },
    ]);
    expect(
      validateTraveller({ ...adult, passportExpiryDate: '2027-03-12' }, { ...trip, returnDate: undefined }),
    ).toEqual([]);
    expect(validateTraveller({ ...adult, passportIssuanceDate: '2027-04-01' }, trip)).toEqual([
      { field: 'passportIssuanceDate', code: 'document-issued-in-future' },
    ]);
  });
  it('catches a mistyped national identity document', () => {
    const chilean = { ...adult, nationality: 'CL', documentType: 'NATIONAL_ID' as const };
    expect(validateTraveller({ ...chilean, passportNumber: '12.345.678-5' }, trip)).toEqual([]);
    expect(validateTraveller({ ...chilean, passportNumber: '12.345.678-4' }, trip)).toEqual([
      { field: 'passportNumber', code: 'national-id-invalid' },
    ]);
    // A country without a known document rule is not second-guessed.
    expect(validateTraveller({ ...chilean, nationality: 'MX', passportNumber: 'ABCD1234' }, trip)).toEqual(
      [],
    );
  });
});

describe('findRepeatedDocuments', () => {
  it('names each traveller whose document repeats an earlier one, however it is written', () => {
    const travellers = [
      { nationality: 'CO', passportNumber: 'AB123456' },
      { nationality: 'CO', passportNumber: 'ab-123 456' },
      { nationality: 'MX', passportNumber: 'AB123456' },
      { nationality: 'CO', passportNumber: 'AB123456' },
    ];
    // The same number from another country is another document.
    expect(findRepeatedDocuments(travellers)).toEqual([1, 3]);
    expect(findRepeatedDocuments(travellers.slice(0, 1))).toEqual([]);
  });
});
