import { createSearchForm, type SearchForm } from '@travel/domain/search';
import { getLocaleCurrency } from '../../lib/currency-options';
import { getLocalToday } from '../../lib/local-today';
import type { Locale } from '../../lib/locale';

/**
 * Spec §3 defaults of the day (departure in 7 days, return in 13), computed on the server so the
 * browser needs no date arithmetic and renders exactly what the server did; in the page language's
 * currency where it has one (reais on /pt), so a search sent without script is in it too.
 */
export function getSearchDefaults(locale: Locale = 'es', now: Date = new Date()): SearchForm {
  const form = createSearchForm(getLocalToday(now));
  return { ...form, currencyCode: getLocaleCurrency(locale) ?? form.currencyCode };
}
