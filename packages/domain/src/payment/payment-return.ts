import { z } from 'zod';

/** Outcomes a hosted payment page returns with, as Worldpay's `paymentStatus`. */
export const PAYMENT_STATUSES = ['AUTHORISED', 'REFUSED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The signed query the gateway appends to the authorize/cancel return URL (Worldpay hosted pages).
 * `paymentAmount` is the charged amount in minor units of `paymentCurrency`; `mac` is the hex
 * HMAC-SHA256 of `buildPaymentMacMessage(...)` under the merchant's secret.
 */
export const PaymentReturnSchema = z.object({
  orderKey: z
    .string({ error: 'orderKey is required' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'orderKey must be 8 to 64 letters, digits, - or _' }),
  paymentStatus: z.enum(PAYMENT_STATUSES, {
    error: 'paymentStatus must be AUTHORISED, REFUSED or CANCELLED',
  }),
  paymentAmount: z.coerce
    .number({ error: 'paymentAmount must be integer minor units' })
    .int({ error: 'paymentAmount must be integer minor units' })
    .min(0, { error: 'paymentAmount must not be negative' }),
  paymentCurrency: z
    .string({ error: 'paymentCurrency is required' })
    .regex(/^[A-Z]{3}$/, { error: 'paymentCurrency must be a currency code' }),
  mac: z
    .string({ error: 'mac is required' })
    .regex(/^[0-9a-fA-F]{64}$/, { error: 'mac must be 64 hexadecimal characters' }),
});
export type PaymentReturn = z.infer<typeof PaymentReturnSchema>;

/** The text the MAC covers: `orderKey:paymentAmount:paymentCurrency:paymentStatus`. */
export function buildPaymentMacMessage(fields: Omit<PaymentReturn, 'mac'>): string {
  return `${fields.orderKey}:${fields.paymentAmount}:${fields.paymentCurrency}:${fields.paymentStatus}`;
}

/** The return query as the gateway writes it into the redirect URL (standard ECMAScript only: no DOM). */
export function toPaymentReturnQuery(fields: PaymentReturn): string {
  const pairs: [string, string][] = [
    ['orderKey', fields.orderKey],
    ['paymentStatus', fields.paymentStatus],
    ['paymentAmount', String(fields.paymentAmount)],
    ['paymentCurrency', fields.paymentCurrency],
    ['mac', fields.mac],
  ];
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}
