import { describe, expect, it } from 'vitest';
import { isSiteLocale, SITE_LOCALE_BCP47, SITE_LOCALES, SiteLocaleSchema } from './site-locales.ts';

describe('site locales', () => {
  it('offers Spanish first, then English and Brazilian Portuguese', () => {
    expect(SITE_LOCALES).toEqual(['es', 'en', 'pt']);
    expect(SITE_LOCALE_BCP47.pt).toBe('pt-BR');
  });

  it('accepts only the site languages on the wire', () => {
    expect(SiteLocaleSchema.parse('pt')).toBe('pt');
    expect(SiteLocaleSchema.safeParse('pt-BR').success).toBe(false);
    expect(SiteLocaleSchema.safeParse('fr').success).toBe(false);
    expect(isSiteLocale('en')).toBe(true);
    expect(isSiteLocale('PT')).toBe(false);
    expect(isSiteLocale(undefined)).toBe(false);
  });
});
