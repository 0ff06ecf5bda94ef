import { describe, expect, it } from 'vitest';
import { chooseStayRooms, readOfferRooms } from './hotels.service.ts';
import { withStayGuests } from './supplier/amadeus/amadeus-hotel-supplier.ts';
import type { HotelOffer } from './supplier/hotel-supplier.port.ts';

/** An offer priced for `adults` in all over `rooms` rooms, and these children when named. */
function offer(adults: number, rooms: number, childAges?: number[]): HotelOffer {
  return {
    id: 'OFFER1',
    rateCode: 'RAC',
    roomQuantity: String(rooms),
    room: {},
    guests: { adults, ...(childAges ? { childAges } : {}) },
    price: { currency: 'USD', total: '100.00' },
  };
}
const room = (adults: number, childAges: number[] = []) => ({ adults, childAges });

describe('the rooms a hotel stay is booked for', () => {
  it('spreads the priced adults over the rooms, children with the first rooms', () => {
    expect(readOfferRooms(offer(3, 2, [4, 9]))).toEqual([room(2, [4]), room(1, [9])]);
  });

  it('keeps the rooms as searched when the price covers them', () => {
    expect(chooseStayRooms(offer(3, 2), [room(1), room(2)])).toEqual([room(1), room(2)]);
    expect(chooseStayRooms(offer(5, 3), [room(3), room(1), room(1)])).toEqual([room(3), room(1), room(1)]);
    expect(chooseStayRooms(offer(2, 1, [7]), [room(2, [7])])).toEqual([room(2, [7])]);
  });

  it('never books more guests than were priced: two rooms of one adult stay two guests', () => {
    expect(chooseStayRooms(offer(2, 2), [room(2), room(2)])).toEqual([room(1), room(1)]);
    expect(chooseStayRooms(offer(3, 2), [room(2), room(2)])).toEqual([room(2), room(1)]);
  });

  it('does not trade an adult or a younger child for an older one', () => {
    // Priced for 2 adults and a child of 7: 3 adults, or the child aged 15, are other prices.
    expect(chooseStayRooms(offer(2, 1, [7]), [room(3)])).toEqual([room(2, [7])]);
    expect(chooseStayRooms(offer(2, 1, [7]), [room(2, [15])])).toEqual([room(2, [7])]);
    // Children where the supplier priced only adults take no adult's place beyond the count.
    expect(chooseStayRooms(offer(2, 1), [room(1, [5])])).toEqual([room(1, [5])]);
    expect(chooseStayRooms(offer(2, 1), [room(2, [5])])).toEqual([room(2)]);
  });

  it('keeps the offer’s rooms when the room count differs or a room is fuller than the price allows', () => {
    expect(chooseStayRooms(offer(2, 2), [room(2)])).toEqual([room(1), room(1)]);
    expect(chooseStayRooms(offer(4, 2), [room(3), room(0)])).toEqual([room(2), room(2)]);
    expect(chooseStayRooms(offer(2, 2), undefined)).toEqual([room(1), room(1)]);
  });

  it('reads Amadeus’s adults per room as the stay’s guests in all', () => {
    const [priced] = withStayGuests({
      hotel: { hotelId: 'H1', name: 'H' },
      offers: [offer(2, 3)],
    } as never).offers;
    expect(priced?.guests).toEqual({ adults: 6 });
    expect(readOfferRooms(priced as HotelOffer)).toEqual([room(2), room(2), room(2)]);
  });
});
