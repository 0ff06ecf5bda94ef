import { describe, expect, it } from 'vitest';
import { couldHaveIssued, decodeOfferId, encodeOfferId } from './hotel-offer-id.ts';

describe('encodeOfferId', () => {
  it('writes every part of the offer in the Amadeus offer id alphabet and reads it back', () => {
    const key = {
      hotelId: 'MCBOG004',
      checkInDate: '2027-03-10',
      nights: 7,
      roomCode: 'A1K',
      rateIndex: 1,
      rooms: [
        { adults: 2, childAges: [4, 11] },
        { adults: 1, childAges: [] },
      ],
    };
    const id = encodeOfferId(key);
    expect(id).toBe('MCBOG0042027031007A1K1A2C04C11A1');
    expect(id).toMatch(/^[A-Z0-9]{2,100}$/);
    expect(decodeOfferId(id)).toEqual(key);
  });

  it('stays within 100 characters for the largest stay the search accepts (9 guests)', () => {
    const rooms = [
      { adults: 1, childAges: [1, 2, 3, 4, 5, 6] },
      { adults: 1, childAges: [] },
      { adults: 1, childAges: [] },
    ];
    expect(
      encodeOfferId({
        hotelId: 'ANBOG001',
        checkInDate: '2027-01-01',
        nights: 30,
        roomCode: 'T2D',
        rateIndex: 3,
        rooms,
      }).length,
    ).toBeLessThanOrEqual(100);
  });
});

describe('decodeOfferId', () => {
  it('answers undefined for an id it did not write', () => {
    expect(decodeOfferId('TSXOJ6LFQ2')).toBeUndefined();
    expect(decodeOfferId('MCBOG0042027031007A1K1')).toBeUndefined();
  });

  it('answers undefined for a check-in that is not on the calendar', () => {
    expect(decodeOfferId('ANKYL0072027023002D1S0A1')).toBeUndefined();
    expect(decodeOfferId('ANKYL0072027130102D1S0A1')).toBeUndefined();
    expect(decodeOfferId('ANKYL0072028022902D1S0A1')?.checkInDate).toBe('2028-02-29');
  });
});

describe('couldHaveIssued', () => {
  // The test clock's day; the search takes check-ins up to 2027-11-22 and stays of 1 to 30 nights.
  const today = '2026-11-22';
  const issued = (id: string) => {
    const key = decodeOfferId(id);
    if (!key) throw new Error(`${id} does not decode`);
    return couldHaveIssued(key, today);
  };

  it('takes the ids a search on the day writes, from today to a year ahead, 1 to 30 nights', () => {
    expect(issued('ANKYL0072027011102D1S0A1')).toBe(true);
    expect(issued('ANKYL0072026112201D1S0A1')).toBe(true);
    expect(issued('ANKYL0072027112230D1S0A2C04A1')).toBe(true);
  });

  it('refuses an id edited to no night or more nights than a stay may have', () => {
    expect(issued('ANKYL0072027011100D1S0A1')).toBe(false);
    expect(issued('ANKYL0072027011131D1S0A1')).toBe(false);
    expect(issued('ANKYL0072027011199D1S0A1')).toBe(false);
  });

  it('refuses a check-in in the past or beyond the booking window', () => {
    expect(issued('ANKYL0072026112102D1S0A1')).toBe(false);
    expect(issued('ANKYL0072027112302D1S0A1')).toBe(false);
    expect(issued('ANKYL0072099011102D1S0A1')).toBe(false);
  });

  it('refuses rooms the search would not take: no adult, a child over 17, more than 9 guests', () => {
    expect(issued('ANKYL0072027011102D1S0A0')).toBe(false);
    expect(issued('ANKYL0072027011102D1S0A2C18')).toBe(false);
    expect(issued('ANKYL0072027011102D1S0A5A5')).toBe(false);
    expect(issued('ANKYL0072027011102D1S0A1A1A1A1A1A1A1A1A1A1')).toBe(false);
  });
});
