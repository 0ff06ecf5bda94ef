import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONSENT_COOKIE_NAME, CONSENT_POLICY_VERSION } from '@travel/domain/consent';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from '../../lib/consent.store';
import { getI18n } from '../../lib/i18n';
import { ConsentBanner, CookiePreferencesLink } from './consent-banner';

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: {} }), { status: 201 }));

function clearCookies() {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets the jsdom cookie jar.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function renderBanner() {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          <CookiePreferencesLink />
          <ConsentBanner />
        </>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/vuelos?x=1']} />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  clearCookies();
  useConsentStore.setState({ ready: false, consent: null, privacySignal: false, preferencesOpen: false });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});

/** The JSON the page sent to the API's audit trail (after the session start that hands it its XSRF token). */
async function sentConsent() {
  const consentCall = () =>
    (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).find(([url]) =>
      url.endsWith('/visitor/consent'),
    );
  await waitFor(() => expect(consentCall()).toBeDefined());
  const [, init] = consentCall() as [string, RequestInit];
  return JSON.parse(await new Response(init.body).text());
}

describe('ConsentBanner', () => {
  it('asks a visitor who has not decided, with reject as visible as accept', () => {
    renderBanner();
    const accept = screen.getByRole('button', { name: 'Aceptar todo' });
    const reject = screen.getByRole('button', { name: 'Rechazar todo' });
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('region', { name: 'Tú decides qué cookies usamos' })).toBeTruthy();
  });

  it('rejecting writes the cookie, hides the banner and records the decision', async () => {
    renderBanner();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rechazar todo' })));
    expect(document.cookie).toMatch(
      new RegExp(`${CONSENT_COOKIE_NAME}=p0\\.m0\\.t\\d+\\.v${CONSENT_POLICY_VERSION}`),
    );
    expect(screen.queryByRole('region', { name: 'Tú decides qué cookies usamos' })).toBeNull();
    expect(await sentConsent()).toEqual({
      performance: false,
      marketing: false,
      method: 'reject_all',
      policyVersion: CONSENT_POLICY_VERSION,
      privacySignal: false,
    });
  });

  it('does not ask again while a decision is valid', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the visitor's earlier decision.
    document.cookie = `${CONSENT_COOKIE_NAME}=p1.m0.t${Date.now() - 60_000}.v${CONSENT_POLICY_VERSION}; Path=/`;
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Aceptar todo' })).toBeNull();
  });

  it('asks again once the decision is older than 7 days', () => {
    const eightDaysAgo = Date.now() - 8 * 24 * 3600 * 1000;
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants an expired decision.
    document.cookie = `${CONSENT_COOKIE_NAME}=p1.m1.t${eightDaysAgo}.v${CONSENT_POLICY_VERSION}; Path=/`;
    renderBanner();
    expect(screen.getByRole('button', { name: 'Aceptar todo' })).toBeTruthy();
  });

  it('does not ask a browser that sends Global Privacy Control, and records its signal as the decision', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Aceptar todo' })).toBeNull();
    expect(document.cookie).toMatch(new RegExp(`${CONSENT_COOKIE_NAME}=p0\\.m0`));
    expect(await sentConsent()).toMatchObject({
      method: 'privacy_signal',
      marketing: false,
      privacySignal: true,
    });
  });

  it('the footer link opens the preferences, where a choice of performance only is saved', async () => {
    renderBanner();
    const link = screen.getByRole('link', { name: 'Preferencias de cookies' });
    expect(link.getAttribute('href')).toBe('/cookies?returnTo=%2Fvuelos%3Fx%3D1');
    await act(async () => fireEvent.click(link));
    const dialog = await screen.findByRole('dialog', { name: 'Preferencias de cookies' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rendimiento' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar mi elección' })));
    expect(document.cookie).toMatch(new RegExp(`${CONSENT_COOKIE_NAME}=p1\\.m0`));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await sentConsent()).toMatchObject({ method: 'choose', performance: true, marketing: false });
  });
});
