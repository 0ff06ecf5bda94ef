import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../features/content/content.module.css';
import { listAllContentNodes } from '../features/content/content-api.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { ContentBody } from '../features/content/content-body';
import { ContentListHeader } from '../features/content/content-list-header';
import { groupFaq, toFaqView } from '../features/content/content-view';
import { JsonLd } from '../features/content/json-ld';
import { SearchBox } from '../features/content/search-box';
import { useContentTranslation } from '../features/content/use-content-translation';
import { getRequestLocale, localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/faq';

/** The FAQ grouped as written; `?q=` keeps the questions that mention it (works without script). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const questions = (await listAllContentNodes(request, locale, 'faq')).map(toFaqView);
  return {
    query,
    groups: groupFaq(questions, query).map((group) => ({
      ...group,
      questions: group.questions.map(({ id, title, html }) => ({ id, title, html })),
    })),
  };
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useContentTranslation();
  const locale = useLocale();
  const { query, groups } = loaderData;
  return (
    <article className={styles.page}>
      <ContentListHeader
        title={t('faq.title')}
        intro={t('faq.intro')}
        trail={[{ label: t('sections.faq'), path: '/faq' }]}
      />
      <SearchBox label={t('faq.searchLabel')} submit={t('faq.search')} query={query}>
        {query ? <Link to=".">{t('faq.clear')}</Link> : null}
      </SearchBox>
      {groups.length === 0 ? <p role="status">{t('faq.empty', { query })}</p> : null}
      {groups.map((group) => (
        <section key={group.id} className={styles.faqGroup} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{group.title}</h2>
          {group.questions.map((question) => (
            <details key={question.id} open={query !== ''}>
              <summary>{question.title}</summary>
              <ContentBody html={question.html} />
            </details>
          ))}
        </section>
      ))}
      <p>
        <Trans
          t={t}
          i18nKey="faq.contact"
          components={[<Link key="contact" to={localizePath('/contact-us', locale)} />]}
        />
      </p>
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: groups.flatMap((group) =>
            group.questions.map((question) => ({
              '@type': 'Question',
              name: question.title,
              acceptedAnswer: { '@type': 'Answer', text: question.html },
            })),
          ),
        }}
      />
    </article>
  );
}
