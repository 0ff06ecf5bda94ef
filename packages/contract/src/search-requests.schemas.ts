import { SearchCriteriaSchema, TRIP_TYPES } from '@travel/domain/search';
import { z } from 'zod';
import { InfoDataSchema } from './booking-session.schemas.ts';
import { AgentIdSchema } from './visitor.schemas.ts';

/** A search as the visitor ran it: the flight search body plus who ran it and the trip type. */
export const SearchRequestCreateSchema = z
  .object({
    /** The visitor who searched, when the web server knew them; the record is then theirs only. */
    agentId: AgentIdSchema.optional(),
    tripType: z.enum(TRIP_TYPES),
    criteria: SearchCriteriaSchema,
    /** The campaign that brought the visitor (utm_source, utm_medium, affiliateId, referrer). */
    infoData: InfoDataSchema.optional(),
  })
  .strict()
  .refine((body) => body.criteria.legInfo.length === (body.tripType === '2' ? 2 : 1), {
    message: 'a round trip has two legs, a one-way trip one',
    path: ['criteria', 'legInfo'],
  });
export type SearchRequestCreate = z.infer<typeof SearchRequestCreateSchema>;

export const SearchRequestUpdateSchema = z
  .object({
    /** The caller: a record with an owner is changed by that owner only. */
    agentId: AgentIdSchema.optional(),
    resultCount: z.number().int().min(0).max(10_000).optional(),
    selectedOfferId: z.string().min(1).max(512).optional(),
  })
  .strict()
  .refine((body) => body.resultCount !== undefined || body.selectedOfferId !== undefined, {
    message: 'send resultCount or selectedOfferId',
  });
export type SearchRequestUpdate = z.infer<typeof SearchRequestUpdateSchema>;

export const SearchRequestIdParamsSchema = z.object({ id: z.uuid() });
export type SearchRequestIdParams = z.infer<typeof SearchRequestIdParamsSchema>;

/** A recorded search; never names its owner, whose agentId would let anyone act as them. */
export const SearchRequestSchema = z.object({
  id: z.uuid(),
  tripType: z.enum(['1', '2']),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  cabin: z.string(),
  travelerInfo: z.object({ adult: z.number(), child: z.number(), infant: z.number() }),
  currencyCode: z.string(),
  resultCount: z.number().nullable(),
  selectedOfferId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

export const SearchRequestResponseSchema = z.object({ data: SearchRequestSchema });
export type SearchRequestResponse = z.infer<typeof SearchRequestResponseSchema>;
