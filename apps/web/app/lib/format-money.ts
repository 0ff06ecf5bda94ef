import { formatMoney, moneyFromDecimal, moneyFromMinor } from '@travel/domain/money';
import type { Locale } from './locale';

/** A supplier decimal amount ('9517014.00' COP) as text in the page language, at the §9 precision. */
export function formatAmount(amount: { amount: string; currency: string }, locale: Locale): string {
  return formatMoney(moneyFromDecimal(amount.amount, amount.currency), locale);
}

/** Minor units (what the filters use) as text. */
export function formatMinor(minor: number, currency: string, locale: Locale): string {
  return formatMoney(moneyFromMinor(minor, currency), locale);
}
