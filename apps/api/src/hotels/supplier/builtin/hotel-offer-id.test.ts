import { describe, expect, it } from 'vitest';
import { decodeOfferId, encodeOfferId } from './hotel-offer-id.ts';

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
});
