import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  createHotelBookingFormSchema,
  listHotelGuestSlots,
  toGuestPassengers,
} from './hotel-booking-form.schemas';

const stay = {
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-12',
  nights: 2,
  rooms: [
    { adults: 2, childAges: [7] },
    { adults: 1, childAges: [1, 14] },
  ],
  adults: 3,
  children: 3,
};

describe('listHotelGuestSlots', () => {
  it('numbers the guests room by room, adults first, typing children by age as checkout does', () => {
    expect(listHotelGuestSlots(stay)).toEqual([
      { id: '1', type: 'adult', room: 1 },
      { id: '2', type: 'adult', room: 1 },
      { id: '3', type: 'child', room: 1, age: 7 },
      { id: '4', type: 'adult', room: 2 },
      { id: '5', type: 'infant', room: 2, age: 1 },
      { id: '6', type: 'adult', room: 2, age: 14 },
    ]);
  });
});

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

const valid = {
  'travellers[0].firstName': 'Lucía',
  'travellers[0].lastName': 'Gómez',
  'contact.email': 'lucia@example.com',
  'contact.countryCode': 'US',
  'contact.phone': '+1 415 555 0100',
  'billing.cardHolderName': 'Lucía Gómez',
  'billing.addressLine1': 'Calle 10 # 5-20',
  'billing.city': 'Bogotá',
  'billing.countryCode': 'CO',
};

describe('createHotelBookingFormSchema', () => {
  const schema = createHotelBookingFormSchema({
    guests: [{ id: '1', type: 'adult', room: 1 }],
    locale: 'es',
  });

  it('accepts names, contact and billing', () => {
    expect(parseWithZod(formData(valid), { schema }).status).toBe('success');
  });

  it('asks for every guest name and refuses digits in one', () => {
    const submission = parseWithZod(
      formData({ ...valid, 'travellers[0].firstName': '', 'travellers[0].lastName': 'G0mez' }),
      { schema },
    );
    if (submission.status !== 'error') throw new Error('the form was accepted');
    expect(submission.error?.['travellers[0].firstName']).toEqual(['required']);
    expect(submission.error?.['travellers[0].lastName']).toEqual(['name']);
  });
});

describe('toGuestPassengers', () => {
  it('sends each slot with its id, type and trimmed names', () => {
    const slots = listHotelGuestSlots({ ...stay, rooms: [{ adults: 1, childAges: [4] }] });
    expect(
      toGuestPassengers(
        [
          { firstName: ' Ana ', lastName: 'Ruiz' },
          { firstName: 'Tomás', lastName: 'Ruiz ' },
        ],
        slots,
      ),
    ).toEqual([
      { id: '1', type: 'adult', firstName: 'Ana', lastName: 'Ruiz' },
      { id: '2', type: 'child', firstName: 'Tomás', lastName: 'Ruiz' },
    ]);
  });
});
