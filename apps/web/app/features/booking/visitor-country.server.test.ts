import { afterEach, describe, expect, it, vi } from 'vitest';
import { findVisitorCountry } from './visitor-country.server';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const location = (countryCode: string | null) => ({
  data: {
    detected: countryCode !== null,
    countryCode,
    currencyCode: 'USD',
    flag: '',
    latitude: 0,
    longitude: 0,
  },
});

const request = (acceptLanguage?: string) =>
  new Request('http://site.test/booking/summary', {
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

const NOTHING_SAVED = { customer: null, billing: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('findVisitorCountry', () => {
  it("starts the phone and billing country at the visitor's located country, whatever the browser's language", async () => {
    vi.stubGlobal('fetch', async () => json(location('MX')));
    expect(await findVisitorCountry(request('es-CO,es;q=0.9'), NOTHING_SAVED)).toBe('MX');
  });

  it("guesses from the browser's language when the address could not be placed or the API failed", async () => {
    vi.stubGlobal('fetch', async () => json(location(null)));
    expect(await findVisitorCountry(request('es-CO,es;q=0.9,en;q=0.8'), NOTHING_SAVED)).toBe('CO');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await findVisitorCountry(request('pt-BR'), NOTHING_SAVED)).toBe('BR');
  });

  it('keeps the form defaults when neither the address nor the language names a country', async () => {
    vi.stubGlobal('fetch', async () => json(location(null)));
    expect(await findVisitorCountry(request('es-419,es;q=0.9'), NOTHING_SAVED)).toBeNull();
    expect(await findVisitorCountry(request(), NOTHING_SAVED)).toBeNull();
  });
});
