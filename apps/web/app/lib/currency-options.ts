import { ALLOWED_CURRENCIES } from '@travel/domain/money';
import type { Locale } from './locale';

export type CurrencyOption = { code: string; flag: string; name: string };

/** Spec §9 allowed currencies with their flags; English names from Intl, Spanish ones from the table. */
export function getCurrencyOptions(locale: Locale): CurrencyOption[] {
  const names = locale === 'es' ? null : new Intl.DisplayNames(['en'], { type: 'currency' });
  return ALLOWED_CURRENCIES.map((currency) => ({
    code: currency.code,
    flag: currency.flag,
    name: names?.of(currency.code) ?? currency.name,
  }));
}
