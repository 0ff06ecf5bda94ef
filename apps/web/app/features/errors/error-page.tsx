import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import styles from './error-page.module.css';

/** The HTTP status an error boundary should show for whatever a loader or render threw. */
export function getErrorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * Spec §8: a 404 shows 'Page not found'; every other error shows 'Internal Server Error' and never
 * the error's own message, which may hold internals.
 */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = useLocale();
  const kind = status === 404 ? 'notFound' : 'serverError';
  const title = t(`errors.${kind}.title`);
  return (
    <section className={styles.page} aria-labelledby="error-page-title">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.status}>{status}</p>
      <h1 id="error-page-title">{title}</h1>
      <p>{t(`errors.${kind}.description`, { path: pathname })}</p>
      <p>
        <Link to={localizePath('/', locale)}>{t('errors.backHome')}</Link>
      </p>
    </section>
  );
}
