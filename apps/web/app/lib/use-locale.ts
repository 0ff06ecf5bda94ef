import { useLocation } from 'react-router';
import { getLocaleFromPath, type Locale } from './locale';

/** The locale of the page being shown; the URL prefix is the single source of truth. */
export function useLocale(): Locale {
  return getLocaleFromPath(useLocation().pathname);
}
