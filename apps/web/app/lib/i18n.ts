import i18next, { type i18n } from 'i18next';
import type esBooking from '../locales/es/booking.json';
import type esCommon from '../locales/es/common.json';
import type esContact from '../locales/es/contact.json';
import type esContent from '../locales/es/content.json';
import type esDeals from '../locales/es/deals.json';
import type esHotels from '../locales/es/hotels.json';
import type esMyJourney from '../locales/es/my-journey.json';
import type esPages from '../locales/es/pages.json';
import type esResults from '../locales/es/results.json';
import type esSearch from '../locales/es/search.json';
import type { Locale } from './locale';

/** The namespaces every page may use: read on the server and handed over by the root loader. */
export const CORE_NAMESPACES = ['common', 'pages', 'search', 'results'] as const;
type CoreNamespace = (typeof CORE_NAMESPACES)[number];
/** One language's core strings. */
export type CoreTranslations = Record<CoreNamespace, object>;
/**
 * The same as JSON text (the root loader's `translations`): one string in the page's loader data is
 * decoded at once by the browser's JSON.parse, where ~700 strings as React Router's data format are
 * decoded one by one while the page starts (~10 ms on a slow phone).
 */
export type CoreTranslationsJson = string & { readonly __brand: 'CoreTranslationsJson' };

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
    resources: {
      common: typeof esCommon;
      pages: typeof esPages;
      search: typeof esSearch;
      results: typeof esResults;
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
 * created (the URL decides the locale) and nothing calls changeLanguage, so sharing is safe.
 * `translations` are the page language's core strings from the root loader's data: added once,
 * synchronously, so the server's render and the client's first render read the same strings
 * (and a client navigation into another language brings that language's bundles with it).
 */
export function getI18n(locale: Locale, translations?: CoreTranslationsJson): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: locale,
      // Spanish is the source: a text not yet translated shows in Spanish rather than as its key.
      fallbackLng: 'es',
      // No backend: every bundle is added by hand, so init and `t()` stay synchronous.
      resources: {},
      ns: I18N_NAMESPACES,
      defaultNS: 'common',
      initAsync: false,
      // React escapes output already.
      interpolation: { escapeValue: false },
    });
    for (const [namespace, bundles] of featureBundles) addFeatureBundles(instance, namespace, bundles);
    instances.set(locale, instance);
  }
  if (translations && CORE_NAMESPACES.some((namespace) => !instance.hasResourceBundle(locale, namespace))) {
    const bundles = JSON.parse(translations) as CoreTranslations;
    for (const namespace of CORE_NAMESPACES) {
      if (!instance.hasResourceBundle(locale, namespace))
        instance.addResourceBundle(locale, namespace, bundles[namespace]);
    }
  }
  return instance;
}
