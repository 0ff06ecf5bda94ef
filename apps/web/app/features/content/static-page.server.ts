import { getRequestLocale, type Locale } from '../../lib/locale';
import { loadContentNode } from './content-api.server';
import { toPageView } from './content-view';

/**
 * A company page (terms, privacy, about…) by its path; `paths` gives each language its own when they
 * differ (/entretenimiento and /entertainment).
 */
export async function loadStaticPage(request: Request, paths: string | Record<Locale, string>) {
  const locale = getRequestLocale(request);
  const alias = typeof paths === 'string' ? paths : paths[locale];
  return { view: toPageView(await loadContentNode(request, locale, alias, ['page'])) };
}
export type StaticPageData = Awaited<ReturnType<typeof loadStaticPage>>;
