import { Link, useRouteLoaderData } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import type { loader as rootLoader } from '../../root';
import styles from './content.module.css';
import { JsonLd } from './json-ld';
import { useContentTranslation } from './use-content-translation';

/** A step of the trail: its label and its path without locale prefix; the last one is the page. */
export type Crumb = { label: string; path: string };

/** The trail from the home page to this one, as a list and as schema.org BreadcrumbList. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useContentTranslation();
  const locale = useLocale();
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? '';
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), path: '/' }, ...trail];
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={localizePath(crumb.path, locale)}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: `${siteUrl.replace(/\/+$/, '')}${localizePath(crumb.path, locale)}`,
          })),
        }}
      />
    </nav>
  );
}
