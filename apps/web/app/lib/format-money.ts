import {
  formatMoney,
  getMoneyCurrency,
  getMoneyIntlLocale,
  type Money,
  type MoneyAmount,
  moneyFromDecimal,
  moneyFromMinor,
  toDecimalString,
} from '@travel/domain/money';
import { type FormatLocale, getRegionalMoneyLocale, resolveFormatLocale } from './format-locale';
import { formattedText } from './formatted-text';

/**
 * The Intl locale money's digits are written in: the visitor's country's where it is known (es-MX),
 * else the language's own for money ('es', 'pt-BR'). Rates and other amounts beside a price use it too.
 */
export function getMoneyNumberLocale(format: FormatLocale): string {
  return getRegionalMoneyLocale(format) ?? getMoneyIntlLocale(resolveFormatLocale(format).language);
}

/**
 * Money in the page language at the §9 precision; given the visitor's regional locale (`es-MX`,
 * from useFormatLocale) its digits are written as in their country.
 */
export function formatMoneyIn(money: Money, format: FormatLocale): string {
  const language = resolveFormatLocale(format).language;
  const intlLocale = getMoneyNumberLocale(format);
  // Through formatted-text.ts: a page hydrating reads the server's text, no Intl formatter is built.
  return formattedText(
    `m ${language} ${intlLocale} ${getMoneyCurrency(money)} ${toDecimalString(money)}`,
    () => formatMoney(money, language, { intlLocale }),
  );
}

/** A supplier decimal amount ('9517014.00' COP) as text in the page language, at the §9 precision. */
export function formatAmount(amount: { amount: string; currency: string }, locale: FormatLocale): string {
  return formatMoneyIn(moneyFromDecimal(amount.amount, amount.currency), locale);
}

/** Minor units (what the filters use) as text. */
export function formatMinor(minor: number, currency: string, locale: FormatLocale): string {
  return formatMoneyIn(moneyFromMinor(minor, currency), locale);
}

/** An amount of the API (minor units with its currency, `MoneyAmount`) as text. */
export function formatMoneyAmount(value: MoneyAmount, locale: FormatLocale): string {
  return formatMinor(value.amount, value.currency, locale);
}
