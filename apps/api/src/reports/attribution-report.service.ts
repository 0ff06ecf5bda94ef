import type { AttributionReportQuery, AttributionReportRow } from '@travel/contract/reports';
import { addDays } from 'date-fns';
import type { AttributionReportRepository } from './attribution-report.repository.ts';

/** Bookings and searches per campaign for the days `from` to `to` (UTC, both included), most bookings first. */
export function createAttributionReportService(repository: AttributionReportRepository) {
  return {
    async report({ from, to }: AttributionReportQuery) {
      const range = { start: new Date(`${from}T00:00:00Z`), end: addDays(new Date(`${to}T00:00:00Z`), 1) };
      const [booked, searched] = await Promise.all([
        repository.bookingsByCampaign(range),
        repository.searchesByCampaign(range),
      ]);
      const rows = new Map<string, AttributionReportRow>();
      const rowFor = (source: string, medium: string) => {
        const key = JSON.stringify([source, medium]);
        let row = rows.get(key);
        if (!row) {
          row = { source, medium, bookings: 0, totalUsd: 0, searches: 0 };
          rows.set(key, row);
        }
        return row;
      };
      for (const line of booked)
        Object.assign(rowFor(line.source, line.medium), { bookings: line.count, totalUsd: line.totalUsd });
      for (const line of searched) rowFor(line.source, line.medium).searches = line.count;
      return {
        from,
        to,
        rows: [...rows.values()].sort(
          (a, b) => b.bookings - a.bookings || b.searches - a.searches || a.source.localeCompare(b.source),
        ),
      };
    },
  };
}
export type AttributionReportService = ReturnType<typeof createAttributionReportService>;
