import { formatIsoDate } from '../../lib/format-date';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import type { ArticlePageData } from './article-page.server';
import { ContentArticle } from './content-article';
import type { ArticleView } from './content-view';
import { JsonLd } from './json-ld';
import { useContentTranslation } from './use-content-translation';

function ArticleBody({ article }: { article: ArticleView }) {
  const { t } = useContentTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const section = article.field_section;
  return (
    <ContentArticle
      view={article}
      type="article"
      trail={[{ label: t(`sections.${section}`), path: `/${section}` }]}
      byline={t('published', {
        date: formatIsoDate(article.created.slice(0, 10), formatLocale),
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

export function ArticlePageView({ loaderData }: { loaderData: ArticlePageData }) {
  const { t } = useContentTranslation();
  if (loaderData.kind === 'article') return <ArticleBody article={loaderData.article} />;
  const sectionKey = `sections.${loaderData.section}`;
  const label = t(sectionKey as 'sections.blog', { defaultValue: '' });
  return (
    <ContentArticle view={loaderData.page} trail={label ? [{ label, path: `/${loaderData.section}` }] : []} />
  );
}
