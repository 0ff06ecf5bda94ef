import { acceptAllCookies, serializeConsentCookie } from '@travel/domain/consent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { type BatchContext, createWebVitalsQueue, type PageView } from './web-vitals-beacon';

const ENDPOINT = 'http://localhost:4000/rum/web-vitals';
const CONSENT = serializeConsentCookie(acceptAllCookies(new Date('2026-11-22T12:00:00Z')));

const metric = (name: Metric['name'], value: number, id = `v6-${name}`, navigationId = 1) =>
  ({ name, value, id, navigationId }) as Metric;

const sendBeacon = vi.fn((_url: string, _body: string) => true);
const sentBodies = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body) }));

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});
afterEach(() => {
  sendBeacon.mockClear();
  vi.unstubAllGlobals();
});

function queueFor(view: { current: PageView }, context: { current: BatchContext | null }) {
  return createWebVitalsQueue({
    endpoint: ENDPOINT,
    readPageView: () => view.current,
    readContext: () => context.current,
  });
}

describe('createWebVitalsQueue', () => {
  it('sends one batch per page view when flushed, with the page type and nothing of the address', () => {
    const queue = queueFor(
      { current: { pageType: 'home', locale: 'es' } },
      { current: { consent: CONSENT, viewport: 'xs' } },
    );
    queue.add(metric('TTFB', 120.123456));
    queue.add(metric('LCP', 1500));
    queue.add(metric('CLS', 0.05));
    queue.flush();
    expect(sentBodies()).toEqual([
      {
        url: ENDPOINT,
        body: {
          consent: CONSENT,
          viewport: 'xs',
          pageType: 'home',
          locale: 'es',
          metrics: [
            { name: 'TTFB', value: 120.1235 },
            { name: 'LCP', value: 1500 },
            { name: 'CLS', value: 0.05 },
          ],
        },
      },
    ]);
    // Nothing queued since: nothing sent.
    queue.flush();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends a metric once: a value web-vitals reports again after the page came back is dropped', () => {
    const queue = queueFor(
      { current: { pageType: 'home', locale: 'es' } },
      { current: { consent: CONSENT } },
    );
    queue.add(metric('CLS', 0.05));
    queue.flush();
    queue.add(metric('CLS', 0.3));
    queue.add(metric('INP', 90));
    queue.flush();
    expect(sentBodies().map(({ body }) => body.metrics)).toEqual([
      [{ name: 'CLS', value: 0.05 }],
      [{ name: 'INP', value: 90 }],
    ]);
  });

  it('keeps page views apart (a page restored from the back/forward cache is a view of its own)', () => {
    const view = { current: { pageType: 'home', locale: 'es' } as PageView };
    const queue = queueFor(view, { current: { consent: CONSENT } });
    queue.add(metric('LCP', 1000, 'a', 1));
    view.current = { pageType: 'flight-results', locale: 'es' };
    queue.add(metric('LCP', 2000, 'b', 2));
    queue.flush();
    expect(sentBodies().map(({ body }) => [body.pageType, body.metrics])).toEqual([
      ['home', [{ name: 'LCP', value: 1000 }]],
      ['flight-results', [{ name: 'LCP', value: 2000 }]],
    ]);
  });

  it('drops values the API would refuse rather than lose the whole batch', () => {
    const queue = queueFor(
      { current: { pageType: 'other', locale: 'en' } },
      { current: { consent: CONSENT } },
    );
    queue.add(metric('LCP', 300_000));
    queue.add(metric('CLS', Number.NaN));
    queue.flush();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends nothing once performance consent is withdrawn, and forgets what was queued', () => {
    const context = { current: { consent: CONSENT } as BatchContext | null };
    const queue = queueFor({ current: { pageType: 'home', locale: 'es' } }, context);
    queue.add(metric('LCP', 1000));
    context.current = null;
    queue.flush();
    context.current = { consent: CONSENT };
    queue.flush();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    sendBeacon.mockReturnValueOnce(false);
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const queue = queueFor(
      { current: { pageType: 'home', locale: 'pt' } },
      { current: { consent: CONSENT } },
    );
    queue.add(metric('FCP', 800));
    queue.flush();
    expect(fetchMock).toHaveBeenCalledWith(
      ENDPOINT,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
  });
});
