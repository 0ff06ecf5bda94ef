import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One Core Web Vitals measurement from a real visit whose visitor allowed performance cookies
 * (decision 022). Deliberately anonymous: no agent id, no IP, no URL; only what the report groups by.
 * Rows older than 90 days are swept on write.
 */
export const webVitalSamples = pgTable(
  'web_vital_samples',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** home, flight-results, trip-summary, confirmation, hotel-results, article, content or other. */
    pageType: text('page_type').notNull(),
    /** LCP, INP, CLS, FCP or TTFB. */
    metric: text('metric').notNull(),
    /** Milliseconds, or the unitless layout-shift score for CLS. */
    value: doublePrecision('value').notNull(),
    /** good, needs-improvement or poor, by the web-vitals thresholds. */
    rating: text('rating').notNull(),
    locale: text('locale').notNull(),
    /** mobile, tablet or desktop from the viewport cookie; null before the browser reported one. */
    deviceClass: text('device_class'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('web_vital_samples_report_idx').on(table.createdAt, table.pageType, table.metric)],
);
