import type { WebVitalName, WebVitalsPageType } from '@travel/contract/web-vitals';
import { and, asc, count, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { webVitalSamples } from '../platform/db/schema/web-vital-samples.ts';

export type NewWebVitalSample = typeof webVitalSamples.$inferInsert;

export interface WebVitalSummary {
  pageType: WebVitalsPageType;
  metric: WebVitalName;
  count: number;
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export function createWebVitalsRepository(db: Database) {
  return {
    async insert(samples: NewWebVitalSample[]): Promise<void> {
      await db.insert(webVitalSamples).values(samples);
    },

    async deleteBefore(instant: Date): Promise<void> {
      await db.delete(webVitalSamples).where(lt(webVitalSamples.createdAt, instant));
    },

    /** Per page type and metric in [start, end): count, continuous 75th percentile, count per rating. */
    async summarize({ start, end }: { start: Date; end: Date }): Promise<WebVitalSummary[]> {
      const ratingCount = (rating: string) =>
        sql<number>`count(*) filter (where ${webVitalSamples.rating} = ${rating})`.mapWith(Number);
      const rows = await db
        .select({
          pageType: webVitalSamples.pageType,
          metric: webVitalSamples.metric,
          count: count(),
          p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitalSamples.value})`.mapWith(
            Number,
          ),
          good: ratingCount('good'),
          needsImprovement: ratingCount('needs-improvement'),
          poor: ratingCount('poor'),
        })
        .from(webVitalSamples)
        .where(and(gte(webVitalSamples.createdAt, start), lt(webVitalSamples.createdAt, end)))
        .groupBy(webVitalSamples.pageType, webVitalSamples.metric)
        .orderBy(asc(webVitalSamples.pageType), asc(webVitalSamples.metric));
      // The columns hold only what the service wrote from the contract's enums.
      return rows as WebVitalSummary[];
    },
  };
}
export type WebVitalsRepository = ReturnType<typeof createWebVitalsRepository>;
