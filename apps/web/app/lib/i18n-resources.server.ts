import enCommon from '../locales/en/common.json';
import enPages from '../locales/en/pages.json';
import enResults from '../locales/en/results.json';
import enSearch from '../locales/en/search.json';
import esCommon from '../locales/es/common.json';
import esPages from '../locales/es/pages.json';
import esResults from '../locales/es/results.json';
import esSearch from '../locales/es/search.json';
import ptCommon from '../locales/pt/common.json';
import ptPages from '../locales/pt/pages.json';
import ptResults from '../locales/pt/results.json';
import ptSearch from '../locales/pt/search.json';
import type { CoreTranslations, CoreTranslationsJson } from './i18n';
import type { Locale } from './locale';

/**
 * The strings every page may show, in all three languages. Server only: the root loader hands the
 * browser the page language's bundles as data, so no page's JavaScript carries the other two.
 */
export const I18N_RESOURCES = {
  es: { common: esCommon, pages: esPages, search: esSearch, results: esResults },
  en: { common: enCommon, pages: enPages, search: enSearch, results: enResults },
  pt: { common: ptCommon, pages: ptPages, search: ptSearch, results: ptResults },
} as const satisfies Record<Locale, CoreTranslations>;

const asJson = new Map<Locale, CoreTranslationsJson>();

/** The core namespaces of one language, as the root loader returns them (written once per language). */
export function loadCoreTranslations(locale: Locale): CoreTranslationsJson {
  let json = asJson.get(locale);
  if (json === undefined) {
    json = JSON.stringify(I18N_RESOURCES[locale]) as CoreTranslationsJson;
    asJson.set(locale, json);
  }
  return json;
}
