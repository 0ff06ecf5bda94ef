import { BREAKPOINTS } from '@travel/domain/viewport';
import { z } from 'zod';
import { SiteLocaleSchema } from './locale.schemas.ts';
import { AttributionReportQuerySchema } from './reports.schemas.ts';

/** The kinds of page a sample is grouped by: never the URL, its query or anything about the visitor. */
export const WEB_VITALS_PAGE_TYPES = [
  'home',
  'flight-results',
  'trip-summary',
  'confirmation',
  'hotel-results',
  'article',
  'content',
  'other',
] as const;
export const WebVitalsPageTypeSchema = z.enum(WEB_VITALS_PAGE_TYPES);
export type WebVitalsPageType = z.infer<typeof WebVitalsPageTypeSchema>;

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const WebVitalNameSchema = z.enum(WEB_VITAL_NAMES);
export type WebVitalName = z.infer<typeof WebVitalNameSchema>;

export const WebVitalRatingSchema = z.enum(['good', 'needs-improvement', 'poor']);
export type WebVitalRating = z.infer<typeof WebVitalRatingSchema>;

/**
 * The largest value kept: CLS is a unitless layout-shift score (0.1 is good, 0.25 poor; 10 is a page
 * that never stopped moving); the others are milliseconds, and beyond two minutes a "paint" or a
 * "response" is a stalled tab, not a measurement. Pages drop what exceeds it before sending.
 */
export const WEB_VITAL_MAX_VALUES: Record<WebVitalName, number> = {
  CLS: 10,
  LCP: 120_000,
  INP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
};

const valueUpTo = (max: number) => z.number().finite().nonnegative().max(max);

/** One measurement; the rating is the API's, from the value. */
export const WebVitalSampleSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('CLS'), value: valueUpTo(WEB_VITAL_MAX_VALUES.CLS) }).strict(),
  z
    .object({ name: z.enum(['LCP', 'INP', 'FCP', 'TTFB']), value: valueUpTo(WEB_VITAL_MAX_VALUES.LCP) })
    .strict(),
]);
export type WebVitalSample = z.infer<typeof WebVitalSampleSchema>;

/**
 * POST /rum/web-vitals: one page view's measurements, sent by `navigator.sendBeacon` when the page is
 * hidden. `consent` is the visitor's `cookie_consent` value as the page obeys it (the API may live on
 * another host, where that first-party cookie never goes); without performance allowed nothing is kept.
 */
export const WebVitalsBatchSchema = z
  .object({
    consent: z.string().max(64),
    pageType: WebVitalsPageTypeSchema,
    locale: SiteLocaleSchema,
    /** The spec §9 viewport cookie's breakpoint, when the browser has reported one. */
    viewport: z.enum(BREAKPOINTS.map(([name]) => name)).optional(),
    metrics: z
      .array(WebVitalSampleSchema)
      .min(1)
      .max(10)
      .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, {
        message: 'each metric at most once per page view',
      }),
  })
  .strict();
export type WebVitalsBatch = z.infer<typeof WebVitalsBatchSchema>;

/** GET /reports/web-vitals?from=&to=: the same UTC day range as the attribution report. */
export const WebVitalsReportQuerySchema = AttributionReportQuerySchema;
export type WebVitalsReportQuery = z.infer<typeof WebVitalsReportQuerySchema>;

/** Shares are fractions of `count` (0 to 1), by the web-vitals thresholds. */
export const WebVitalsReportRowSchema = z.object({
  pageType: WebVitalsPageTypeSchema,
  metric: WebVitalNameSchema,
  count: z.number().int().positive(),
  /** The 75th percentile (continuous), the figure Core Web Vitals are judged by. */
  p75: z.number().nonnegative(),
  p75Rating: WebVitalRatingSchema,
  good: z.number().min(0).max(1),
  needsImprovement: z.number().min(0).max(1),
  poor: z.number().min(0).max(1),
});
export type WebVitalsReportRow = z.infer<typeof WebVitalsReportRowSchema>;

export const WebVitalsReportResponseSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(WebVitalsReportRowSchema),
  }),
});
export type WebVitalsReportResponse = z.infer<typeof WebVitalsReportResponseSchema>;
