import { describe, expect, it } from 'vitest';
import { buildSeoLinks } from './seo';

const SITE = 'https://viajes.example';

describe('buildSeoLinks', () => {
  it('points a Spanish page at itself and at its English and Portuguese copies', () => {
    expect(buildSeoLinks(SITE, '/vuelos')).toEqual({
      canonical: 'https://viajes.example/vuelos',
      alternates: [
        { hrefLang: 'es', href: 'https://viajes.example/vuelos' },
        { hrefLang: 'en', href: 'https://viajes.example/en/vuelos' },
        { hrefLang: 'pt-BR', href: 'https://viajes.example/pt/vuelos' },
        { hrefLang: 'x-default', href: 'https://viajes.example/vuelos' },
      ],
    });
  });

  it('makes the English page canonical for itself and Spanish the default', () => {
    const links = buildSeoLinks(`${SITE}/`, '/en/turs/aruba/');
    expect(links.canonical).toBe('https://viajes.example/en/turs/aruba');
    expect(links.alternates).toContainEqual({
      hrefLang: 'x-default',
      href: 'https://viajes.example/turs/aruba',
    });
  });

  it('handles every home page', () => {
    expect(buildSeoLinks(SITE, '/').alternates.map((link) => link.href)).toEqual([
      'https://viajes.example/',
      'https://viajes.example/en',
      'https://viajes.example/pt',
      'https://viajes.example/',
    ]);
    expect(buildSeoLinks(SITE, '/en').canonical).toBe('https://viajes.example/en');
    expect(buildSeoLinks(SITE, '/pt/').canonical).toBe('https://viajes.example/pt');
  });
});
