import type { MoneyAmount } from '@travel/domain/money';
import type { PaymentMethodId } from '@travel/domain/payment-methods';

/**
 * The payment-method port (decision 017): the ways to pay that are not a card typed on the hosted
 * page. Pix (an instant transfer by QR code), cash vouchers (OXXO, boleto) and PSE (a bank redirect)
 * charge in the local currency and are confirmed later, by a signed notification from the gateway
 * (payment-notification-check.ts). The sandbox implements every method; a real PSP adapter (e.g.
 * Mercado Pago, EBANX, dLocal) implements the same port.
 */
export type LocalPaymentMethod = Exclude<PaymentMethodId, 'card'>;

export interface LocalPaymentOrder {
  /** Our cartId: one per payment attempt. */
  orderKey: string;
  method: LocalPaymentMethod;
  /** In the method's currency (BRL, MXN, COP). */
  amount: MoneyAmount;
  description: string;
  /** After this the gateway takes no payment for the order. */
  expiresAt: Date;
  /** The traveller's language for the gateway's page ('es', 'en', 'pt'). */
  locale: string;
}

/** What the traveller needs to pay: where, with which code, until when. */
export interface LocalPaymentInstructions {
  orderKey: string;
  method: LocalPaymentMethod;
  amount: MoneyAmount;
  expiresAt: Date;
  /** The gateway's page for the payment (QR, voucher, bank chooser). */
  pageUrl: string;
  /** Pix: the EMV "BR Code" to copy and paste; voucher: the barcode digits; PSE: null until a bank is chosen. */
  code: string | null;
  /** The QR code (Pix) or the barcode (voucher) as an SVG document; null for PSE. */
  imageSvg: string | null;
  /** The same image as a base64 PNG, for e-mail (mail clients show neither SVG nor data URIs). */
  imagePng: string | null;
}

export interface LocalPaymentGateway {
  /** Opens the order at the gateway and answers how to pay it. */
  createLocalPayment(order: LocalPaymentOrder): Promise<LocalPaymentInstructions>;
  /** The instructions of an order opened before, or null when the gateway has no such order. */
  getInstructions(orderKey: string): Promise<LocalPaymentInstructions | null>;
}
