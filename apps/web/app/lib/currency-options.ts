import { ALLOWED_CURRENCIES, type AllowedCurrencyCode } from '@travel/domain/money';
import { displayNames } from './intl-formatters';
import type { Locale } from './locale';

export type CurrencyOption = { code: string; flag: string; name: string };

/** Spec §9 allowed currencies with their flags; Spanish names from the table, the others' from Intl. */
export function getCurrencyOptions(locale: Locale): CurrencyOption[] {
  const names = locale === 'es' ? null : displayNames(locale === 'pt' ? 'pt-BR' : 'en', { type: 'currency' });
  return ALLOWED_CURRENCIES.map((currency) => ({
    code: currency.code,
    flag: currency.flag,
    name: names?.of(currency.code) ?? currency.name,
  }));
}

/**
 * The currency a language brings with it (issue 16): the Portuguese site is Brazil's, in reais.
 * Spanish and English serve many countries, so theirs is the visitor's (from their address).
 */
const LOCALE_CURRENCIES: Partial<Record<Locale, AllowedCurrencyCode>> = { pt: 'BRL' };

export function getLocaleCurrency(locale: Locale): AllowedCurrencyCode | null {
  return LOCALE_CURRENCIES[locale] ?? null;
}

/**
 * The currency prices start in when the visitor has not chosen one: the language's, else the one of
 * the visitor's country once start-up knows it, else US dollars (spec §8).
 */
export function getDefaultCurrency(locale: Locale, detected: { currencyCode: string } | null): string {
  return getLocaleCurrency(locale) ?? detected?.currencyCode ?? 'USD';
}
