import { formatIsoDate } from '../../lib/format-date';
import { getRequestLocale } from '../../lib/locale';
import { notFound } from '../../lib/route-errors';
import { useLocale } from '../../lib/use-locale';
import { loadContentNode } from './content-api.server';
import { ContentArticle } from './content-article';
import { isSlug } from './content-catalog';
import { type ArticleView, toArticleView, toPageView } from './content-view';
import { JsonLd } from './json-ld';
import { useContentTranslation } from './use-content-translation';

/** The English list of Artículos is /articles; its articles live under /articulos in both languages. */
const SECTION_ALIASES: Readonly<Record<string, string>> = { articles: 'articulos' };

/**
 * An article (or a page filed under a section) at `/<segments…>`: every segment must be a slug, and the
 * content service must have an article or page there; anything else is the 404 page.
 */
export async function loadArticlePage(request: Request, segments: readonly (string | undefined)[]) {
  if (!segments.every(isSlug)) throw notFound();
  const [first, ...rest] = segments.map((segment) => segment.toLowerCase());
  const section = SECTION_ALIASES[first ?? ''] ?? first;
  const locale = getRequestLocale(request);
  const node = await loadContentNode(request, locale, `/${[section, ...rest].join('/')}`, [
    'article',
    'page',
  ]);
  if (node.type === 'node--article') return { kind: 'article' as const, article: toArticleView(node) };
  return { kind: 'page' as const, page: toPageView(node), section: section ?? '' };
}

function ArticleBody({ article }: { article: ArticleView }) {
  const { t } = useContentTranslation();
  const locale = useLocale();
  const section = article.field_section;
  return (
    <ContentArticle
      view={article}
      type="article"
      trail={[{ label: t(`sections.${section}`), path: `/${section}` }]}
      byline={t('published', {
        date: formatIsoDate(article.created.slice(0, 10), locale),
        author: article.field_author,
      })}
    >
      <JsonLd
        data={{
          '@type': 'Article',
          headline: article.title,
          description: article.summary,
          datePublished: article.created,
          dateModified: article.changed,
          inLanguage: locale,
          author: { '@type': 'Organization', name: article.field_author },
          keywords: article.field_tags.join(', '),
        }}
      />
    </ContentArticle>
  );
}

export function ArticlePageView({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadArticlePage>> }) {
  const { t } = useContentTranslation();
  if (loaderData.kind === 'article') return <ArticleBody article={loaderData.article} />;
  const sectionKey = `sections.${loaderData.section}`;
  const label = t(sectionKey as 'sections.blog', { defaultValue: '' });
  return (
    <ContentArticle view={loaderData.page} trail={label ? [{ label, path: `/${loaderData.section}` }] : []} />
  );
}
