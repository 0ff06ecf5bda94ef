import { formatMoney, type Money, moneyFromDecimal, moneyFromMinor } from '@travel/domain/money';
import { type FormatLocale, getRegionalMoneyLocale, resolveFormatLocale } from './format-locale';

/**
 * Money in the page language at the §9 precision; given the visitor's regional locale (`es-MX`,
 * from useFormatLocale) its digits are written as in their country.
 */
export function formatMoneyIn(money: Money, format: FormatLocale): string {
  return formatMoney(money, resolveFormatLocale(format).language, {
    intlLocale: getRegionalMoneyLocale(format),
  });
}

/** A supplier decimal amount ('9517014.00' COP) as text in the page language, at the §9 precision. */
export function formatAmount(amount: { amount: string; currency: string }, locale: FormatLocale): string {
  return formatMoneyIn(moneyFromDecimal(amount.amount, amount.currency), locale);
}

/** Minor units (what the filters use) as text. */
export function formatMinor(minor: number, currency: string, locale: FormatLocale): string {
  return formatMoneyIn(moneyFromMinor(minor, currency), locale);
}
