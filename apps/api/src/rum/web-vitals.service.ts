import type { WebVitalsBatch, WebVitalsReportQuery, WebVitalsReportRow } from '@travel/contract/web-vitals';
import { isConsentValid, parseConsentCookie } from '@travel/domain/consent';
import { addDays, subDays } from 'date-fns';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import { classifyDevice, rateWebVital } from './web-vital-rating.ts';
import type { WebVitalsRepository } from './web-vitals.repository.ts';

/** Samples are kept 90 days (decision 022): enough for a quarter's trend, no longer. */
export const WEB_VITALS_RETENTION_DAYS = 90;
/** How often a process sweeps old samples, on the write that finds the last sweep this old. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The browser dates the consent by its own clock: a day ahead of ours is still believed. */
const CONSENT_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

const share = (part: number, whole: number) => Math.round((part / whole) * 1000) / 1000;

/**
 * Real visitors' Core Web Vitals (issue 18): kept only from the site's pages and with performance
 * cookies allowed, anonymous (no agent id, IP or URL), summarised per page type and metric.
 */
export function createWebVitalsService(deps: {
  repository: WebVitalsRepository;
  clock: Clock;
  webOrigin: string;
}) {
  const { repository, clock } = deps;
  let lastSweep = Number.NEGATIVE_INFINITY;

  return {
    /**
     * Stores one page view's measurements. Refused unless the browser says the page is the site's
     * (Origin) and the consent it obeys allows performance cookies: valid, current policy, not expired.
     */
    async record(batch: WebVitalsBatch, request: { origin: string | undefined }): Promise<void> {
      const now = clock.now();
      if (request.origin !== deps.webOrigin) {
        throw new AppError('WEB_VITALS_NOT_ACCEPTED', { detail: 'Not sent from the site’s pages.' });
      }
      const consent = parseConsentCookie(batch.consent);
      // A decision dated ahead of our clock by more than a wrong browser clock explains never expires.
      const fromTheFuture = (consent?.consentedAt ?? 0) > now.getTime() + CONSENT_CLOCK_SKEW_MS;
      if (!consent || !isConsentValid(consent, now) || fromTheFuture || !consent.performance) {
        throw new AppError('WEB_VITALS_NOT_ACCEPTED', { detail: 'Performance cookies are not allowed.' });
      }
      const deviceClass = batch.viewport ? classifyDevice(batch.viewport) : null;
      await repository.insert(
        batch.metrics.map((metric) => ({
          pageType: batch.pageType,
          metric: metric.name,
          value: metric.value,
          rating: rateWebVital(metric.name, metric.value),
          locale: batch.locale,
          deviceClass,
          createdAt: now,
        })),
      );
      if (now.getTime() - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = now.getTime();
        await repository.deleteBefore(subDays(now, WEB_VITALS_RETENTION_DAYS));
      }
    },

    /** Per page type and metric for the days `from` to `to` (UTC, both included). */
    async report({ from, to }: WebVitalsReportQuery) {
      const summaries = await repository.summarize({
        start: new Date(`${from}T00:00:00Z`),
        end: addDays(new Date(`${to}T00:00:00Z`), 1),
      });
      const rows: WebVitalsReportRow[] = summaries.map((summary) => {
        const p75 = Math.round(summary.p75 * 1000) / 1000;
        return {
          pageType: summary.pageType,
          metric: summary.metric,
          count: summary.count,
          p75,
          p75Rating: rateWebVital(summary.metric, p75),
          good: share(summary.good, summary.count),
          needsImprovement: share(summary.needsImprovement, summary.count),
          poor: share(summary.poor, summary.count),
        };
      });
      return { from, to, rows };
    },
  };
}
export type WebVitalsService = ReturnType<typeof createWebVitalsService>;
