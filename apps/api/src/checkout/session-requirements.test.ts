import type { Passenger } from '@travel/domain/booking';
import { describe, expect, it } from 'vitest';
import type { LineRequirements, StoredTraveller } from './product-line.ts';
import { assignTravellers, findMissingSteps } from './session-requirements.ts';

const requirements = (overrides: Partial<LineRequirements> = {}): LineRequirements => ({
  contact: true,
  billing: true,
  travellers: {
    slots: [
      { id: 'T1', type: 'adult' },
      { id: 'T2', type: 'child' },
    ],
    trip: { departureDate: '2027-03-10', returnDate: '2027-03-17' },
    documents: true,
  },
  ...overrides,
});

const passenger = (overrides: Partial<Passenger>): Passenger =>
  ({
    id: '1',
    firstName: 'Ana',
    lastName: 'Ruiz',
    gender: 'female',
    dateOfBirth: '1990-01-01',
    nationality: 'CO',
    passportNumber: 'AB123456',
    passportExpiryDate: '2031-01-01',
    type: 'adult',
    ...overrides,
  }) as Passenger;
const adult = passenger({ id: '1' });
const child = passenger({
  id: '2',
  firstName: 'Sofía',
  dateOfBirth: '2018-06-01',
  type: 'child',
  passportNumber: 'CD654321',
});
const TODAY = '2026-11-22';

describe('assignTravellers', () => {
  it('needs every passenger field when the line needs documents (a flight)', () => {
    const { errors } = assignTravellers(
      [adult, { id: '2', type: 'child', firstName: 'Sofía', lastName: 'Ruiz' }],
      requirements().travellers,
      TODAY,
    );
    expect(errors.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        'passengers.1.gender',
        'passengers.1.dateOfBirth',
        'passengers.1.passportNumber',
      ]),
    );
  });

  it('takes names only when the line needs no documents (a hotel), and checks the ages it is given', () => {
    const hotel = { ...requirements().travellers, documents: false };
    const guests = [
      { id: '1', type: 'adult' as const, firstName: 'Ana', lastName: 'Ruiz' },
      { id: '2', type: 'child' as const, firstName: 'Sofía', lastName: 'Ruiz' },
    ];
    const { errors, travellers } = assignTravellers(guests, hotel, TODAY);
    expect(errors).toEqual([]);
    expect(travellers).toEqual([
      { id: '1', type: 'adult', firstName: 'Ana', lastName: 'Ruiz', travelerId: 'T1' },
      { id: '2', type: 'child', firstName: 'Sofía', lastName: 'Ruiz', travelerId: 'T2' },
    ]);
    const grownUp = assignTravellers([adult, { ...child, dateOfBirth: '2000-01-01' }], hotel, TODAY);
    expect(grownUp.errors.map((e) => e.path)).toEqual(['passengers.1.type']);
  });

  it("gives each traveller the line's id for a slot of their type, whatever the order they came in", () => {
    const { errors, travellers } = assignTravellers([child, adult], requirements().travellers, TODAY);
    expect(errors).toEqual([]);
    expect(travellers.map((t) => [t.id, t.travelerId])).toEqual([
      ['2', 'T2'],
      ['1', 'T1'],
    ]);
  });

  it('refuses a number or a mix of travellers the line is not priced for', () => {
    expect(assignTravellers([adult], requirements().travellers, TODAY).errors).toEqual([
      { path: 'passengers', message: 'the offer is for 2 travellers, 1 were sent' },
    ]);
    expect(
      assignTravellers(
        [adult, { ...adult, id: '2', passportNumber: 'EF000111' }],
        requirements().travellers,
        TODAY,
      ).errors,
    ).toEqual([{ path: 'passengers', message: 'adults/children/infants must be 1/1/0' }]);
  });

  it('checks ages and documents on the trip dates', () => {
    const expired = { ...adult, passportExpiryDate: '2027-03-15' };
    const { errors, travellers } = assignTravellers([expired, child], requirements().travellers, TODAY);
    expect(errors).toEqual([
      {
        path: 'passengers.0.passportExpiryDate',
        message: 'passportExpiryDate must be after the last flight',
      },
    ]);
    expect(travellers).toEqual([]);
  });

  it('refuses a document number another traveller already gave, and a birth year mistyped by a century', () => {
    const copied = { ...child, passportNumber: 'ab-123456' };
    expect(assignTravellers([adult, copied], requirements().travellers, TODAY).errors).toEqual([
      { path: 'passengers.1.passportNumber', message: 'passportNumber is the same as another traveller’s' },
    ]);
    const ancient = { ...adult, dateOfBirth: '1850-01-01' };
    expect(assignTravellers([ancient, child], requirements().travellers, TODAY).errors).toEqual([
      { path: 'passengers.0.dateOfBirth', message: 'dateOfBirth is more than 120 years ago' },
    ]);
  });

  it('leaves documents alone for a line that needs none', () => {
    const expired = { ...adult, passportExpiryDate: '2027-03-15' };
    const needsNone = { ...requirements().travellers, documents: false };
    expect(assignTravellers([expired, child], needsNone, TODAY).errors).toEqual([]);
  });
});

describe('findMissingSteps', () => {
  const traveller = (id: string) => ({ ...adult, id, travelerId: id }) as StoredTraveller;
  const complete = {
    customer: {},
    passengers: [traveller('T1'), traveller('T2')],
    card: {},
    billing: {},
  };

  it('finds nothing missing once everything the line asks for is given', () => {
    expect(findMissingSteps(complete, requirements())).toEqual([]);
  });

  it('names every step still missing', () => {
    expect(
      findMissingSteps({ customer: null, passengers: [], card: null, billing: null }, requirements()),
    ).toEqual(['customerDetails', 'passengers', 'paymentInformation', 'billingInformation']);
    expect(findMissingSteps({ ...complete, passengers: [traveller('T1')] }, requirements())).toEqual([
      'passengers',
    ]);
  });

  it('does not ask for a contact or billing the line does not need', () => {
    expect(
      findMissingSteps(
        { ...complete, customer: null, billing: null },
        requirements({ contact: false, billing: false }),
      ),
    ).toEqual([]);
  });
});
