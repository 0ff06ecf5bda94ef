import { createHmac, timingSafeEqual } from 'node:crypto';
import { buildPaymentMacMessage, type PaymentReturn } from '@travel/domain/payment';

/** Hex HMAC-SHA256 of `orderKey:paymentAmount:paymentCurrency:paymentStatus` (Worldpay hosted pages). */
export function signPaymentReturn(secret: string, fields: Omit<PaymentReturn, 'mac'>): string {
  return createHmac('sha256', secret).update(buildPaymentMacMessage(fields)).digest('hex');
}

/** Compares in constant time: a forged MAC learns nothing from how long the refusal took. */
export function isPaymentReturnSigned(secret: string, response: PaymentReturn): boolean {
  const expected = Buffer.from(signPaymentReturn(secret, response), 'hex');
  const given = Buffer.from(response.mac.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
