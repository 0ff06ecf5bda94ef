import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MoneyAmount } from '@travel/domain/money';
import { buildPaymentMacMessage, type PaymentReturn } from '@travel/domain/payment';
import type { GatewayOrder, PaymentGateway } from './payment-gateway.port.ts';

/**
 * The whole check of a payment return (ARCHITECTURE §5, decision 004), in one place: the MAC the
 * hosted page signed, compared in constant time, and then the gateway's own record of the order,
 * because a valid signature only says which order to look at, never that it was paid.
 */

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

/** What the gateway's record says: authorised for exactly the amount, or its status (null: no record). */
export type GatewayVerdict =
  /** `card`: what may be shown of the card the gateway took (typed on its page when no token came). */
  | { authorised: true; card: GatewayOrder['card'] }
  | { authorised: false; status: GatewayOrder['status'] | null };

export interface PaymentReturnCheckDeps {
  /** PAYMENT_MAC_SECRET: the key the hosted page signs its returns with. */
  macSecret: string;
  gateway: Pick<PaymentGateway, 'getOrder'>;
}

export function createPaymentReturnCheck(deps: PaymentReturnCheckDeps) {
  return {
    /** The return's MAC, checked in constant time. */
    isSigned: (response: PaymentReturn): boolean => isPaymentReturnSigned(deps.macSecret, response),

    /**
     * Asks the gateway (its order query) whether the order is AUTHORISED for exactly `expected`,
     * whatever the return URL claimed.
     */
    async confirmAuthorised(orderKey: string, expected: MoneyAmount): Promise<GatewayVerdict> {
      const order = await deps.gateway.getOrder(orderKey);
      const authorised =
        order?.status === 'AUTHORISED' &&
        order.amount.amount === expected.amount &&
        order.amount.currency === expected.currency;
      return authorised
        ? { authorised: true, card: order.card }
        : { authorised: false, status: order?.status ?? null };
    },
  };
}
export type PaymentReturnCheck = ReturnType<typeof createPaymentReturnCheck>;
