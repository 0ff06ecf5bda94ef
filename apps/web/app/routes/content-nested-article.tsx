import { isContentSection, isSlug } from '../features/content/content-catalog';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';
import { notFound } from '../lib/route-errors';
import type { Route } from './+types/content-nested-article';

export function loader({ params }: Route.LoaderArgs) {
  const { content, subpath, article } = params;
  if (!isContentSection(content) || !isSlug(subpath) || !isSlug(article)) throw notFound();
  return { section: content, subsection: subpath, article };
}

export default function ContentNestedArticlePage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage page="content-nested-article" values={loaderData} />;
}
