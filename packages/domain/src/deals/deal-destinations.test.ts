import { describe, expect, it } from 'vitest';
import {
  DEAL_DESTINATIONS,
  findDealDestinationBySlug,
  listDealDestinations,
  listOtherDealOrigins,
} from './deal-destinations.ts';

const cities: Record<string, string> = { GRU: 'SAO', GIG: 'RIO', CGH: 'SAO', BOG: 'BOG', MDE: 'MDE' };
const cityCodeOf = (code: string) => cities[code] ?? code;

describe('listDealDestinations', () => {
  it("lists the origin country's popular destinations without the origin itself", () => {
    const list = listDealDestinations({ iataCode: 'MDE', cityCode: 'MDE', countryCode: 'CO' }, cityCodeOf);
    expect(list).toContain('CUN');
    expect(list).toContain('CTG');
    expect(list).not.toContain('MDE');
  });

  it('leaves out other airports of the same city', () => {
    const list = listDealDestinations({ iataCode: 'CGH', cityCode: 'SAO', countryCode: 'BR' }, cityCodeOf);
    expect(list).not.toContain('GRU');
    expect(list).toContain('GIG');
  });

  it("falls back to the region's list for a country without one", () => {
    const list = listDealDestinations({ iataCode: 'UIO', cityCode: 'UIO', countryCode: 'EC' }, cityCodeOf);
    expect(list).toEqual([
      'CUN',
      'MIA',
      'MAD',
      'BOG',
      'LIM',
      'SCL',
      'GRU',
      'EZE',
      'PTY',
      'PUJ',
      'MEX',
      'CTG',
    ]);
  });
});

describe('listOtherDealOrigins', () => {
  it("leaves out the destination and the visitor's own origin", () => {
    const origins = listOtherDealOrigins('MEX', 'BOG');
    expect(origins).not.toContain('MEX');
    expect(origins).not.toContain('BOG');
    expect(origins).toContain('LIM');
  });
});

describe('findDealDestinationBySlug', () => {
  it('finds a destination by its city slug and nothing for an unknown one', () => {
    expect(findDealDestinationBySlug('cancun')?.iataCode).toBe('CUN');
    expect(findDealDestinationBySlug('atlantis')).toBeUndefined();
  });

  it('gives every destination its own slug', () => {
    expect(new Set(DEAL_DESTINATIONS.map((d) => d.slug)).size).toBe(DEAL_DESTINATIONS.length);
  });
});
