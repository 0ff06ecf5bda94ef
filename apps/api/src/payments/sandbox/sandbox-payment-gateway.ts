import { createHmac } from 'node:crypto';
import { BRAND_NAME } from '@travel/brand';
import type { InstalmentPlanView } from '@travel/contract/payment';
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
import type { Clock } from '../../platform/clock.ts';
import type { Ids } from '../../platform/ids.ts';
import type {
  CardToken,
  GatewayOrder,
  PaymentGateway,
  RawCard,
  TokenizedCard,
} from '../payment-gateway.port.ts';
import { signPaymentReturn } from '../payment-return-check.ts';
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
export const SANDBOX_MERCHANT = BRAND_NAME;

export interface SandboxPaymentGatewayDeps {
  repository: SandboxPaymentRepository;
  clock: Clock;
  ids: Pick<Ids, 'bytes'>;
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
  /** The card instalment plan chosen on the site, as the merchant recorded it; null for one payment. */
  instalmentPlan: InstalmentPlanView | null;
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
      instalmentPlan: row.plan ?? null,
    } satisfies SandboxOrderView;
  }

  function returnUrl(order: Pick<SandboxOrderView, 'orderKey' | 'amount'>, status: PaymentStatus): string {
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

  /** Checks a typed card and keeps what may be shown of it under a new token; the number is forgotten. */
  async function storeCard(card: RawCard): Promise<{ token: CardToken; tokenKey: string }> {
    const errors = checkCard(card);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
    const number = validateCardNumber(card.cardNumber);
    const now = deps.clock.now();
    const expiry = parseCardExpiry(card.cardExpiry, now);
    if (!expiry || !number.brand) throw new AppError('VALIDATION_FAILED');
    // Hex, not base64url: random letters could spell 'cvc' and trip the card-data audits.
    const token = `tok_${deps.ids.bytes(24).toString('hex')}`;
    const declineReason = SANDBOX_DECLINE_CARDS[number.digits] ?? null;
    const result: CardToken = {
      token,
      brand: number.brand,
      lastFour: getCardLastFour(number.digits),
      expiry: `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`,
    };
    const tokenKey = tokenKeyOf(token);
    await deps.repository.insertToken({
      tokenKey,
      brand: result.brand,
      lastFour: result.lastFour,
      expiry: result.expiry,
      cardName: card.cardName.trim(),
      decline: declineReason !== null,
      declineReason,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CARD_TOKEN_TTL_MS),
    });
    return { token: result, tokenKey };
  }

  const gateway: PaymentGateway = {
    async tokenizeCard(card: RawCard): Promise<CardToken> {
      return (await storeCard(card)).token;
    },

    async findCard(token: string): Promise<TokenizedCard | null> {
      const row = await deps.repository.findLiveToken(tokenKeyOf(token), deps.clock.now());
      return row
        ? {
            tokenKey: row.tokenKey,
            brand: row.brand,
            lastFour: row.lastFour,
            expiry: row.expiry,
            cardName: row.cardName,
          }
        : null;
    },

    async createHostedPayment(order) {
      const now = deps.clock.now();
      const row = {
        orderKey: order.orderKey,
        merchant: SANDBOX_MERCHANT,
        description: order.description,
        amount: order.amount.amount,
        currency: order.amount.currency,
        createdAt: now,
      };
      if (order.cardTokenKey === undefined) {
        await deps.repository.insertOrder({ ...row, tokenKey: null });
      } else if (
        !(await deps.repository.insertOrderOnLiveToken({ ...row, tokenKey: order.cardTokenKey }, now))
      ) {
        throw new AppError('CARD_TOKEN_INVALID');
      }
      const key = encodeURIComponent(order.orderKey);
      // The page speaks the traveller's language: it travels in the URL (the forms carry it on);
      // Spanish, the page's default, needs none.
      const lang = order.locale && order.locale !== 'es' ? `&lang=${encodeURIComponent(order.locale)}` : '';
      return {
        redirectUrl: `${trimSlash(deps.apiPublicUrl)}/payment/sandbox/pay/${key}?cartId=${key}${lang}`,
      };
    },

    async getOrder(orderKey: string): Promise<GatewayOrder | null> {
      const row = await deps.repository.findOrder(orderKey);
      if (!row) return null;
      const { order, card } = row;
      return {
        orderKey: order.orderKey,
        status: order.status,
        amount: { amount: order.amount, currency: order.currency },
        card: card ? { brand: card.brand, lastFour: card.lastFour } : null,
      };
    },

    voidAuthorisation: (orderKey) => deps.repository.releaseOrder(orderKey, deps.clock.now()),
  };

  return {
    ...gateway,

    /** The hosted page's view of an order (masked card only). */
    async getOrderView(orderKey: string): Promise<SandboxOrderView> {
      const row = await deps.repository.findOrder(orderKey);
      if (!row) throw new AppError('PAYMENT_NOT_FOUND');
      return toView(row);
    },

    /** A decided order's signed return URL (the page's "back" link), or null while it is undecided. */
    async returnOf(orderKey: string): Promise<string | null> {
      const row = await deps.repository.findOrder(orderKey);
      if (!row) throw new AppError('PAYMENT_NOT_FOUND');
      const view = toView(row);
      if (view.status === 'pending') return null;
      return returnUrl(view, view.status === 'VOIDED' ? 'AUTHORISED' : view.status);
    },

    /**
     * The visitor pressed Autorizar or Cancelar: decide once (a decline card is refused) and answer
     * the signed return URL. Pressing again answers the same decision.
     */
    async decide(orderKey: string, action: 'authorise' | 'cancel'): Promise<string> {
      const decided = await deps.repository.decidePending(orderKey, action, deps.clock.now());
      if (decided) {
        const amount = { amount: decided.amount, currency: decided.currency };
        return returnUrl({ orderKey: decided.orderKey, amount }, decided.status as PaymentStatus);
      }
      // Decided before (or unknown): answer that decision.
      const row = await deps.repository.findOrder(orderKey);
      if (!row) throw new AppError('PAYMENT_NOT_FOUND');
      const view = toView(row);
      // A voided order was authorised: the return says so, and card/success refuses it (the gateway
      // itself says VOIDED).
      if (view.status === 'VOIDED') return returnUrl(view, 'AUTHORISED');
      if (view.status !== 'pending') return returnUrl(view, view.status);
      // Still pending: it did not exist yet when the UPDATE ran. Decide it now.
      return this.decide(orderKey, action);
    },

    /**
     * The card typed on the hosted page (an order opened without a token, ARCHITECTURE §5): checked
     * as the tokenizer checks it, kept as a token like any other, attached to the order and then
     * decided as Autorizar decides. VALIDATION_FAILED names the wrong fields, never their values. An
     * order that already has a card, or was decided meanwhile, answers its decision as Autorizar does.
     */
    async payWithCard(orderKey: string, card: RawCard): Promise<string> {
      const row = await deps.repository.findOrder(orderKey);
      if (!row) throw new AppError('PAYMENT_NOT_FOUND');
      if (row.order.status === 'pending' && row.card === null) {
        const { tokenKey } = await storeCard(card);
        await deps.repository.attachCard(orderKey, tokenKey);
      }
      return this.decide(orderKey, 'authorise');
    },
  };
}
export type SandboxPaymentGateway = ReturnType<typeof createSandboxPaymentGateway>;
