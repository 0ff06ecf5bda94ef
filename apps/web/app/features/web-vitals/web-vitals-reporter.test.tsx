import { act, cleanup, render, screen } from '@testing-library/react';
import {
  acceptAllCookies,
  chooseConsent,
  rejectAllCookies,
  serializeConsentCookie,
} from '@travel/domain/consent';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

// Each test loads the reporter afresh: web-vitals is started once per page load.
const loadedWebVitals = vi.fn();
const observers: Array<(metric: Metric) => void> = [];
const sendBeacon = vi.fn((_url: string, _body: string) => true);
let visibility: DocumentVisibilityState = 'visible';

async function loadReporter() {
  vi.resetModules();
  vi.doMock('web-vitals', () => {
    loadedWebVitals();
    const observe = (callback: (metric: Metric) => void) => observers.push(callback);
    return { onCLS: observe, onFCP: observe, onINP: observe, onLCP: observe, onTTFB: observe };
  });
  const { createRoutesStub } = await import('react-router');
  const { useConsentStore } = await import('../../lib/consent.store');
  const { WebVitalsReporter } = await import('./web-vitals-reporter');
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ apiPublicUrl: 'http://localhost:4000' }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <WebVitalsReporter />
          <Outlet />
        </>
      ),
      children: [
        {
          id: 'es.search-form-layout',
          children: [{ id: 'es.home', index: true, Component: () => <h1>Inicio</h1> }],
        },
      ],
    },
  ]);
  return { useConsentStore, Stub };
}

const hidePage = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
  visibility = 'visible';
});
afterEach(() => {
  cleanup();
  loadedWebVitals.mockClear();
  sendBeacon.mockClear();
  observers.length = 0;
});

describe('WebVitalsReporter', () => {
  it.each([
    ['no decision yet', null],
    ['all rejected', rejectAllCookies(new Date())],
    ['marketing only', chooseConsent({ performance: false, marketing: true }, new Date())],
  ])('loads nothing of web-vitals with %s, and sends nothing', async (_case, consent) => {
    const { useConsentStore, Stub } = await loadReporter();
    useConsentStore.setState({ ready: true, consent, privacySignal: false });
    render(<Stub initialEntries={['/']} />);
    await screen.findByRole('heading', { name: 'Inicio' });
    hidePage();
    expect(loadedWebVitals).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('starts when performance is allowed mid-visit and sends the page view when the page is hidden', async () => {
    const { useConsentStore, Stub } = await loadReporter();
    useConsentStore.setState({ ready: true, consent: null, privacySignal: false });
    render(<Stub initialEntries={['/']} />);
    await screen.findByRole('heading', { name: 'Inicio' });
    expect(loadedWebVitals).not.toHaveBeenCalled();

    // biome-ignore lint/suspicious/noDocumentCookie: the breakpoint the page reported (spec §9 viewport cookie).
    document.cookie = 'viewport=md; Path=/';
    const consent = acceptAllCookies(new Date());
    await act(async () => useConsentStore.setState({ consent }));
    await vi.waitFor(() => expect(observers).toHaveLength(5));
    expect(loadedWebVitals).toHaveBeenCalledTimes(1);

    observers[0]?.({ name: 'LCP', value: 1234, id: 'v6-1', navigationId: 1 } as Metric);
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/rum/web-vitals');
    expect(JSON.parse(String(body))).toEqual({
      consent: serializeConsentCookie(consent),
      viewport: 'md',
      pageType: 'home',
      locale: 'es',
      metrics: [{ name: 'LCP', value: 1234 }],
    });
  });
});
