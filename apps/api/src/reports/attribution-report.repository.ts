import { and, count, gte, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { bookingSessions } from '../platform/db/schema/booking-sessions.ts';
import { bookings } from '../platform/db/schema/bookings.ts';
import { searchRequests } from '../platform/db/schema/search-requests.ts';

/** A [start, end) instant range in UTC. */
export interface InstantRange {
  start: Date;
  end: Date;
}

export interface CampaignCount {
  source: string;
  medium: string;
  count: number;
  totalUsd: number;
}

/**
 * Counts per campaign (source and medium of the visitor's infoData). A booking's campaign is the one
 * its cart carried when it was paid; a search's, the one sent with it.
 */
export function createAttributionReportRepository(db: Database) {
  const bookingSource = sql<string>`coalesce(${bookingSessions.attribution}->>'source', '')`;
  const bookingMedium = sql<string>`coalesce(${bookingSessions.attribution}->>'medium', '')`;
  const searchSource = sql<string>`coalesce(${searchRequests.attribution}->>'source', '')`;
  const searchMedium = sql<string>`coalesce(${searchRequests.attribution}->>'medium', '')`;
  return {
    async bookingsByCampaign({ start, end }: InstantRange): Promise<CampaignCount[]> {
      const rows = await db
        .select({
          source: bookingSource,
          medium: bookingMedium,
          count: count(),
          totalUsd: sum(bookings.totalUsd),
        })
        .from(bookings)
        .innerJoin(bookingSessions, sql`${bookingSessions.id} = ${bookings.sessionId}`)
        .where(and(gte(bookings.createdAt, start), lt(bookings.createdAt, end)))
        .groupBy(bookingSource, bookingMedium);
      return rows.map((row) => ({ ...row, totalUsd: Number(row.totalUsd ?? 0) }));
    },

    async searchesByCampaign({ start, end }: InstantRange): Promise<CampaignCount[]> {
      const rows = await db
        .select({ source: searchSource, medium: searchMedium, count: count() })
        .from(searchRequests)
        .where(and(gte(searchRequests.createdAt, start), lt(searchRequests.createdAt, end)))
        .groupBy(searchSource, searchMedium);
      return rows.map((row) => ({ ...row, totalUsd: 0 }));
    },
  };
}
export type AttributionReportRepository = ReturnType<typeof createAttributionReportRepository>;
