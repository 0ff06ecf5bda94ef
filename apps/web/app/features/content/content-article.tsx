import type { ReactNode } from 'react';
import { formatIsoDate } from '../../lib/format-date';
import { REVALIDATED_PAGE_HEADERS } from '../../lib/http-caching';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import styles from './content.module.css';
import { ContentBody } from './content-body';
import { ContentMeta } from './content-meta';
import type { ContentView } from './content-view';
import { useContentTranslation } from './use-content-translation';

/** The one layout of a content page: trail, heading, teaser, body, an optional aside and what follows. */
export function ContentArticle({
  view,
  trail,
  byline,
  aside,
  children,
  type = 'website',
}: {
  view: ContentView;
  /** The trail after Inicio; the page itself is added last. */
  trail: readonly Crumb[];
  byline?: string;
  aside?: ReactNode;
  children?: ReactNode;
  type?: 'website' | 'article';
}) {
  const { t } = useContentTranslation();
  const formatLocale = useFormatLocale();
  // A page not translated yet is served in Spanish: screen readers must read it as Spanish.
  const locale = useLocale();
  const textLang = view.language && view.language !== locale ? view.language : undefined;
  return (
    <article className={styles.page}>
      <ContentMeta title={view.title} description={view.summary} type={type} />
      <Breadcrumbs trail={[...trail, { label: view.title, path: view.path }]} />
      <h1 lang={textLang}>{view.title}</h1>
      <p className={styles.lead} lang={textLang}>
        {view.summary}
      </p>
      <p className={styles.meta}>
        {byline ?? t('updated', { date: formatIsoDate(view.changed.slice(0, 10), formatLocale) })}
      </p>
      <div className={aside ? styles.layout : undefined}>
        <ContentBody html={view.html} lang={textLang} />
        {aside}
      </div>
      {children}
    </article>
  );
}

/**
 * Content pages change when editors publish. Not `public`: the HTML holds a per-request nonce and the
 * visitor's consent banner and formats; browsers keep it and revalidate by ETag (decision 025).
 */
export const CONTENT_CACHE_HEADERS = REVALIDATED_PAGE_HEADERS;

/**
 * Content pages are documents: they paint before their scripts load (entry.server, deferScripts), and
 * their scripts and web font start only after that first paint (decisions 023 and 026); their forms
 * and links work as they are until then.
 */
export const CONTENT_ROUTE_HANDLE = { deferScripts: true, scriptsAfterPaint: true } as const;
