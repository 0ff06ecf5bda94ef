import { z } from 'zod';

const HotelSummaryQuerySchema = z.object({
  id: z.string().trim().min(1),
  startDate: z.string().trim().min(1),
  endDate: z.string().trim().min(1),
});
export type HotelSummaryQuery = z.infer<typeof HotelSummaryQuerySchema>;

/** The hotel summary needs `id`, `startDate` and `endDate`; null when any is missing or empty. */
export function readHotelSummaryQuery(searchParams: URLSearchParams): HotelSummaryQuery | null {
  const result = HotelSummaryQuerySchema.safeParse({
    id: searchParams.get('id') ?? undefined,
    startDate: searchParams.get('startDate') ?? undefined,
    endDate: searchParams.get('endDate') ?? undefined,
  });
  return result.success ? result.data : null;
}
