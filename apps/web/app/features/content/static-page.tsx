import { ContentArticle } from './content-article';
import type { StaticPageData } from './static-page.server';

/** A company page: its trail is the page itself. */
export function StaticPage({ loaderData }: { loaderData: StaticPageData }) {
  return <ContentArticle view={loaderData.view} trail={[]} />;
}
