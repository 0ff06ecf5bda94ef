import { describe, expect, it } from 'vitest';
import type { BookedLine } from '../checkout/product-line.ts';
import type { HotelLineSnapshot, HotelLineWords } from './hotel-line.ts';
import { buildHotelLineView, describeHotelLine } from './hotel-line-description.ts';

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

describe('describeHotelLine', () => {
  it('names the board as the confirmation page does, in every language', () => {
    const board = (boardType: HotelLineSnapshot['boardType'], locale: 'es' | 'en' | 'pt') => {
      const booked = {
        line: { snapshot: { ...snapshot({ pt: words('Quarto standard', 'Não reembolsável') }), boardType } },
        travellers: [],
      } as unknown as BookedLine<HotelLineSnapshot>;
      const label = { es: 'Régimen', en: 'Board', pt: 'Regime' }[locale];
      const fact = describeHotelLine(booked, { locale, order: null }).sections.find(
        (section) => section.kind === 'fact' && section.label === label,
      );
      return fact?.kind === 'fact' ? fact.value : undefined;
    };
    expect(board('ROOM_ONLY', 'pt')).toBe('Só hospedagem');
    expect(board('ROOM_ONLY', 'es')).toBe('Solo alojamiento');
    expect(board('HALF_BOARD', 'en')).toBe('Half board');
    expect(board('BREAKFAST', 'pt')).toBe('Café da manhã incluído');
  });
});
