import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigate } from 'react-router';
import styles from '../features/consent/consent.module.css';
import {
  consentSetCookie,
  readRequestConsent,
  recordConsentFromServer,
  requestHasPrivacySignal,
} from '../features/consent/consent.server';
import { decideConsent, readConsentChoice } from '../features/consent/consent-decision';
import { ConsentPreferencesFields } from '../features/consent/consent-preferences-fields';
import { useConsentFormSubmit } from '../features/consent/use-consent-form';
import { isHttpsRequest } from '../lib/request-cookies.server';
import { toSafeRedirectPath } from '../lib/safe-url';
import buttonStyles from '../ui/button.module.css';
import type { Route } from './+types/cookie-preferences';

/** The preferences page: the decision in force and the page to go back to. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    consent: readRequestConsent(request, new Date()),
    privacySignal: requestHasPrivacySignal(request),
    returnTo: toSafeRedirectPath(url.searchParams.get('returnTo'), ''),
    saved: url.searchParams.get('saved') === '1',
  };
}

/**
 * A decision made without JavaScript (the banner and the dialog post here too when scripts fail): the
 * cookie is set, the API records it, and the visitor goes back where they were, or sees it saved.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = readConsentChoice(form);
  if (!choice) return data({ invalid: true }, { status: 400 });
  const privacySignal = requestHasPrivacySignal(request);
  const { consent, method } = decideConsent(choice, new Date(), privacySignal);
  await recordConsentFromServer(request, consent, method, privacySignal);
  const returnTo = toSafeRedirectPath(String(form.get('returnTo') ?? ''), '');
  const url = new URL(request.url);
  const target = returnTo || `${url.pathname}?saved=1`;
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': consentSetCookie(consent, isHttpsRequest(request)) },
  });
}

// The page shows this visitor's own decision.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export default function CookiePreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { consent, privacySignal, returnTo, saved } = loaderData;
  const navigate = useNavigate();
  // With JavaScript the page decides in place (the API records it under the visitor's own id).
  const onSubmit = useConsentFormSubmit(() => navigate(returnTo || '?saved=1'));
  return (
    <article>
      <title>{t('site.documentTitle', { title: t('consent.preferencesTitle') })}</title>
      <meta name="description" content={t('consent.pageDescription')} />
      <h1>{t('consent.preferencesTitle')}</h1>
      <p>{t('consent.preferencesIntro')}</p>
      {saved ? (
        <p className={styles.saved} role="status">
          {t('consent.saved')}
        </p>
      ) : null}
      <Form method="post" onSubmit={onSubmit}>
        {actionData?.invalid ? <p role="alert">{t('consent.invalid')}</p> : null}
        <ConsentPreferencesFields consent={consent} privacySignal={privacySignal} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className={styles.actions}>
          <button
            type="submit"
            name="intent"
            value="choose"
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
          >
            {t('consent.save')}
          </button>
          <button type="submit" name="intent" value="accept_all" className={buttonStyles.button}>
            {t('consent.acceptAll')}
          </button>
          <button type="submit" name="intent" value="reject_all" className={buttonStyles.button}>
            {t('consent.rejectAll')}
          </button>
        </div>
      </Form>
      {returnTo ? (
        <p>
          <Link to={returnTo}>{t('consent.back')}</Link>
        </p>
      ) : null}
    </article>
  );
}
