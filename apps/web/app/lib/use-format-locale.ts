import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { getFormatLocale } from './format-locale';
import { useLocale } from './use-locale';

/**
 * The locale numbers and dates are written in on this page: its language plus the visitor's country
 * (es-MX, es-CL, pt-BR), from the root loader, so the server and the browser agree.
 */
export function useFormatLocale(): string {
  const locale = useLocale();
  const country = useRouteLoaderData<typeof rootLoader>('root')?.visitorCountry ?? null;
  return getFormatLocale(locale, country);
}
