import { describe, expect, it } from 'vitest';
import { singleTimeZoneOf } from './country-time-zone';

describe('singleTimeZoneOf', () => {
  it('names the zone of a country that keeps one', () => {
    expect(singleTimeZoneOf('CO')).toBe('America/Bogota');
    expect(singleTimeZoneOf('PE')).toBe('America/Lima');
  });

  it('names none for a country with several zones, or an unknown code', () => {
    expect(singleTimeZoneOf('MX')).toBeNull();
    expect(singleTimeZoneOf('BR')).toBeNull();
    expect(singleTimeZoneOf('co')).toBeNull();
    expect(singleTimeZoneOf(null)).toBeNull();
  });
});
