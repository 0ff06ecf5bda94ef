import { z } from 'zod';
import { CurrencyCodeSchema } from '../money/currency.schemas.ts';
import { MoneyAmountSchema } from '../money/money.schemas.ts';

/** An Amadeus `included.bags` entry of a priced offer: a bag option the traveller can buy. */
export const BagOptionSchema = z.looseObject({
  quantity: z.number().int().positive(),
  name: z.string().optional(),
  weight: z.number().optional(),
  weightUnit: z.string().optional(),
  price: z.object({ amount: z.string(), currencyCode: CurrencyCodeSchema }),
  bookableByItinerary: z.boolean().optional(),
  segmentIds: z.array(z.string()).optional(),
  travelerIds: z.array(z.string()).optional(),
});
export type BagOption = z.infer<typeof BagOptionSchema>;

export const OfferIncludedSchema = z.looseObject({ bags: z.record(z.string(), BagOptionSchema).optional() });
export type OfferIncluded = z.infer<typeof OfferIncludedSchema>;

export const JOURNEY_TYPES = ['onward', 'return'] as const;
export type JourneyType = (typeof JOURNEY_TYPES)[number];

export const BaggageDirectionPayloadSchema = z.object({
  journeyType: z.enum(JOURNEY_TYPES, { error: 'journeyType must be onward or return' }),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int({ error: 'quantity must be an integer' })
    .min(0, { error: 'quantity must not be negative' }),
  /** Price of one bag (the single-bag price, margin included). */
  price: MoneyAmountSchema,
  totalAmount: MoneyAmountSchema,
  segmentIds: z.array(z.string()),
});
export type BaggageDirectionPayload = z.infer<typeof BaggageDirectionPayloadSchema>;

/** Spec §3/§7 additional-services payload (sent to /user/session/add/additional-services). */
export const BaggagePayloadSchema = z.object({
  additionalServices: z.object({
    baggage: z.object({
      onwardBaggage: BaggageDirectionPayloadSchema,
      returnBaggage: BaggageDirectionPayloadSchema.nullable(),
    }),
  }),
  additionalServicesId: z.string({ error: 'additionalServicesId is required' }),
});
export type BaggagePayload = z.infer<typeof BaggagePayloadSchema>;
