import type { MoneyAmount } from '@travel/domain/money';

/**
 * The payment gateway port (ARCHITECTURE §3, §5): tokenizes cards so the API never holds a card
 * number, opens a hosted payment page for an order, answers its own record of an order and releases
 * orders. The MAC-signed return is checked in payment-return-check.ts. The built-in adapter is the
 * sandbox served by the API under /payment/sandbox/; a real one is Worldpay.
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

/**
 * A tokenized card as the merchant keeps it: what may be shown, and the token's keyed hash (the
 * gateway's key) instead of the token, so a copy of our tables holds no usable token.
 */
export interface TokenizedCard {
  tokenKey: string;
  brand: string;
  lastFour: string;
  /** 'MM/YY'. */
  expiry: string;
  cardName: string;
}

export interface HostedPaymentOrder {
  /** Worldpay's orderKey: our cartId, unique per payment attempt. */
  orderKey: string;
  amount: MoneyAmount;
  description: string;
  /**
   * The card's token key (TokenizedCard.tokenKey), when the card was tokenized in the page. Without
   * it the hosted page asks for the card itself (the traveller's browser ran no script).
   */
  cardTokenKey?: string;
  /** The traveller's language ('es', 'en', 'pt'): the hosted page speaks it when the gateway can. */
  locale?: string;
}

/** The gateway's own record of an order: what it says happened, whatever a return URL claims. */
export interface GatewayOrder {
  orderKey: string;
  status: 'pending' | 'AUTHORISED' | 'REFUSED' | 'CANCELLED' | 'VOIDED';
  amount: MoneyAmount;
  /** What may be shown of the card the order was paid with; null while none was given. */
  card: { brand: string; lastFour: string } | null;
}

export interface PaymentGateway {
  /** Throws AppError VALIDATION_FAILED naming the card fields that are wrong (never their values). */
  tokenizeCard(card: RawCard): Promise<CardToken>;
  /** The card behind a token, or null when it is unknown or expired. */
  findCard(token: string): Promise<TokenizedCard | null>;
  /** Opens the hosted payment page and answers where to send the browser. */
  createHostedPayment(order: HostedPaymentOrder): Promise<{ redirectUrl: string }>;
  /** The gateway's record of an order (the order query), or null when it has none. */
  getOrder(orderKey: string): Promise<GatewayOrder | null>;
  /**
   * Releases an order that will not be captured: an undecided one can no longer be paid (CANCELLED),
   * an authorised one is voided (VOIDED). Calling it again changes nothing.
   */
  voidAuthorisation(orderKey: string): Promise<void>;
}
