import { useTranslation } from 'react-i18next';
import type esPages from '../../locales/es/pages.json';
import styles from './placeholder-page.module.css';

export type PlaceholderPageKey = keyof typeof esPages;

type PlaceholderPageProps = {
  page: PlaceholderPageKey;
  /** Interpolation values for the page's title and intro, e.g. the destination name. */
  values?: Record<string, string>;
};

/** Heading and one sentence for a page whose feature is not built yet. */
export function PlaceholderPage({ page, values }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const title = t(`${page}.title`, { ns: 'pages', ...values });
  return (
    <article className={styles.page}>
      <title>{t('site.documentTitle', { title })}</title>
      <h1>{title}</h1>
      <p>{t(`${page}.intro`, { ns: 'pages', ...values })}</p>
    </article>
  );
}
