import { z } from 'zod';

/**
 * A report's day: years 2000 to 2999 only. Outside them the database's dates fail (PostgreSQL has no
 * year 0, and the day after 9999-12-31 has a five-digit year), which would answer a 500.
 */
const IsoDateSchema = z.iso
  .date()
  .refine((day) => day >= '2000-01-01' && day <= '2999-12-31', { message: 'a day from 2000 to 2999' });

/** GET /reports/attribution?from=&to=: a date range of at most a year, both days included (UTC). */
export const AttributionReportQuerySchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['from'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 24 * 3600 * 1000, {
    message: 'the range may span a year at most',
    path: ['to'],
  });
export type AttributionReportQuery = z.infer<typeof AttributionReportQuerySchema>;

/** One campaign's line: an empty source or medium is "direct" (no campaign, or no consent to keep it). */
export const AttributionReportRowSchema = z.object({
  source: z.string(),
  medium: z.string(),
  bookings: z.number().int().nonnegative(),
  /** What those bookings charged, in US cents. */
  totalUsd: z.number().int().nonnegative(),
  searches: z.number().int().nonnegative(),
});
export type AttributionReportRow = z.infer<typeof AttributionReportRowSchema>;

export const AttributionReportResponseSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(AttributionReportRowSchema),
  }),
});
export type AttributionReportResponse = z.infer<typeof AttributionReportResponseSchema>;
