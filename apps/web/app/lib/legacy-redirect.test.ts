import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveLegacyRedirect } from './legacy-redirect';

describe('resolveLegacyRedirect', () => {
  it.each([
    ['/es/vuelos', '/vuelos'],
    ['/es/aerolineas', '/aerolineas'],
    ['/es/aerolineas/avianca', '/aerolineas/avianca'],
    ['/es/articulos', '/articulos'],
    ['/es/blog/vuelos-baratos-a-cancun', '/blog/vuelos-baratos-a-cancun'],
    ['/es/bog-mde/results', '/bog-mde/results'],
    ['/es', '/'],
    ['/es/', '/'],
    ['/ES/Vuelos', '/Vuelos'],
  ])('moves %s to %s', (from, to) => {
    expect(resolveLegacyRedirect(from, '')).toBe(to);
  });

  it.each([
    ['/pt-br/vuelos', '/pt/vuelos'],
    ['/pt-BR/aerolineas/avianca', '/pt/aerolineas/avianca'],
    ['/pt-br', '/pt'],
    ['/pt-br/', '/pt'],
    ['/pt-br/aruba', '/pt/turs/aruba'],
    ['/pt-br//evil.com', '/pt/evil.com'],
  ])('moves the Portuguese %s to %s', (from, to) => {
    expect(resolveLegacyRedirect(from, '')).toBe(to);
  });

  it('keeps the query string', () => {
    expect(resolveLegacyRedirect('/es/vuelos', '?origen=BOG&destino=MDE')).toBe(
      '/vuelos?origen=BOG&destino=MDE',
    );
  });

  it.each(['punta-cana', 'cayman', 'aruba'])('sends /es/%s to its tours page', (country) => {
    expect(resolveLegacyRedirect(`/es/${country}`, '?utm=x')).toBe(`/turs/${country}?utm=x`);
    expect(resolveLegacyRedirect(`/es/${country}/`, '')).toBe(`/turs/${country}`);
  });

  it('only sends the bare country pages to tours', () => {
    expect(resolveLegacyRedirect('/es/aruba/hoteles', '')).toBe('/aruba/hoteles');
  });

  it.each([
    '/',
    '/vuelos',
    '/espanol',
    '/estados-unidos',
    '/en/vuelos',
    '/turs/aruba',
    '/pt/vuelos',
    '/pt-brasil',
  ])('leaves %s alone', (path) => {
    expect(resolveLegacyRedirect(path, '')).toBeNull();
  });

  it.each([
    ['/es//evil.com', '/evil.com'],
    ['/es///evil.com/x', '/evil.com/x'],
    ['/es/\\evil.com', '/evil.com'],
    ['/es/\\/evil.com', '/evil.com'],
  ])('never redirects %s off the site', (from, to) => {
    expect(resolveLegacyRedirect(from, '')).toBe(to);
  });

  describe('properties', () => {
    it('always answers with a path on this site', () => {
      fc.assert(
        fc.property(fc.string(), fc.string(), (rest, query) => {
          const search = query === '' ? '' : `?${query}`;
          for (const prefix of ['/es/', '/pt-br/']) {
            const target = resolveLegacyRedirect(`${prefix}${rest}`, search);
            expect(target).not.toBeNull();
            expect(target).toMatch(/^\/(?![/\\])/);
          }
        }),
      );
    });
  });
});
