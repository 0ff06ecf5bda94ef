import { BRAND_NAME } from '@travel/brand';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

/**
 * Title, description, Open Graph and Twitter card of a content page; React 19 hoists them into the
 * head.
 */
export function ContentMeta({
  title,
  description,
  type = 'website',
}: {
  title: string;
  description: string;
  type?: 'website' | 'article';
}) {
  const { pathname } = useLocation();
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? '';
  const url = `${siteUrl.replace(/\/+$/, '')}${pathname}`;
  const { t } = useTranslation();
  const fullTitle = t('site.documentTitle', { title });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
