import { z } from 'zod';
import { AllowedCurrencyCodeSchema } from '../money/currency.schemas.ts';
import { PassengerCountsSchema } from '../passengers/passenger-counts.ts';

export const CABINS = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export const CabinSchema = z.enum(CABINS, { error: `cabin must be one of ${CABINS.join(', ')}` });
export type Cabin = z.infer<typeof CabinSchema>;

export const LegSchema = z
  .object({
    from: z
      .string({ error: 'legInfo.from is required' })
      .regex(/^[A-Z]{3}$/, { error: 'legInfo.from must be a 3-letter IATA airport code' }),
    to: z
      .string({ error: 'legInfo.to is required' })
      .regex(/^[A-Z]{3}$/, { error: 'legInfo.to must be a 3-letter IATA airport code' }),
    departureDate: z.iso.date({ error: 'legInfo.departureDate must be a date as yyyy-MM-dd' }),
  })
  .refine((leg) => leg.from !== leg.to, {
    error: 'legInfo.to must differ from legInfo.from',
    path: ['to'],
  });
export type Leg = z.infer<typeof LegSchema>;

/**
 * Body of POST /air/flight-offer/search. Structural rules only; whether a date is in the past or too
 * far ahead depends on the day: `findSearchDateIssues(criteria, today)`.
 */
export const SearchCriteriaSchema = z
  .object({
    cabin: CabinSchema,
    currencyCode: AllowedCurrencyCodeSchema,
    legInfo: z
      .array(LegSchema, { error: 'legInfo must be a list of legs' })
      .min(1, { error: 'legInfo must have a leg' })
      .max(2, { error: 'legInfo must have at most 2 legs (one way or round trip)' }),
    travelerInfo: PassengerCountsSchema,
    refundableFare: z.boolean({ error: 'refundableFare must be true or false' }).default(false),
    noRestrictionFare: z.boolean({ error: 'noRestrictionFare must be true or false' }).default(false),
    noPenaltyFare: z.boolean({ error: 'noPenaltyFare must be true or false' }).default(false),
  })
  .superRefine((criteria, ctx) => {
    const [onward, back] = criteria.legInfo;
    if (!onward || !back) return;
    if (back.from !== onward.to || back.to !== onward.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['legInfo', 1],
        message: 'legInfo[1] must be the reverse of legInfo[0] (a round trip)',
      });
    }
    if (back.departureDate < onward.departureDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['legInfo', 1, 'departureDate'],
        message: 'legInfo[1].departureDate (return) must not be before legInfo[0].departureDate',
      });
    }
  });
export type SearchCriteria = z.infer<typeof SearchCriteriaSchema>;
