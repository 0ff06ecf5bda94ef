import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cruiseFilterOptions,
  keepOfferedCruiseFilters,
  listSailings,
  readCruiseFilters,
  rewriteCruiseQuery,
  upcomingSailings,
  writeCruiseFilters,
} from './cruise-listing.ts';

const sailing = (
  slug: string,
  portCode: string,
  portName: string,
  departureDate: string,
  cruiseLine: string,
  priceFrom: number,
) => ({
  slug,
  portCode,
  portName,
  departureDate,
  cruiseLine,
  priceFrom,
});

const TODAY = '2026-11-24';
const sailings = [
  sailing('sailed', 'MIA', 'Miami', '2026-11-10', 'Royal Caribbean', 499),
  sailing('miami-jan', 'MIA', 'Miami', '2027-01-10', 'Royal Caribbean', 749),
  sailing('miami-jan-msc', 'MIA', 'Miami', '2027-01-17', 'MSC Cruceros', 699),
  sailing('san-juan', 'SJU', 'San Juan', '2027-01-10', 'Celebrity Cruises', 1190),
  sailing('santos', 'SSZ', 'Santos', '2027-02-05', 'MSC Cruceros', 880),
  sailing('today', 'FLL', 'Fort Lauderdale', TODAY, 'Princess Cruises', 930),
];
const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);

describe('readCruiseFilters', () => {
  it('reads port, month, line, top price and sort from the form', () => {
    expect(
      readCruiseFilters({
        puerto: 'mia',
        mes: '2027-01',
        naviera: 'MSC Cruceros',
        precioMax: '900',
        orden: 'price',
      }),
    ).toEqual({ port: 'MIA', month: '2027-01', cruiseLine: 'MSC Cruceros', maxPrice: 900, sort: 'price' });
  });

  it('sorts by date and ignores values the form never offers', () => {
    expect(readCruiseFilters({ puerto: 'Miami', mes: '2027-13', precioMax: 'abc', orden: 'name' })).toEqual({
      sort: 'date',
    });
  });
});

describe('writeCruiseFilters', () => {
  it('writes the filters as the form names them, read back the same', () => {
    const filters = {
      port: 'MIA',
      month: '2027-01',
      cruiseLine: 'MSC Cruceros',
      maxPrice: 900,
      sort: 'price',
    } as const;
    expect(writeCruiseFilters(filters)).toEqual({
      puerto: 'MIA',
      mes: '2027-01',
      naviera: 'MSC Cruceros',
      precioMax: '900',
      orden: 'price',
    });
    expect(readCruiseFilters(writeCruiseFilters(filters))).toEqual(filters);
  });

  it('leaves out the default sort and the filters not given', () => {
    expect(writeCruiseFilters({ sort: 'date' })).toEqual({});
  });
});

describe('rewriteCruiseQuery', () => {
  /** A query's pairs from `name=value&…` (plain text, as the tests write it). */
  const pairs = (query: string) =>
    query.split('&').map((pair): [string, string] => {
      const [name = '', value = ''] = pair.split('=');
      return [name, value];
    });
  const rewrite = (query: [string, string][]) => {
    const filters = keepOfferedCruiseFilters(
      readCruiseFilters(Object.fromEntries(query)),
      cruiseFilterOptions(sailings, TODAY),
    );
    return rewriteCruiseQuery(query, filters);
  };

  it('writes a value that is not applied out of the query, keeping the other parameters', () => {
    expect(rewrite(pairs('utm_source=mail&precioMax=-5&puerto=mia&orden=price&naviera=Inventada'))).toEqual([
      ['utm_source', 'mail'],
      ['puerto', 'MIA'],
      ['orden', 'price'],
    ]);
    expect(rewrite(pairs('puerto=XXX'))).toEqual([]);
  });

  it('leaves a query alone whose filters are all applied, in any order', () => {
    expect(rewrite(pairs('puerto=MIA&mes=2027-01&precioMax=900&orden=price'))).toBeNull();
    expect(rewrite(pairs('orden=price&precioMax=900&mes=2027-01&puerto=MIA'))).toBeNull();
  });

  it('leaves alone what the form sends for fields left untouched: blanks and the default sort', () => {
    expect(rewrite(pairs('puerto=&mes=&naviera=&precioMax=&orden=date'))).toBeNull();
    expect(rewrite([])).toBeNull();
  });

  it('rewrites a filter given twice and read as another value', () => {
    expect(rewrite(pairs('puerto=MIA&puerto='))).toEqual([]);
  });

  describe('properties', () => {
    it('a rewritten query is final', () => {
      const name = fc.constantFrom('puerto', 'mes', 'naviera', 'precioMax', 'orden', 'utm_source');
      const value = fc.constantFrom('', ' ', 'MIA', 'mia', 'XXX', '2027-01', '2027-13', '900', '-5', 'price');
      fc.assert(
        fc.property(fc.array(fc.tuple(name, value), { maxLength: 8 }), (query) => {
          const rewritten = rewrite(query);
          if (rewritten) expect(rewrite(rewritten)).toBeNull();
        }),
      );
    });
  });
});

