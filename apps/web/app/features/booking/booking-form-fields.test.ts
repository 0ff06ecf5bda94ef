import { describe, expect, it } from 'vitest';
import { getValidSections, listBookingFieldNames, listHotelBookingFieldNames } from './booking-form-fields';

describe('getValidSections', () => {
  it('lets a section go with no error of its own, travellers and billing only with a good e-mail', () => {
    expect(getValidSections({})).toEqual(new Set(['contact', 'travellers', 'billing']));
    expect(getValidSections({ 'travellers[1].lastName': ['required'] })).toEqual(
      new Set(['contact', 'billing']),
    );
    expect(getValidSections({ 'contact.email': ['email'] })).toEqual(new Set());
    expect(getValidSections({ 'contact.phone': ['phone'], 'billing.city': null })).toEqual(
      new Set(['travellers', 'billing']),
    );
  });
});

describe('listBookingFieldNames', () => {
  it('lists the fields in the order the page shows them, for the focus after a refused Pagar', () => {
    const names = listBookingFieldNames(2);
    expect(names[0]).toBe('travellers[0].firstName');
    expect(names.indexOf('travellers[1].firstName')).toBeGreaterThan(
      names.indexOf('travellers[0].specialAssistance'),
    );
    expect(names.indexOf('contact.email')).toBeGreaterThan(names.indexOf('travellers[1].specialAssistance'));
    expect(names[names.length - 1]).toBe('billing.countryCode');
  });
});

describe('listHotelBookingFieldNames', () => {
  it("lists each guest's names, then the contact and the billing address", () => {
    expect(listHotelBookingFieldNames(2).slice(0, 5)).toEqual([
      'guests[0].firstName',
      'guests[0].lastName',
      'guests[1].firstName',
      'guests[1].lastName',
      'contact.email',
    ]);
  });
});
