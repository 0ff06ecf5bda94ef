import { describe, expect, it } from 'vitest';
import { createHotelProductLine } from './hotel-product-line.ts';
import type { HotelsService } from './hotels.service.ts';

type Quote = Awaited<ReturnType<HotelsService['quoteOffer']>>;

/** The hotel line with a supplier that quotes this stay at this USD total ('0.00'). */
function lineQuoting(stay: { checkInDate: string; checkOutDate: string; nights: number }, total: string) {
  const quote = {
    offer: { id: 'OFFER1', rateCode: 'BAR', room: {}, price: { currency: 'USD', total } },
    hotel: { hotelId: 'ANKYL007', name: 'Hotel', rating: 3, image: null },
    boardType: 'ROOM_ONLY',
    stay: { ...stay, rooms: [{ adults: 1, childAges: [] }], adults: 1, children: 0 },
    price: {
      perNight: { amount: 0, currency: 'USD' },
      total: { amount: Math.round(Number(total) * 100), currency: 'USD' },
      taxes: { amount: 0, currency: 'USD' },
      totalUsd: { amount: Math.round(Number(total) * 100), currency: 'USD' },
    },
    words: {},
  } as unknown as Quote;
  return createHotelProductLine({
    hotels: { quoteOffer: async () => quote },
    hotelOrders: {
      ensureOrder: async () => {
        throw new Error('not booked here');
      },
    },
  });
}

/** The room as the browser sends it to set/hotel-order, claiming `total` USD. */
const selecting = (total: string) => ({
  key: 'OFFER1',
  selection: {
    hotelOffer: { id: 'OFFER1', price: { total, currency: 'USD' as const } },
    currencyCode: 'USD',
  },
});

describe('createHotelProductLine price', () => {
  const twoNights = { checkInDate: '2027-01-11', checkOutDate: '2027-01-13', nights: 2 };

  it('puts a stay of a night or more at a price above zero in the cart', async () => {
    const priced = await lineQuoting(twoNights, '212.40').price(selecting('212.40'));
    expect(priced.line.base).toEqual({ usd: 21_240, display: 21_240 });
  });

  it('refuses a stay the supplier priced at no night, even when the browser claims that price', async () => {
    const noNight = { checkInDate: '2027-01-11', checkOutDate: '2027-01-11', nights: 0 };
    await expect(lineQuoting(noNight, '0.00').price(selecting('0.00'))).rejects.toMatchObject({
      code: 'OFFER_GONE',
    });
    await expect(lineQuoting(noNight, '212.40').price(selecting('212.40'))).rejects.toMatchObject({
      code: 'OFFER_GONE',
    });
    // A supplier offer without dates counts no nights at all (NaN).
    const undated = { checkInDate: '', checkOutDate: '', nights: Number.NaN };
    await expect(lineQuoting(undated, '212.40').price(selecting('212.40'))).rejects.toMatchObject({
      code: 'OFFER_GONE',
    });
  });

  it('refuses a room the supplier priced at nothing or less', async () => {
    for (const total of ['0.00', '0.004', '-10.00', 'free']) {
      await expect(lineQuoting(twoNights, total).price(selecting(total))).rejects.toMatchObject({
        code: 'OFFER_GONE',
      });
    }
  });
});
