import { createHmac } from 'node:crypto';
import {
  CARD_MESSAGES,
  getCardLastFour,
  parseCardExpiry,
  validateCardExpiry,
  validateCardholderName,
  validateCardNumber,
  validateCvc,
} from '@travel/domain/cards';
import type { PaymentReturn, PaymentStatus } from '@travel/domain/payment';
import type { ProblemFieldError } from '@travel/domain/problem';
import { AppError } from '../../errors.ts';
import type { Clock } from '../flight-supplier/flight-supplier.port.ts';
import type { CardToken, PaymentGateway, RawCard, TokenizedCard } from './payment-gateway.port.ts';
import { isPaymentReturnSigned, signPaymentReturn } from './payment-mac.ts';
import type { SandboxPaymentRepository } from './sandbox-payment.repository.ts';

/**
 * Test cards the sandbox refuses, decided at tokenization from the number (then forgotten). Any
 * other valid number is authorised, e.g. 4111 1111 1111 1111, 5555 5555 5555 4444, 3782 822463 10005.
 */
export const SANDBOX_DECLINE_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '5105105105105100': 'card_declined',
};

/** A token lives long enough for one checkout. */
export const CARD_TOKEN_TTL_MS = 30 * 60 * 1000;
export const SANDBOX_MERCHANT = 'Viajes (sandbox)';

export type RandomBytes = (size: number) => Buffer;

export interface SandboxPaymentGatewayDeps {
  repository: SandboxPaymentRepository;
  clock: Clock;
  random: RandomBytes;
  macSecret: string;
  /** Where browsers reach the API: the hosted page lives under it. */
  apiPublicUrl: string;
  /** Where the hosted page sends the browser back (/booking/authorize, /booking/cancel). */
  webOrigin: string;
}

