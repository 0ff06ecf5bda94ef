import { createSearchForm, type SearchForm } from '@travel/domain/search';
import { getLocalToday } from '../../lib/local-today';

/**
 * Spec §3 defaults of the day (departure in 7 days, return in 13), computed on the server so the
 * browser needs no date arithmetic and renders exactly what the server did.
 */
export function getSearchDefaults(now: Date = new Date()): SearchForm {
  return createSearchForm(getLocalToday(now));
}
