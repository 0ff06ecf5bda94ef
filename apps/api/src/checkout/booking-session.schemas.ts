import { CustomerDetailsSchema, type Guest } from '@travel/contract/booking-session';
import type { Passenger } from '@travel/domain/booking';
import { z } from 'zod';
import type { TokenizedCard } from '../payments/payment-gateway.port.ts';

// What a session stores in its jsonb columns besides its line (db/schema/booking-sessions.ts types them
// with these; the line's snapshot is typed by its product, e.g. flights/flight-line.ts).
// Never on the wire, so they stay here; what the API sends and receives is in @travel/contract.

/**
 * The contact as stored: the phone in E.164, the picker's country only when it was a known one, and
 * the id the session gave the contact.
 */
export const StoredCustomerSchema = CustomerDetailsSchema.extend({ customerId: z.string() });
export type StoredCustomer = z.infer<typeof StoredCustomerSchema>;
export type StoredPassenger = Passenger & { travelerId: string };
/** A traveller of a line that needs no documents (a hotel guest): names and type only (decision 014). */
export type StoredGuest = Guest & { travelerId: string };
/** Brand, last four, expiry, cardholder and the token's keyed hash: never the card number, CVC or token. */
export type StoredCard = TokenizedCard;
