import { MoneyAmountSchema } from '@travel/domain/money';
import { PAYMENT_METHOD_IDS } from '@travel/domain/payment-methods';
import { z } from 'zod';
import { SessionTotalsSchema } from './booking-session.schemas.ts';
import { AgentIdSchema } from './visitor.schemas.ts';

export const PaymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);
export type PaymentMethodId = z.infer<typeof PaymentMethodIdSchema>;

/** A card instalment plan as shown before paying and kept on the booking (amounts in USD). */
export const InstalmentPlanViewSchema = z.object({
  count: z.number().int(),
  /** msi (Mexico), cuotas (AR, CO, CL, PE), parcelas (Brazil). */
  style: z.enum(['msi', 'cuotas', 'parcelas']),
  interestFree: z.boolean(),
  /** Monthly interest in basis points (199 = 1.99 %); 0 when interest-free. */
  monthlyRateBp: z.number().int(),
  instalment: MoneyAmountSchema,
  total: MoneyAmountSchema,
  /** Argentina's CFT or Brazil's CET, effective annual, in basis points. */
  legalCost: z.object({ kind: z.enum(['CFT', 'CET']), annualBp: z.number().int() }).nullable(),
});
export type InstalmentPlanView = z.infer<typeof InstalmentPlanViewSchema>;

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
  /** How to pay (decision 017); the card when absent. Refused when not offered for the session. */
  paymentMethod: PaymentMethodIdSchema.optional(),
  /** Card instalments: a plan's count from payment-methods; absent or 1 is one payment. */
  instalments: z.number().int().min(1).max(48).optional(),
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
    paymentMethod: PaymentMethodIdSchema.optional(),
    /** What the chosen method charges: USD for a card, the local currency for Pix, OXXO, boleto, PSE. */
    charge: MoneyAmountSchema.optional(),
    /** A local method's deadline (ISO): the booking is held until then. */
    expiresAt: z.string().optional(),
    instalmentPlan: InstalmentPlanViewSchema.optional(),
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

/** Which methods the session can be paid with (POST /user/session/payment-methods). */
export const PaymentMethodsBodySchema = z.object({
  agentId: AgentIdSchema,
  flightOfferId: z.string().min(1).max(200),
});
export type PaymentMethodsBody = z.infer<typeof PaymentMethodsBodySchema>;

export const PaymentMethodOfferSchema = z.object({
  id: PaymentMethodIdSchema,
  kind: z.enum(['card', 'instant', 'voucher', 'bank-redirect']),
  /** What it charges, in the currency it charges in. */
  charge: MoneyAmountSchema,
  /** How long the booking is held for the payment, in minutes; null for a card. */
  holdMinutes: z.number().int().nullable(),
  /** The date of the exchange rate a local charge uses; null for a card (USD). */
  rateDate: z.string().nullable(),
  /** Card only: the plans offered (for the session's card brand, or every brand alike). */
  instalmentPlans: z.array(InstalmentPlanViewSchema),
});
export type PaymentMethodOffer = z.infer<typeof PaymentMethodOfferSchema>;

export const PaymentMethodsResponseSchema = z.object({
  data: z.object({
    /** The country the methods were chosen for (billing, else the visitor's), when known. */
    country: z.string().nullable(),
    /** The session card's brand, when a card was tokenized in the page. */
    cardBrand: z.string().nullable(),
    methods: z.array(PaymentMethodOfferSchema),
  }),
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/** A local payment's state, for the awaiting-payment page (GET /payments/local/:cartId?agentId=). */
export const LocalPaymentParamsSchema = z.object({ cartId: z.string().min(1).max(100) });
export const LocalPaymentQuerySchema = z.object({ agentId: AgentIdSchema });

export const LocalPaymentStatusSchema = z.object({
  data: z.object({
    cartId: z.string(),
    method: PaymentMethodIdSchema,
    /** awaiting_payment → paid | expired; refused/cancelled when the bank said no or it was abandoned. */
    status: z.enum(['awaiting_payment', 'paid', 'expired', 'refused', 'cancelled']),
    charge: MoneyAmountSchema,
    expiresAt: z.string().nullable(),
    /** The gateway's page for this payment (QR and "simulate payment", voucher, bank chooser). */
    pageUrl: z.string(),
    /** Pix: the copy-and-paste BR Code; voucher: the barcode's digits; PSE: the bank's reference. */
    code: z.string().nullable(),
    /** An SVG (QR code for Pix, barcode for a voucher) made by the gateway, to show as an image. */
    imageSvg: z.string().nullable(),
    /** Set once paid: the booking's reference. */
    bookingReference: z.string().nullable(),
  }),
});
export type LocalPaymentStatus = z.infer<typeof LocalPaymentStatusSchema>['data'];
