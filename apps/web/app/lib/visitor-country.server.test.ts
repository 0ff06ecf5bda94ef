import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVisitorCountry, readVisitorCurrency, readVisitorLocation } from './visitor-country.server';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const LOCATED = {
  detected: true,
  countryCode: 'MX',
  currencyCode: 'MXN',
  flag: '🇲🇽',
  latitude: 19.4,
  longitude: -99.1,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readVisitorCountry', () => {
  it("asks the API for the visitor's country on their behalf (their address forwarded)", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ data: LOCATED }));
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://site.test/', { headers: { 'x-forwarded-for': '189.203.0.1' } });
    expect(await readVisitorCountry(request)).toBe('MX');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/visitor\/location\?lang=es$/);
    expect(new Headers(init?.headers).get('x-forwarded-for')).toBe('189.203.0.1');
  });

  it('knows no country when the address was not located or the API fails', async () => {
    vi.stubGlobal('fetch', async () => json({ data: { ...LOCATED, detected: false, countryCode: null } }));
    expect(await readVisitorCountry(new Request('http://site.test/'))).toBeNull();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await readVisitorCountry(new Request('http://site.test/'))).toBeNull();
  });

  it('asks once per request, however many loaders want to know', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ data: LOCATED }));
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://site.test/');
    const [root, page] = await Promise.all([readVisitorCountry(request), readVisitorCountry(request)]);
    expect([root, page]).toEqual(['MX', 'MX']);
    expect(fetch).toHaveBeenCalledTimes(1);
    await readVisitorCountry(new Request('http://site.test/'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('readVisitorCurrency', () => {
  it("answers the visitor's country's currency from the same question, and none the site does not sell in", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ data: LOCATED }));
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://site.test/hoteles');
    expect(await Promise.all([readVisitorCountry(request), readVisitorCurrency(request)])).toEqual([
      'MX',
      'MXN',
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', async () =>
      json({ data: { ...LOCATED, countryCode: 'JP', currencyCode: 'JPY' } }),
    );
    expect(await readVisitorCurrency(new Request('http://site.test/hoteles'))).toBeNull();
    vi.stubGlobal('fetch', async () => json({ data: { ...LOCATED, detected: false, countryCode: null } }));
    expect(await readVisitorCurrency(new Request('http://site.test/hoteles'))).toBeNull();
  });
});

describe('readVisitorLocation', () => {
  it('answers where the API placed the visitor, the defaults when it could not, and nothing when it did not answer', async () => {
    vi.stubGlobal('fetch', async () => json({ data: LOCATED }));
    expect(await readVisitorLocation(new Request('http://site.test/'))).toEqual({
      detected: true,
      countryCode: 'MX',
      currencyCode: 'MXN',
      latitude: 19.4,
      longitude: -99.1,
    });
    // A private address: a definite answer, so the browser need not ask again.
    vi.stubGlobal('fetch', async () =>
      json({ data: { ...LOCATED, detected: false, countryCode: null, currencyCode: 'USD' } }),
    );
    expect(await readVisitorLocation(new Request('http://site.test/'))).toEqual({
      detected: false,
      countryCode: null,
      currencyCode: 'USD',
      latitude: null,
      longitude: null,
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await readVisitorLocation(new Request('http://site.test/'))).toBeNull();
  });
});
