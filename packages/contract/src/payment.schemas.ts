import { MoneyAmountSchema } from '@travel/domain/money';
import { z } from 'zod';
import { SessionTotalsSchema } from './booking-session.schemas.ts';
import { AgentIdSchema } from './visitor.schemas.ts';

/**
 * Spec §7 payment-direction (and bg350 for direct callers): the session is found by agentId and
 * flightOfferId; the amount is computed by the server. Earlier steps re-sent by the web app and
 * `worldpayTransactionData` are accepted and ignored.
 */
export const PaymentDirectionBodySchema = z.object({
  agentId: AgentIdSchema,
  flightOfferId: z.string().min(1).max(200),
  flightOffer: z.unknown().optional(),
  customerDetails: z.unknown().optional(),
  passengers: z.unknown().optional(),
  paymentInformation: z.unknown().optional(),
  billingInformation: z.unknown().optional(),
  worldpayTransactionData: z.unknown().optional(),
  infoData: z.unknown().optional(),
});
export type PaymentDirectionBody = z.infer<typeof PaymentDirectionBodySchema>;

export const PaymentDirectionResponseSchema = z.object({
  data: z.object({
    /** The hosted payment page: `${API_PUBLIC_URL}/payment/sandbox/pay/{cartId}?cartId={cartId}`. */
    worldpayTransactionUrl: z.string(),
    /** Worldpay's orderKey for this attempt; unique. */
    cartId: z.string(),
    transactionId: z.string(),
    /** What the card is charged: USD minor units. */
    amount: MoneyAmountSchema,
    /** The same total in the visitor's currency. */
    displayAmount: MoneyAmountSchema,
    breakdown: SessionTotalsSchema,
  }),
});
export type PaymentDirectionResponse = z.infer<typeof PaymentDirectionResponseSchema>;
export type PaymentDirection = PaymentDirectionResponse['data'];

/** The traveller leaves the payment to change the booking: the session's cart is abandoned. */
export const AbandonPaymentBodySchema = z.object({
  agentId: AgentIdSchema,
  flightOfferId: z.string().min(1).max(200),
});
export type AbandonPaymentBody = z.infer<typeof AbandonPaymentBodySchema>;

export const AbandonPaymentResponseSchema = z.object({
  data: z.object({
    sessionId: z.uuid(),
    locked: z.literal(false),
    /** The cart that was abandoned, when the session was frozen. */
    abandonedCartId: z.string().optional(),
  }),
});
export type AbandonPaymentResponse = z.infer<typeof AbandonPaymentResponseSchema>;
