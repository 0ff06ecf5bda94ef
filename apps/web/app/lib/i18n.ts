import i18next, { type i18n } from 'i18next';
import enCommon from '../locales/en/common.json';
import enPages from '../locales/en/pages.json';
import enResults from '../locales/en/results.json';
import enSearch from '../locales/en/search.json';
import type esBooking from '../locales/es/booking.json';
import esCommon from '../locales/es/common.json';
import type esContact from '../locales/es/contact.json';
import type esContent from '../locales/es/content.json';
import type esDeals from '../locales/es/deals.json';
import type esHotels from '../locales/es/hotels.json';
import type esMyJourney from '../locales/es/my-journey.json';
import esPages from '../locales/es/pages.json';
import esResults from '../locales/es/results.json';
import esSearch from '../locales/es/search.json';
import ptCommon from '../locales/pt/common.json';
import ptPages from '../locales/pt/pages.json';
import ptResults from '../locales/pt/results.json';
import ptSearch from '../locales/pt/search.json';
import type { Locale } from './locale';

export const I18N_RESOURCES = {
  es: {
    common: esCommon,
    pages: esPages,
    search: esSearch,
    results: esResults,
  },
  en: {
    common: enCommon,
    pages: enPages,
    search: enSearch,
    results: enResults,
  },
  pt: {
    common: ptCommon,
    pages: ptPages,
    search: ptSearch,
    results: ptResults,
  },
} as const;

export const I18N_NAMESPACES = [
  'common',
  'pages',
  'search',
  'results',
  'booking',
  'my-journey',
  'content',
  'contact',
  'hotels',
  'deals',
] as const;

declare module 'i18next' {
  // Spanish is the source language: its files define the keys `t()` accepts.
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof I18N_RESOURCES)['es'] & {
      booking: typeof esBooking;
      'my-journey': typeof esMyJourney;
      content: typeof esContent;
      contact: typeof esContact;
      hotels: typeof esHotels;
      deals: typeof esDeals;
    };
  }
}

const instances = new Map<Locale, i18n>();

type FeatureNamespace = 'booking' | 'my-journey' | 'content' | 'contact' | 'hotels' | 'deals';
/** A feature's strings per language: Spanish always, the others as they are translated. */
export type FeatureBundles = { es: object } & Partial<Record<Locale, object>>;
const featureBundles = new Map<FeatureNamespace, FeatureBundles>();

/** Every language's bundle goes to every instance: a missing key or namespace falls back to Spanish. */
function addFeatureBundles(instance: i18n, namespace: FeatureNamespace, bundles: FeatureBundles): void {
  for (const [language, bundle] of Object.entries(bundles))
    instance.addResourceBundle(language, namespace, bundle);
}

/**
 * Adds a feature's strings when its module loads, so pages that never show them (the home page)
 * do not carry them in their JavaScript. Registered bundles also reach instances made later.
 */
export function registerTranslations(namespace: FeatureNamespace, bundles: FeatureBundles): void {
  featureBundles.set(namespace, bundles);
  for (const instance of instances.values()) addFeatureBundles(instance, namespace, bundles);
}

/**
 * One i18next instance per locale, shared by every request: the language is fixed when it is
 * created (the URL decides the locale) and nothing calls changeLanguage, so sharing is safe and
 * the resources, bundled with the app, load synchronously.
 */
export function getI18n(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    // Spanish is the source: a text not yet translated shows in Spanish rather than as its key.
    fallbackLng: 'es',
    resources: I18N_RESOURCES,
    ns: I18N_NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
  });
  for (const [namespace, bundles] of featureBundles) addFeatureBundles(instance, namespace, bundles);
  instances.set(locale, instance);
  return instance;
}
