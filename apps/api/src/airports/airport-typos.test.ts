import { describe, expect, it } from 'vitest';
import { type CityName, distance, matchCityTypos, maxTypos } from './airport-typos.ts';

const cities: CityName[] = [
  { cityCode: 'MDE', names: ['medellin'], size: 83 },
  { cityCode: 'CTG', names: ['cartagena'], size: 81 },
  { cityCode: 'CUC', names: ['cucuta'], size: 60 },
  { cityCode: 'LIM', names: ['lima'], size: 98 },
  { cityCode: 'XMD', names: ['mendelin'], size: 5 },
];

describe('distance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(distance('medelin', 'medellin')).toBe(1);
    expect(distance('cartajena', 'cartagena')).toBe(1);
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('', 'abc')).toBe(3);
    expect(distance('lima', 'lima')).toBe(0);
  });
});

describe('matchCityTypos', () => {
  it('finds Medellín for "medelin" and puts the larger city first among equals', () => {
    expect(matchCityTypos('medelin', cities, 5)).toEqual(['MDE', 'XMD']);
  });

  it('finds Cartagena for "cartajena"', () => {
    expect(matchCityTypos('cartajena', cities, 5)).toEqual(['CTG']);
  });

  it('forgives nothing in short terms, where names are too close to each other', () => {
    expect(maxTypos(4)).toBe(0);
    expect(matchCityTypos('lina', cities, 5)).toEqual([]);
  });

  it('finds nothing for a term far from every name', () => {
    expect(matchCityTypos('zzzzzzzz', cities, 5)).toEqual([]);
  });
});
