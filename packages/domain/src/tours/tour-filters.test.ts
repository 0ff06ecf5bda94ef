import { describe, expect, it } from 'vitest';
import {
  filterTours,
  keepOfferedTourFilters,
  readTourFilters,
  readWholeDollars,
  rewriteTourQuery,
  tourDurationOf,
  upcomingDepartures,
  writeTourFilters,
} from './tour-filters.ts';

const tours = [
  { slug: 'cusco', destination: 'peru', days: 5, priceFrom: 890 },
  { slug: 'lima', destination: 'peru', days: 3, priceFrom: 420 },
  { slug: 'yucatan', destination: 'mexico', days: 8, priceFrom: 1290 },
];

describe('tourDurationOf', () => {
  it('puts up to 4 days in short, 5 to 7 in medium and 8 or more in long', () => {
    expect([1, 4, 5, 7, 8, 15].map(tourDurationOf)).toEqual([
      'short',
      'short',
      'medium',
      'medium',
      'long',
      'long',
    ]);
  });
});

describe('readTourFilters', () => {
  it('reads the destination, duration and top price of the form', () => {
    expect(readTourFilters({ destino: 'peru', duracion: 'medium', precioMax: '1000' })).toEqual({
      destination: 'peru',
      duration: 'medium',
      maxPrice: 1000,
    });
  });

  it('leaves out blank values and values the form never offers', () => {
    expect(readTourFilters({ destino: '', duracion: 'forever', precioMax: '-5' })).toEqual({});
    expect(readTourFilters({ destino: '../etc', precioMax: '12.5' })).toEqual({});
  });
});

describe('writeTourFilters', () => {
  it('writes the filters as the form names them, read back the same', () => {
    const filters = { destination: 'peru', duration: 'medium', maxPrice: 1000 } as const;
    expect(writeTourFilters(filters)).toEqual({ destino: 'peru', duracion: 'medium', precioMax: '1000' });
    expect(readTourFilters(writeTourFilters(filters))).toEqual(filters);
    expect(writeTourFilters({})).toEqual({});
  });
});

/** A query's pairs from `name=value&…` (plain text, as the tests write it). */
const pairs = (query: string) =>
  query.split('&').map((pair): [string, string] => {
    const [name = '', value = ''] = pair.split('=');
    return [name, value];
  });

describe('rewriteTourQuery', () => {
  const rewrite = (query: string) =>
    rewriteTourQuery(pairs(query), readTourFilters(Object.fromEntries(pairs(query))));

  it('drops a value the form never offers and keeps the rest', () => {
    expect(rewrite('destino=peru&duracion=forever&precioMax=abc&gclid=x')).toEqual(
      pairs('gclid=x&destino=peru'),
    );
  });

  it("leaves the GET form's own query alone, its untouched fields blank", () => {
    expect(rewrite('destino=peru&duracion=&precioMax=')).toBeNull();
  });
});

describe('readWholeDollars', () => {
  it('accepts whole positive dollars only', () => {
    expect(readWholeDollars(' 1200 ')).toBe(1200);
    expect(readWholeDollars('0')).toBeUndefined();
    expect(readWholeDollars('1e3')).toBeUndefined();
    expect(readWholeDollars(undefined)).toBeUndefined();
  });
});

describe('filterTours', () => {
  it('keeps every tour without filters', () => {
    expect(filterTours(tours, {})).toEqual(tours);
  });

  it('keeps the tours that meet every filter at once', () => {
    expect(filterTours(tours, { destination: 'peru' }).map((tour) => tour.slug)).toEqual(['cusco', 'lima']);
    expect(filterTours(tours, { destination: 'peru', duration: 'short' }).map((tour) => tour.slug)).toEqual([
      'lima',
    ]);
    expect(filterTours(tours, { maxPrice: 890 }).map((tour) => tour.slug)).toEqual(['cusco', 'lima']);
    expect(filterTours(tours, { destination: 'mexico', maxPrice: 1000 })).toEqual([]);
  });
});

describe('upcomingDepartures', () => {
  it('drops departures before today and sorts the rest, today included', () => {
    const departures = [
      { date: '2027-03-13', price: 940 },
      { date: '2026-11-20', price: 850 },
      { date: '2026-11-24', price: 870 },
    ];
    expect(upcomingDepartures(departures, '2026-11-24').map((departure) => departure.date)).toEqual([
      '2026-11-24',
      '2027-03-13',
    ]);
  });
});

describe('keepOfferedTourFilters', () => {
  it('drops a destination the form does not offer, keeping the other filters', () => {
    expect(
      keepOfferedTourFilters({ destination: 'atlantida', duration: 'short' }, ['peru', 'mexico']),
    ).toEqual({
      duration: 'short',
    });
  });

  it('keeps a destination the form offers', () => {
    expect(keepOfferedTourFilters({ destination: 'peru', maxPrice: 900 }, ['peru', 'mexico'])).toEqual({
      destination: 'peru',
      maxPrice: 900,
    });
  });
});
