import { describe, expect, it } from 'vitest';
import { readHotelSearchRequest } from './hotel-search-request';

const TODAY = '2027-03-01';
const sent = 'destination=Lima&startDate=2027-03-10&endDate=2027-03-12&adults=2&children=0&currency=PEN';

describe('readHotelSearchRequest', () => {
  it('gives the defaults of the day without a query, and no errors', () => {
    const request = readHotelSearchRequest(new URLSearchParams(), TODAY);
    expect(request.errors).toEqual([]);
    expect(request.form.startDate).toBe('2027-03-08');
    expect(request.currencyChosen).toBe(false);
  });

  it('starts in the page language’s currency when given one (reais on /pt), still not chosen', () => {
    const request = readHotelSearchRequest(new URLSearchParams(), TODAY, [], 'BRL');
    expect(request.form.currencyCode).toBe('BRL');
    expect(request.currencyChosen).toBe(false);
  });

  it('checks a search sent back by the results page', () => {
    const request = readHotelSearchRequest(new URLSearchParams(sent.replace('Lima', '')), TODAY);
    expect(request.errors.map((e) => e.code)).toEqual(['destination-required']);
    expect(request.currencyChosen).toBe(true);
  });

  it('adds a room without script, and does not call the unfinished form wrong', () => {
    const request = readHotelSearchRequest(new URLSearchParams(`${sent}&room=add`), TODAY);
    expect(request.form.rooms).toHaveLength(2);
    expect(request.errors).toEqual([]);
  });

  it('removes the room asked for', () => {
    const query = `${sent}&adults=3&children=1&ages2=9&room=remove-1`;
    const request = readHotelSearchRequest(new URLSearchParams(query), TODAY);
    expect(request.form.rooms).toEqual([{ adults: 3, childAges: [9] }]);
  });

  it('adds the problems the results page found', () => {
    const request = readHotelSearchRequest(new URLSearchParams(sent), TODAY, [
      { field: 'destination', code: 'destination-unknown' },
    ]);
    expect(request.errors.map((e) => e.code)).toEqual(['destination-unknown']);
  });
});
