import { describe, expect, it } from 'vitest';
import {
  getLocaleFromPath,
  getRequestLocale,
  isLocale,
  localizePath,
  stripLocalePrefix,
  switchLocalePath,
} from './locale';

describe('getLocaleFromPath', () => {
  it.each([
    ['/', 'es'],
    ['/vuelos', 'es'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/vuelos', 'en'],
    ['/EN/vuelos', 'en'],
    ['/entretenimiento', 'es'],
    ['/english', 'es'],
  ])('reads %s as %s', (path, locale) => {
    expect(getLocaleFromPath(path)).toBe(locale);
  });
});

describe('getRequestLocale', () => {
  it('reads the locale from the request URL', () => {
    expect(getRequestLocale(new Request('http://localhost/en/hoteles?id=1'))).toBe('en');
    expect(getRequestLocale(new Request('http://localhost/hoteles'))).toBe('es');
  });
});

describe('isLocale', () => {
  it('accepts only the supported locales', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('pt')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('stripLocalePrefix', () => {
  it.each([
    ['/en/vuelos', '/vuelos'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/vuelos', '/vuelos'],
    ['/entretenimiento', '/entretenimiento'],
    ['/', '/'],
  ])('turns %s into %s', (path, stripped) => {
    expect(stripLocalePrefix(path)).toBe(stripped);
  });
});

describe('localizePath', () => {
  it('leaves Spanish paths without a prefix', () => {
    expect(localizePath('/vuelos', 'es')).toBe('/vuelos');
    expect(localizePath('/', 'es')).toBe('/');
  });

  it('puts English paths under /en', () => {
    expect(localizePath('/vuelos', 'en')).toBe('/en/vuelos');
    expect(localizePath('/', 'en')).toBe('/en');
  });
});

describe('switchLocalePath', () => {
  it('gives the same page in the other language with the same query', () => {
    expect(switchLocalePath('/hoteles/HotelSummary', '?id=7', 'en')).toBe('/en/hoteles/HotelSummary?id=7');
    expect(switchLocalePath('/en/hoteles/HotelSummary', '?id=7', 'es')).toBe('/hoteles/HotelSummary?id=7');
    expect(switchLocalePath('/en', '', 'es')).toBe('/');
    expect(switchLocalePath('/', '', 'en')).toBe('/en');
  });
});
