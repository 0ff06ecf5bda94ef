import { WEB_VITAL_MAX_VALUES, type WebVitalName, type WebVitalsBatch } from '@travel/contract/web-vitals';
import { type CookieConsent, serializeConsentCookie } from '@travel/domain/consent';
import { type Breakpoint, isBreakpoint, VIEWPORT_COOKIE } from '@travel/domain/viewport';
import { parse } from 'cookie';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { getPageType } from './page-type';

// This module and web-vitals are one chunk, fetched only once performance cookies are allowed
// (web-vitals-reporter.tsx imports it dynamically): pages add nothing to their first JS for it.

/** What a page view is: its page type and language, nothing about its address. */
export type PageView = Pick<WebVitalsBatch, 'pageType' | 'locale'>;
/** The rest of a batch, read when it is sent; null when performance cookies are not allowed (now). */
export type BatchContext = Pick<WebVitalsBatch, 'consent' | 'viewport'>;

export interface WebVitalsReporting {
  /** The API's POST /rum/web-vitals. */
  endpoint: string;
  /** The page view being measured, read as each metric arrives. */
  readPageView: () => PageView;
  readContext: () => BatchContext | null;
}

interface QueuedMetric extends PageView {
  id: string;
  navigationId: number;
  name: WebVitalName;
  value: number;
}

/** A string body goes as text/plain: no CORS preflight, which a closing page could not wait for. */
function sendBatch(endpoint: string, body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
}

/**
 * The measurements of this document's page views, sent in one batch per page view each time the page
 * is hidden. A metric goes once: web-vitals reports CLS and INP again if they grow after the visitor
 * returns, and those later values are dropped rather than counted twice (decision 022).
 */
export function createWebVitalsQueue(options: WebVitalsReporting) {
  const queued = new Map<string, QueuedMetric>();
  const sent = new Set<string>();
  return {
    add(metric: Metric): void {
      if (sent.has(metric.id) || !(metric.value <= WEB_VITAL_MAX_VALUES[metric.name])) return;
      queued.set(metric.id, {
        id: metric.id,
        navigationId: metric.navigationId,
        ...options.readPageView(),
        name: metric.name,
        value: metric.value,
      });
    },
    flush(): void {
      if (queued.size === 0) return;
      const items = [...queued.values()];
      queued.clear();
      for (const item of items) sent.add(item.id);
      // Consent withdrawn since the metrics arrived: they are dropped, not kept for later.
      const context = options.readContext();
      if (!context) return;
      const views = new Map<string, Map<WebVitalName, QueuedMetric>>();
      for (const item of items) {
        const key = `${item.navigationId}|${item.pageType}|${item.locale}`;
        const view = views.get(key) ?? new Map<WebVitalName, QueuedMetric>();
        view.set(item.name, item);
        views.set(key, view);
      }
      for (const view of views.values()) {
        const metrics = [...view.values()];
        const first = metrics[0];
        if (!first) continue;
        const batch: WebVitalsBatch = {
          consent: context.consent,
          ...(context.viewport ? { viewport: context.viewport } : {}),
          pageType: first.pageType,
          locale: first.locale,
          metrics: metrics.map(({ name, value }) => ({ name, value: Math.round(value * 10_000) / 10_000 })),
        };
        sendBatch(options.endpoint, JSON.stringify(batch));
      }
    },
  };
}

function readViewportCookie(): Breakpoint | undefined {
  const value = parse(document.cookie)[VIEWPORT_COOKIE.name];
  return value && isBreakpoint(value) ? value : undefined;
}

/** The page as the reporter sees it: the matched route ids (root first) and the language. */
export interface ShownPage {
  routeIds: readonly string[];
  locale: PageView['locale'];
}

let started = false;

/**
 * Reports every metric of this document, once per page load whatever the consent does next; a batch
 * leaves only while the consent in force (`readConsent`, read when sending) allows performance.
 */
export function startWebVitalsReporting(options: {
  endpoint: string;
  /** The page view being measured, read as each metric arrives. */
  readPage: () => ShownPage;
  readConsent: () => CookieConsent | null;
}): void {
  if (started) return;
  started = true;
  const queue = createWebVitalsQueue({
    endpoint: options.endpoint,
    readPageView: () => {
      const { routeIds, locale } = options.readPage();
      return { pageType: getPageType(routeIds), locale };
    },
    readContext: () => {
      const consent = options.readConsent();
      if (!consent?.performance) return null;
      const viewport = readViewportCookie();
      return { consent: serializeConsentCookie(consent), ...(viewport ? { viewport } : {}) };
    },
  });
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe((metric) => queue.add(metric));
  // Added after web-vitals' own listeners (which capture), so what it finalises on hiding is queued
  // first. Not pagehide too: browsers fire it before the visibilitychange of a page being left, ahead
  // of web-vitals' final LCP, CLS and INP, which would split the page view in two batches (decision 022).
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
}
