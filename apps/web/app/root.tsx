// The Latin subset's URL as the build names it, the same file app.css's @font-face points at.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { isbot } from 'isbot';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
// Imported first, so the global rules come before every module's in the root stylesheet, as the
// modules' rules of equal weight (outline: none on a focused dialog) expect.
import './app.css';
import './features/booking/booking.css';
import { AttributionCapture } from './features/attribution/attribution-capture';
import { readRequestConsent, requestHasPrivacySignal } from './features/consent/consent.server';
import { CONSENT_HIDE_SCRIPT } from './features/consent/consent-hide-script';
import { TagManager } from './features/consent/tag-manager';
import { ErrorPage, getErrorStatus } from './features/errors/error-page';
import { NewVersionNotice } from './features/version-check/new-version-notice';
import { startVisitorSession } from './features/visitor/visitor-startup';
import { WebVitalsReporter } from './features/web-vitals/web-vitals-reporter';
import { SiteChrome } from './layouts/site-chrome';
import { loadCompanyContacts } from './lib/company-contacts.server';
import { getWebEnv } from './lib/env.server';
import { getI18n } from './lib/i18n';
import { loadCoreTranslations } from './lib/i18n-resources.server';
import { resolveLegacyRedirect } from './lib/legacy-redirect';
import { getLanguageTag, getLocaleFromPath, getRequestLocale } from './lib/locale';
import { homeLocaleRedirect, rememberedLocaleCookie } from './lib/locale-negotiation.server';
import { useNonce } from './lib/nonce';
import { RouteAnnouncer } from './lib/route-announcer';
import { useApiClient } from './lib/use-api-client';
import { useLocale } from './lib/use-locale';
import { useViewportCookie } from './lib/use-viewport';
import { readRequestViewport } from './lib/viewport.server';
import { readVisitorLocation } from './lib/visitor-country.server';
import { useWebFontsOnNavigation } from './lib/web-fonts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // For browsers without SVG icons; made from the SVG by packages/brand/scripts/render-brand-pngs.ts.
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  // Only the Latin subset: Spanish, English and Portuguese text needs no other, so no page waits for it.
  { rel: 'preload', href: interLatinUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/** Legacy `/es/...` URLs answer 301 before any loader runs, whatever route they would match. */
function redirectLegacyPaths({ request }: { request: Request }) {
  const url = new URL(request.url);
  const target = resolveLegacyRedirect(url.pathname, url.search);
  if (target !== null) throw redirect(target, 301);
}

/**
 * The locale cookie read (spec §9): a visitor arriving at a home page goes to the one of their language;
 * a move into another language made inside the site is remembered.
 */
const negotiateLanguage: Route.MiddlewareFunction = async ({ request }, next) => {
  const userAgent = request.headers.get('user-agent');
  const target = homeLocaleRedirect(request, Boolean(userAgent && isbot(userAgent)));
  if (target !== null) {
    throw redirect(target, {
      status: 302,
      headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Accept-Language' },
    });
  }
  const response = await next();
  const remembered = rememberedLocaleCookie(request);
  if (remembered && response instanceof Response) response.headers.append('Set-Cookie', remembered);
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [redirectLegacyPaths, negotiateLanguage];
// The same mapping for client navigations that would not call the server at all.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [redirectLegacyPaths];

export async function loader({ request }: Route.LoaderArgs) {
  const env = getWebEnv();
  const [companyContacts, visitorLocation] = await Promise.all([
    loadCompanyContacts(),
    readVisitorLocation(request),
  ]);
  return {
    // The layout's breakpoint from the first byte (spec §9 viewport cookie, else the device's default).
    viewport: readRequestViewport(request),
    // Whether the banner is in the first HTML (the request's consent cookie and privacy signal).
    consent: {
      decided: readRequestConsent(request, new Date()) !== null,
      privacySignal: requestHasPrivacySignal(request),
    },
    siteUrl: env.siteUrl,
    apiPublicUrl: env.apiPublicUrl,
    tagManagerId: env.tagManagerId,
    // Spec §2 start-up: the call-centre numbers, cached by this process for ten minutes.
    companyContacts,
    // Numbers and dates are written as in the visitor's country (useFormatLocale), from the first byte.
    visitorCountry: visitorLocation?.countryCode ?? null,
    // Spec §2 start-up's location, asked by the server (useVisitorLocation); null when it had no answer in time.
    visitorLocation,
    // The page language's strings as data: the browser's JavaScript carries no language's.
    translations: loadCoreTranslations(getRequestLocale(request)),
  };
}

// The site and API URLs cannot change during a visit, nor the contacts much, so client navigations
// skip the root loader, unless they move into another language, whose strings it brings.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return getLocaleFromPath(currentUrl.pathname) !== getLocaleFromPath(nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const nonce = useNonce();
  // Not a hook that throws without data: Layout also wraps the error page, where the root's data may be missing.
  const rootData = useRouteLoaderData<typeof loader>('root');
  return (
    // The consent script below may mark <html> before hydration.
    <html lang={getLanguageTag(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before paint: a page served from the browser's cache hides a banner already answered. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (no visitor input); React would escape its "<".
          dangerouslySetInnerHTML={{ __html: CONSENT_HIDE_SCRIPT }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={getI18n(locale, rootData?.translations)}>{children}</I18nextProvider>
        <RouteAnnouncer />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const api = useApiClient();
  const locale = useLocale();
  const locatedByServer = useLoaderData<typeof loader>().visitorLocation !== null;
  // Spec §2 start-up, after hydration and in the background: it never holds up a page.
  useEffect(() => startVisitorSession(api, locale, locatedByServer), [api, locale, locatedByServer]);
  useViewportCookie();
  useWebFontsOnNavigation();
  return (
    <>
      <Outlet />
      <TagManager />
      <AttributionCapture />
      <WebVitalsReporter />
      <NewVersionNotice />
    </>
  );
}

/** Every thrown error ends here: 404s from loaders that found nothing, and 500s. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome variant="error">
      <ErrorPage status={getErrorStatus(error)} />
    </SiteChrome>
  );
}
