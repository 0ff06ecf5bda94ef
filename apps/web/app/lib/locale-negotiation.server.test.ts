import { describe, expect, it } from 'vitest';
import {
  homeLocaleRedirect,
  negotiateLocale,
  readLanguageRegion,
  rememberedLocaleCookie,
} from './locale-negotiation.server';

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, { headers: { 'sec-fetch-mode': 'navigate', ...headers } });

describe('negotiateLocale', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['es-MX,es;q=0.9,en;q=0.5', 'es'],
    ['en-GB;q=0.4,es-CO;q=0.8', 'es'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['pt-PT', 'pt'],
    ['pt-BR;q=0.5,es-AR;q=0.9', 'es'],
    ['fr-FR,de;q=0.9', 'es'],
    ['', 'es'],
    ['***garbage', 'es'],
  ])('reads %j as %s', (header, locale) => {
    expect(negotiateLocale(request('/', { 'accept-language': header }))).toBe(locale);
  });
});

describe('homeLocaleRedirect', () => {
  it('sends a first visit whose browser asks for English to the English home', () => {
    expect(
      homeLocaleRedirect(
        request('/', { 'accept-language': 'en-US,en;q=0.9', 'sec-fetch-site': 'none' }),
        false,
      ),
    ).toBe('/en');
  });

  it('sends a first visit whose browser asks for Brazilian Portuguese to the Portuguese home', () => {
    expect(
      homeLocaleRedirect(
        request('/?utm_source=x', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5', 'sec-fetch-site': 'none' }),
        false,
      ),
    ).toBe('/pt?utm_source=x');
    expect(
      homeLocaleRedirect(request('/pt', { cookie: 'locale=pt', 'sec-fetch-site': 'none' }), false),
    ).toBeNull();
    expect(homeLocaleRedirect(request('/pt', { cookie: 'locale=en', 'sec-fetch-site': 'none' }), false)).toBe(
      '/en',
    );
  });

  it('serves /en to a Spanish browser that asks for it by its URL', () => {
    expect(
      homeLocaleRedirect(
        request('/en', { 'accept-language': 'es-MX', 'sec-fetch-site': 'cross-site' }),
        false,
      ),
    ).toBeNull();
  });

  it('follows the language chosen before over the browser', () => {
    const headers = { cookie: 'locale=es', 'accept-language': 'en-US', 'sec-fetch-site': 'cross-site' };
    expect(homeLocaleRedirect(request('/en', headers), false)).toBe('/');
    expect(homeLocaleRedirect(request('/', headers), false)).toBeNull();
  });

  it('keeps the query string', () => {
    expect(homeLocaleRedirect(request('/?utm_source=x', { cookie: 'locale=en' }), false)).toBe(
      '/en?utm_source=x',
    );
  });

  it('never overrules the site language link, other pages, crawlers or data requests', () => {
    const english = { cookie: 'locale=en', 'accept-language': 'en' };
    expect(
      homeLocaleRedirect(request('/', { ...english, 'sec-fetch-site': 'same-origin' }), false),
    ).toBeNull();
    expect(homeLocaleRedirect(request('/vuelos', english), false)).toBeNull();
    expect(homeLocaleRedirect(request('/', english), true)).toBeNull();
    expect(homeLocaleRedirect(request('/', { ...english, 'sec-fetch-mode': 'cors' }), false)).toBeNull();
  });
});

describe('rememberedLocaleCookie', () => {
  it('remembers a move into another language made inside the site', () => {
    const moved = request('/en/vuelos', {
      'sec-fetch-site': 'same-origin',
      referer: 'http://site.test/vuelos',
    });
    expect(rememberedLocaleCookie(moved)).toMatch(/^locale=en; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('sets nothing when the language did not change, was already chosen, or the visit came from outside', () => {
    expect(
      rememberedLocaleCookie(
        request('/en/faq', { 'sec-fetch-site': 'same-origin', referer: 'http://site.test/en' }),
      ),
    ).toBeNull();
    expect(
      rememberedLocaleCookie(
        request('/en', {
          'sec-fetch-site': 'same-origin',
          referer: 'http://site.test/',
          cookie: 'locale=en',
        }),
      ),
    ).toBeNull();
    expect(
      rememberedLocaleCookie(
        request('/en', { 'sec-fetch-site': 'cross-site', referer: 'https://other.example/' }),
      ),
    ).toBeNull();
  });
});

describe('readLanguageRegion', () => {
  const withLanguages = (header?: string) =>
    new Request('http://site.test/', { headers: header ? { 'accept-language': header } : {} });

  it("answers the country of the browser's most preferred language that names one", () => {
    expect(readLanguageRegion(withLanguages('es-co,es;q=0.9'))).toBe('CO');
    expect(readLanguageRegion(withLanguages('es;q=0.9,pt-BR'))).toBe('BR');
    expect(readLanguageRegion(withLanguages('es-419,es-MX;q=0.5'))).toBe('MX');
  });

  it('answers none for languages without a country, a region like 419, or no header', () => {
    expect(readLanguageRegion(withLanguages('es-419,es;q=0.9'))).toBeNull();
    expect(readLanguageRegion(withLanguages('*'))).toBeNull();
    expect(readLanguageRegion(withLanguages())).toBeNull();
  });
});