describe('upcomingSailings', () => {
  it('keeps the sailings leaving today or later', () => {
    expect(slugs(upcomingSailings(sailings, TODAY))).not.toContain('sailed');
    expect(slugs(upcomingSailings(sailings, TODAY))).toContain('today');
  });
});

describe('listSailings', () => {
  it('lists upcoming sailings soonest first, the cheaper first on the same day', () => {
    expect(slugs(listSailings(sailings, { sort: 'date' }, TODAY))).toEqual([
      'today',
      'miami-jan',
      'san-juan',
      'miami-jan-msc',
      'santos',
    ]);
  });

  it('sorts by price, lowest first', () => {
    expect(slugs(listSailings(sailings, { sort: 'price' }, TODAY))).toEqual([
      'miami-jan-msc',
      'miami-jan',
      'santos',
      'today',
      'san-juan',
    ]);
  });

  it('filters by port and month together, and by line and top price', () => {
    expect(slugs(listSailings(sailings, { port: 'MIA', month: '2027-01', sort: 'date' }, TODAY))).toEqual([
      'miami-jan',
      'miami-jan-msc',
    ]);
    expect(
      slugs(listSailings(sailings, { cruiseLine: 'MSC Cruceros', maxPrice: 800, sort: 'date' }, TODAY)),
    ).toEqual(['miami-jan-msc']);
    expect(listSailings(sailings, { port: 'MIA', month: '2026-11', sort: 'date' }, TODAY)).toEqual([]);
  });
});

describe('cruiseFilterOptions', () => {
  it('offers the ports, months and lines of upcoming sailings only, each once', () => {
    expect(cruiseFilterOptions(sailings, TODAY)).toEqual({
      ports: [
        { code: 'FLL', name: 'Fort Lauderdale' },
        { code: 'MIA', name: 'Miami' },
        { code: 'SJU', name: 'San Juan' },
        { code: 'SSZ', name: 'Santos' },
      ],
      months: ['2026-11', '2027-01', '2027-02'],
      cruiseLines: ['Celebrity Cruises', 'MSC Cruceros', 'Princess Cruises', 'Royal Caribbean'],
    });
  });
});

describe('keepOfferedCruiseFilters', () => {
  const options = cruiseFilterOptions(sailings, TODAY);

  it('drops a port, month or line no upcoming sailing has, so the list means the "all" the form shows', () => {
    const asked = readCruiseFilters({
      puerto: 'XXX',
      mes: '2026-11',
      naviera: 'Naviera inventada',
      orden: 'price',
    });
    expect(keepOfferedCruiseFilters(asked, options)).toEqual({ month: '2026-11', sort: 'price' });
    expect(listSailings(sailings, keepOfferedCruiseFilters(asked, options), TODAY)).toHaveLength(1);
  });

  it('keeps the filters the form offers, and the top price whatever it is', () => {
    const asked = {
      port: 'MIA',
      month: '2027-01',
      cruiseLine: 'MSC Cruceros',
      maxPrice: 1,
      sort: 'date',
    } as const;
    expect(keepOfferedCruiseFilters(asked, options)).toEqual(asked);
  });

  it('drops the month of a sailing that has left', () => {
    expect(keepOfferedCruiseFilters({ month: '2026-10', sort: 'date' }, options)).toEqual({ sort: 'date' });
  });
});
