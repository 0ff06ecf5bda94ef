import { z } from 'zod';
import { AgentIdSchema } from './visitor.schemas.ts';

/** Creates (or answers) the flight order of a visitor's booking session. */
export const CreateFlightOrderBodySchema = z.object({
  agentId: AgentIdSchema,
  flightOfferId: z.string().min(1).max(200),
  flightOffer: z.unknown().optional(),
  infoData: z.unknown().optional(),
});
export type CreateFlightOrderBody = z.infer<typeof CreateFlightOrderBodySchema>;

/** Amadeus flight-order shape (FlightCreateOrders v1) with the spec §3 template. */
export const FlightOrderSchema = z.object({
  type: z.literal('flight-order'),
  id: z.string(),
  associatedRecords: z.array(
    z.object({
      reference: z.string(),
      creationDate: z.string(),
      originSystemCode: z.string(),
      flightOfferId: z.string(),
    }),
  ),
  flightOffers: z.array(z.record(z.string(), z.unknown())),
  travelers: z.array(z.record(z.string(), z.unknown())),
  contacts: z.array(z.record(z.string(), z.unknown())),
  ticketingAgreement: z.object({ option: z.string(), delay: z.string() }),
  automatedProcess: z.array(
    z.object({ code: z.string(), queue: z.object({ number: z.string(), category: z.string() }) }),
  ),
});
export type FlightOrder = z.infer<typeof FlightOrderSchema>;

export const CreateFlightOrderResponseSchema = z.object({ data: FlightOrderSchema });
export type CreateFlightOrderResponse = z.infer<typeof CreateFlightOrderResponseSchema>;
