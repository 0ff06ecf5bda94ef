import type { MoneyAmount } from '@travel/domain/money';
import type { PaymentReturn } from '@travel/domain/payment';

/**
 * The payment gateway port (ARCHITECTURE §3, §5): tokenizes cards so the API never holds a card
 * number, opens a hosted payment page for an order, and checks the MAC-signed return. The built-in
 * adapter is the sandbox served by the API under /payment/sandbox/; a real one is Worldpay.
 */

/** Card fields as typed: only the gateway ever receives them. */
export interface RawCard {
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
  cardName: string;
}

/** What the gateway answers for a card: a token and what may be shown. */
export interface CardToken {
  token: string;
  brand: string;
  lastFour: string;
  /** 'MM/YY'. */
  expiry: string;
}

export interface TokenizedCard extends CardToken {
  cardName: string;
}

export interface HostedPaymentOrder {
  /** Worldpay's orderKey: our cartId, unique per payment attempt. */
  orderKey: string;
  amount: MoneyAmount;
  description: string;
  cardToken: string;
}

export interface PaymentGateway {
  /** Throws AppError VALIDATION_FAILED naming the card fields that are wrong (never their values). */
  tokenizeCard(card: RawCard): Promise<CardToken>;
  /** The card behind a token, or null when it is unknown or expired. */
  findCard(token: string): Promise<TokenizedCard | null>;
  /** Opens the hosted payment page and answers where to send the browser. */
  createHostedPayment(order: HostedPaymentOrder): Promise<{ redirectUrl: string }>;
  /** Constant-time check of the return MAC. */
  verifyReturn(response: PaymentReturn): boolean;
  /** Releases an authorisation that will not be captured (the booking was paid by another one). */
  voidAuthorisation(orderKey: string): Promise<void>;
}
