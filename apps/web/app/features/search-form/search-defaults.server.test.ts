import { describe, expect, it } from 'vitest';
import { getSearchDefaults } from './search-defaults.server';

const NOON = new Date(2026, 10, 24, 12);

describe('getSearchDefaults', () => {
  it('searches in reais on the Portuguese site, even without script', () => {
    expect(getSearchDefaults('pt', NOON).currencyCode).toBe('BRL');
  });

  it('leaves Spanish and English in dollars until the visitor’s country is known', () => {
    expect(getSearchDefaults('es', NOON).currencyCode).toBe('USD');
    expect(getSearchDefaults('en', NOON).currencyCode).toBe('USD');
  });

  it('departs in 7 days and returns in 13', () => {
    const form = getSearchDefaults('pt', NOON);
    expect([form.departureDate, form.returnDate]).toEqual(['2026-12-01', '2026-12-07']);
  });
});
