import { isContentSection, isSlug } from '../features/content/content-catalog';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';
import { notFound } from '../lib/route-errors';
import type { Route } from './+types/content-article';

export function loader({ params }: Route.LoaderArgs) {
  if (!isContentSection(params.content) || !isSlug(params.article)) throw notFound();
  return { section: params.content, article: params.article };
}

export default function ContentArticlePage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage page="content-article" values={loaderData} />;
}