export interface SandboxOrderView {
  orderKey: string;
  merchant: string;
  description: string;
  amount: { amount: number; currency: string };
  status: 'pending' | PaymentStatus | 'VOIDED';
  card: { brand: string; lastFour: string; expiry: string; cardName: string } | null;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The built-in gateway: tokenization, hosted page orders and MAC-signed returns, all in the database. */
export function createSandboxPaymentGateway(deps: SandboxPaymentGatewayDeps) {
  // The token handed out is random; the table keeps only its HMAC under a key derived from the secret.
  const tokenKeySecret = createHmac('sha256', deps.macSecret).update('payment-token-key').digest();
  const tokenKeyOf = (token: string) => createHmac('sha256', tokenKeySecret).update(token).digest('hex');

  function checkCard(card: RawCard): ProblemFieldError[] {
    const errors: ProblemFieldError[] = [];
    const number = validateCardNumber(card.cardNumber);
    if (!number.valid) errors.push({ path: 'cardNumber', message: CARD_MESSAGES.invalidCardNumber.en });
    if (!validateCardExpiry(card.cardExpiry, deps.clock.now())) {
      errors.push({ path: 'cardExpiry', message: CARD_MESSAGES.invalidExpiry.en });
    }
    if (!validateCvc(card.cardCvv, number.brand)) {
      errors.push({ path: 'cardCvv', message: CARD_MESSAGES.invalidCvc.en });
    }
    if (!validateCardholderName(card.cardName)) {
      errors.push({ path: 'cardName', message: CARD_MESSAGES.cardholderNameRequired.en });
    }
    return errors;
  }

  function toView(row: NonNullable<Awaited<ReturnType<SandboxPaymentRepository['findOrder']>>>) {
    return {
      orderKey: row.order.orderKey,
      merchant: row.order.merchant,
      description: row.order.description,
      amount: { amount: row.order.amount, currency: row.order.currency },
      status: row.order.status,
      card: row.card
        ? {
            brand: row.card.brand,
            lastFour: row.card.lastFour,
            expiry: row.card.expiry,
            cardName: row.card.cardName,
          }
        : null,
    } satisfies SandboxOrderView;
  }

  function returnUrl(order: SandboxOrderView, status: PaymentStatus): string {
    const fields: Omit<PaymentReturn, 'mac'> = {
      orderKey: order.orderKey,
      paymentStatus: status,
      paymentAmount: order.amount.amount,
      paymentCurrency: order.amount.currency,
    };
    const query = new URLSearchParams({
      orderKey: fields.orderKey,
      paymentStatus: fields.paymentStatus,
      paymentAmount: String(fields.paymentAmount),
      paymentCurrency: fields.paymentCurrency,
      mac: signPaymentReturn(deps.macSecret, fields),
    });
    const page = status === 'CANCELLED' ? 'cancel' : 'authorize';
    return `${trimSlash(deps.webOrigin)}/booking/${page}?${query.toString()}`;
  }

  const gateway: PaymentGateway = {
    async tokenizeCard(card: RawCard): Promise<CardToken> {
      const errors = checkCard(card);
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
      const number = validateCardNumber(card.cardNumber);
      const now = deps.clock.now();
      const expiry = parseCardExpiry(card.cardExpiry, now);
      if (!expiry || !number.brand) throw new AppError('VALIDATION_FAILED');
      // Hex, not base64url: random letters could spell 'cvc' and trip the card-data audits.
      const token = `tok_${deps.random(24).toString('hex')}`;
      const declineReason = SANDBOX_DECLINE_CARDS[number.digits] ?? null;
      const result: CardToken = {
        token,
        brand: number.brand,
        lastFour: getCardLastFour(number.digits),
        expiry: `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`,
      };
      await deps.repository.insertToken({
        tokenKey: tokenKeyOf(token),
        brand: result.brand,
        lastFour: result.lastFour,
        expiry: result.expiry,
        cardName: card.cardName.trim(),
        decline: declineReason !== null,
        declineReason,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CARD_TOKEN_TTL_MS),
      });
      return result;
    },

    async findCard(token: string): Promise<TokenizedCard | null> {
      const row = await deps.repository.findLiveToken(tokenKeyOf(token), deps.clock.now());
      return row
        ? { token, brand: row.brand, lastFour: row.lastFour, expiry: row.expiry, cardName: row.cardName }
        : null;
    },

    async createHostedPayment(order) {
      const card = await deps.repository.findLiveToken(tokenKeyOf(order.cardToken), deps.clock.now());
      if (!card) throw new AppError('CARD_TOKEN_INVALID');
      await deps.repository.insertOrder({
        orderKey: order.orderKey,
        merchant: SANDBOX_MERCHANT,
        description: order.description,
        amount: order.amount.amount,
        currency: order.amount.currency,
        tokenKey: card.tokenKey,
        createdAt: deps.clock.now(),
      });
      const key = encodeURIComponent(order.orderKey);
      return { redirectUrl: `${trimSlash(deps.apiPublicUrl)}/payment/sandbox/pay/${key}?cartId=${key}` };
    },

    verifyReturn: (response) => isPaymentReturnSigned(deps.macSecret, response),

    voidAuthorisation: (orderKey) => deps.repository.voidOrder(orderKey, deps.clock.now()),
  };

  return {
    ...gateway,

    /** The hosted page's view of an order (masked card only). */
    async getOrder(orderKey: string): Promise<SandboxOrderView> {
      const row = await deps.repository.findOrder(orderKey);
      if (!row) throw new AppError('PAYMENT_NOT_FOUND');
      return toView(row);
    },

    /**
     * The visitor pressed Autorizar or Cancelar: decide once (a decline card is refused) and answer
     * the signed return URL. Pressing again answers the same decision.
     */
    async decide(orderKey: string, action: 'authorise' | 'cancel'): Promise<string> {
      const row = await deps.repository.findOrder(orderKey);
      if (!row) throw new AppError('PAYMENT_NOT_FOUND');
      const view = toView(row);
      // A voided order was authorised: the return says so, and card/success answers it again.
      if (view.status === 'VOIDED') return returnUrl(view, 'AUTHORISED');
      if (view.status !== 'pending') return returnUrl(view, view.status);
      const status: PaymentStatus =
        action === 'cancel' ? 'CANCELLED' : row.card && !row.card.decline ? 'AUTHORISED' : 'REFUSED';
      const decided = await deps.repository.decideOrder(orderKey, status, deps.clock.now());
      if (decided) return returnUrl(view, status);
      return this.decide(orderKey, action);
    },
  };
}
export type SandboxPaymentGateway = ReturnType<typeof createSandboxPaymentGateway>;
