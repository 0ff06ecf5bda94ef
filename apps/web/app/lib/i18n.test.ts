import { describe, expect, it, vi } from 'vitest';
import enBooking from '../locales/en/booking.json';
import enMyJourney from '../locales/en/my-journey.json';
import esBooking from '../locales/es/booking.json';
import esMyJourney from '../locales/es/my-journey.json';
import ptBooking from '../locales/pt/booking.json';
import ptMyJourney from '../locales/pt/my-journey.json';
import { getI18n, registerTranslations } from './i18n';
import { I18N_RESOURCES, loadCoreTranslations } from './i18n-resources.server';

/** Every namespace, the core ones and those the booking features register when they load. */
const ALL_RESOURCES = {
  es: { ...I18N_RESOURCES.es, booking: esBooking, 'my-journey': esMyJourney },
  en: { ...I18N_RESOURCES.en, booking: enBooking, 'my-journey': enMyJourney },
  pt: { ...I18N_RESOURCES.pt, booking: ptBooking, 'my-journey': ptMyJourney },
};

/** Dotted key paths of a nested translation object. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  it.each(Object.keys(ALL_RESOURCES.es))('has the same %s keys in Spanish and English', (namespace) => {
    const es = keyPaths(ALL_RESOURCES.es[namespace as keyof typeof ALL_RESOURCES.es]).sort();
    const en = keyPaths(ALL_RESOURCES.en[namespace as keyof typeof ALL_RESOURCES.en]).sort();
    expect(en).toEqual(es);
  });

  it.each(Object.keys(ALL_RESOURCES.pt))('has the same %s keys in Spanish and Portuguese', (namespace) => {
    const es = keyPaths(ALL_RESOURCES.es[namespace as keyof typeof ALL_RESOURCES.es]).sort();
    const pt = keyPaths(ALL_RESOURCES.pt[namespace as keyof typeof ALL_RESOURCES.pt]).sort();
    expect(pt).toEqual(es);
  });
});

describe('getI18n', () => {
  it('translates synchronously in the requested language', () => {
    expect(getI18n('es').t('nav.flights')).toBe('Vuelos');
    expect(getI18n('en').t('nav.flights')).toBe('Flights');
    expect(getI18n('pt').t('nav.flights')).toBe('Voos');
    expect(getI18n('pt').t('home.title', { ns: 'pages' })).not.toBe(
      getI18n('es').t('home.title', { ns: 'pages' }),
    );
  });

  it('shows Spanish for a namespace not translated yet, never the key', () => {
    registerTranslations('deals', { es: { hub: { title: 'Ofertas' } } });
    expect(getI18n('pt').t('hub.title', { ns: 'deals' })).toBe('Ofertas');
  });

  it('interpolates values without HTML escaping, which React already does', () => {
    expect(getI18n('es').t('site.documentTitle', { title: 'Islas Caimán & Aruba' })).toBe(
      'Islas Caimán & Aruba · Andariego',
    );
  });

  it('adds a feature namespace registered later to every instance, existing or new', () => {
    const before = getI18n('es');
    registerTranslations('my-journey', { es: esMyJourney, en: enMyJourney, pt: ptMyJourney });
    expect(before.hasResourceBundle('es', 'my-journey')).toBe(true);
    expect(getI18n('en').hasResourceBundle('en', 'my-journey')).toBe(true);
  });

  it('holds only the languages whose strings it was given', async () => {
    // A fresh module: the Vitest setup gives this one's instances every language.
    vi.resetModules();
    const fresh = await import('./i18n');
    const en = fresh.getI18n('en', loadCoreTranslations('en'));
    expect(en.t('nav.flights')).toBe('Flights');
    expect(en.hasResourceBundle('es', 'common')).toBe(false);
    expect(en.hasResourceBundle('pt', 'common')).toBe(false);
    // A page of another language brings its own strings (a client navigation /en → /pt).
    expect(fresh.getI18n('pt').t('nav.flights')).toBe('nav.flights');
    expect(fresh.getI18n('pt', loadCoreTranslations('pt')).t('nav.flights')).toBe('Voos');
  });

  it('reuses one instance per locale', () => {
    expect(getI18n('en')).toBe(getI18n('en'));
    expect(getI18n('en')).not.toBe(getI18n('es'));
  });
});
