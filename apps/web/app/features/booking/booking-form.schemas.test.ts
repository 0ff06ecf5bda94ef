import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { type BookingFormContext, createBookingFormSchema } from './booking-form.schemas';

const context: BookingFormContext = {
  passengers: [
    { id: '1', type: 'adult' },
    { id: '2', type: 'child' },
  ],
  trip: { departureDate: '2027-01-10', returnDate: '2027-01-17', today: '2026-12-01' },
  locale: 'es',
};

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: createBookingFormSchema(context) });
}

/** The errors of a refused submission (none for an accepted one). */
function errorsOf(fields: Record<string, string>) {
  const submission = form(fields);
  return submission.status === 'success' ? {} : submission.error;
}

const adult = {
  'travellers[0].firstName': 'María José',
  'travellers[0].lastName': 'Pérez',
  'travellers[0].gender': 'female',
  'travellers[0].dateOfBirth': '1985-04-12',
  'travellers[0].nationality': 'CO',
  'travellers[0].passportNumber': 'PA123456',
  'travellers[0].passportExpiryDate': '2030-01-01',
};
const child = {
  'travellers[1].firstName': 'Lucía',
  'travellers[1].lastName': 'Gómez',
  'travellers[1].gender': 'female',
  'travellers[1].dateOfBirth': '2019-03-01',
  'travellers[1].nationality': 'CO',
  'travellers[1].passportNumber': 'PA654321',
  'travellers[1].passportExpiryDate': '2030-01-01',
};
const contactAndBilling = {
  'contact.email': 'ana@example.com',
  'contact.countryCode': 'CO',
  'contact.phone': '301 234 5678',
  'contact.newsletterSubscribe': 'on',
  'billing.cardHolderName': 'María José Pérez',
  'billing.addressLine1': 'Calle 100',
  'billing.city': 'Bogotá',
  'billing.countryCode': 'CO',
};

describe('createBookingFormSchema', () => {
  it('accepts a complete form, ticked boxes as true and bags as numbers', () => {
    const submission = form({ ...adult, ...child, ...contactAndBilling, 'bags.onward': '2' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.contact.newsletterSubscribe).toBe(true);
    expect(submission.value.billing.cardHolderNotTravelling).toBe(false);
    expect(submission.value.bags).toEqual({ onward: 2, return: 0 });
    expect(submission.value.card).toBeUndefined();
  });

  it('names each wrong field with the key of its message, by the domain rules of this trip', () => {
    const errors = errorsOf({
      ...adult,
      'travellers[0].firstName': 'Mar1a',
      ...child,
      // A child's form with an adult's birth date: the type does not match on the travel dates.
      'travellers[1].dateOfBirth': '1990-01-01',
      ...contactAndBilling,
      'contact.email': 'ana@',
      'contact.phone': '12',
      'billing.city': ' ',
    });
    expect(errors).toEqual({
      'travellers[0].firstName': ['name'],
      'travellers[1].dateOfBirth': ['typeMismatch'],
      'contact.email': ['email'],
      'contact.phone': ['phone'],
      'billing.city': ['required'],
    });
  });

  it('asks for every traveller of the session, even one the form left out entirely', () => {
    expect(Object.keys(errorsOf({ ...adult, ...contactAndBilling }) ?? {})).toEqual([
      'travellers[1].firstName',
      'travellers[1].lastName',
      'travellers[1].gender',
      'travellers[1].dateOfBirth',
      'travellers[1].nationality',
      'travellers[1].passportNumber',
      'travellers[1].passportExpiryDate',
    ]);
  });

  it('says a field is too long and a tampered choice is missing, in words the page has', () => {
    expect(
      errorsOf({
        ...adult,
        'travellers[0].gender': 'x',
        ...child,
        ...contactAndBilling,
        'billing.addressLine1': 'Calle '.repeat(100),
      }),
    ).toEqual({ 'travellers[0].gender': ['required'], 'billing.addressLine1': ['tooLong'] });
  });

  it('says a name is too long (not that its letters are wrong) and a document is another traveller’s', () => {
    expect(
      errorsOf({
        ...adult,
        'travellers[0].firstName': 'A'.repeat(61),
        ...child,
        'travellers[1].passportNumber': 'pa 123456',
        ...contactAndBilling,
      }),
    ).toEqual({
      'travellers[0].firstName': ['tooLong'],
      'travellers[1].passportNumber': ['documentRepeated'],
    });
  });
});
