import { Link } from 'react-router';
import { formatIsoDate } from '../../lib/format-date';
import { useFormatLocale } from '../../lib/use-format-locale';
import type { ArticleList } from './article-list.server';
import styles from './content.module.css';
import { ContentCardList } from './content-card-list';
import { ContentListHeader } from './content-list-header';
import { useContentTranslation } from './use-content-translation';

/** A section's list page: category links, teasers newest first, and plain links between pages. */
export function ArticleListPage({ list }: { list: ArticleList }) {
  const { t } = useContentTranslation();
  const formatLocale = useFormatLocale();
  const title = t(`articles.${list.section}.title`);
  const intro = t(`articles.${list.section}.intro`);
  const href = (query: { category?: string | null; page?: number }) => {
    const params = new URLSearchParams();
    if (query.category) params.set('category', query.category);
    if (query.page && query.page > 1) params.set('page', String(query.page));
    const search = params.toString();
    return search ? `?${search}` : '.';
  };
  return (
    <article className={styles.page}>
      <ContentListHeader title={title} intro={intro} trail={[{ label: title, path: list.path }]} />
      {list.categories.length > 1 ? (
        <nav aria-label={t('articles.categories')}>
          <ul className={styles.tags}>
            <li>
              <Link to={href({})} aria-current={list.category === null ? 'page' : undefined}>
                {t('articles.allCategories')}
              </Link>
            </li>
            {list.categories.map((category) => (
              <li key={category}>
                <Link to={href({ category })} aria-current={list.category === category ? 'page' : undefined}>
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.articles.length === 0 ? (
        <p>{t('articles.empty')}</p>
      ) : (
        <ContentCardList
          cards={list.articles.map((article) => ({
            ...article,
            meta: `${formatIsoDate(article.created, formatLocale)} · ${article.category}`,
          }))}
        />
      )}
      {list.pages > 1 ? (
        <nav className={styles.pager} aria-label={t('articles.page', { page: list.page, pages: list.pages })}>
          {list.page > 1 ? (
            <Link to={href({ category: list.category, page: list.page - 1 })}>{t('articles.previous')}</Link>
          ) : null}
          <span>{t('articles.page', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? (
            <Link to={href({ category: list.category, page: list.page + 1 })}>{t('articles.next')}</Link>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
