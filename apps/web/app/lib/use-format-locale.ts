import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from 'react-router';
import type { loader as rootLoader } from '../root';
import { getFormatLocale } from './format-locale';
import type { Locale } from './locale';
import { useLocale } from './use-locale';

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/**
 * The locale numbers and dates are written in on this page: its language plus the visitor's country
 * (es-MX, es-CL, pt-BR), from the root loader, so the server and the browser agree. Read from the
 * router's state rather than useRouteLoaderData, which throws where there is no data router (a
 * component rendered alone in a test): there the language's default writing is used.
 */
export function useFormatLocale(): string {
  return useFormatLocaleOf(useLocale());
}

/** The same for a language the caller already knows (a component rendered outside a router, in a test). */
export function useFormatLocaleOf(locale: Locale): string {
  return getFormatLocale(locale, useRootDataIfAny()?.visitorCountry);
}

/** The root loader's data from the router's state; undefined where there is no data router (a test). */
export function useRootDataIfAny(): RootData | undefined {
  return useContext(DataRouterStateContext)?.loaderData.root as RootData | undefined;
}
