import { describe, expect, it } from 'vitest';
import type { HotelLineSnapshot, HotelLineWords } from './hotel-line.ts';
import { buildHotelLineView } from './hotel-line-description.ts';

const words = (room: string, cancellation: string): HotelLineWords => ({
  room: { name: room, description: '', beds: '1', maxOccupancy: 2, sizeSquareMetres: null },
  cancellation: { freeCancellation: false, deadline: null, description: cancellation },
  policies: { checkIn: '15:00', checkOut: '12:00', children: '', pets: '' },
  address: { lines: ['Rua Direita 10'], cityName: 'São Paulo', countryCode: 'BR' },
});

/** A cart's hotel line: only what the view reads is filled in. */
function snapshot(languages: Partial<HotelLineSnapshot['words']>): HotelLineSnapshot {
  return {
    offer: { id: 'OFFER1' },
    hotel: { hotelId: 'ANSAO001', name: 'Hotel Praça São Paulo', rating: 3, image: null },
    boardType: 'ROOM_ONLY',
    stay: {
      checkInDate: '2027-03-10',
      checkOutDate: '2027-03-12',
      nights: 2,
      rooms: [],
      adults: 2,
      children: 0,
    },
    price: {},
    words: {
      es: words('Habitación estándar', 'Tarifa no reembolsable'),
      en: words('Standard room', 'Non-refundable'),
      ...languages,
    },
  } as unknown as HotelLineSnapshot;
}

describe('buildHotelLineView', () => {
  it('reads the line in Portuguese when the cart kept Portuguese words', () => {
    const view = buildHotelLineView(
      snapshot({ pt: words('Quarto standard', 'Tarifa não reembolsável') }),
      'pt',
      null,
    );
    expect(view.room.name).toBe('Quarto standard');
    expect(view.cancellation.description).toBe('Tarifa não reembolsável');
  });

  it('reads a cart priced before Portuguese was offered in Spanish, not as nothing', () => {
    const view = buildHotelLineView(snapshot({}), 'pt', 'ABCD2345');
    expect(view.room.name).toBe('Habitación estándar');
    expect(view.cancellation.description).toBe('Tarifa no reembolsable');
    expect(view.confirmationNumber).toBe('ABCD2345');
  });
});
