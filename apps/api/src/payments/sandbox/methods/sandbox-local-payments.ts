import { moneyFromMinor, toDecimalString } from '@travel/domain/money';
import { toBuffer as drawBarcodePng, toSVG as drawBarcodeSvg } from 'bwip-js/node';
import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';
import { AppError } from '../../../errors.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Ids } from '../../../platform/ids.ts';
import type {
  LocalPaymentGateway,
  LocalPaymentInstructions,
  LocalPaymentMethod,
  LocalPaymentOrder,
} from '../../local-payment.port.ts';
import { type PaymentNotification, signPaymentNotification } from '../../payment-notification-check.ts';
import { SANDBOX_MERCHANT } from '../sandbox-payment-gateway.ts';
import type {
  SandboxLocalOrderRow,
  SandboxLocalOrdersRepository,
} from './sandbox-local-orders.repository.ts';

/** The sandbox's Pix receiver: a made-up key and the merchant as the BR Code names it. */
export const SANDBOX_PIX = {
  key: 'pagamentos@andariego.example',
  name: 'Andariego Viagens',
  city: 'Sao Paulo',
};

/** Banks on the sandbox's PSE chooser (codes as PSE lists them). */
export const SANDBOX_PSE_BANKS = [
  { code: '1007', name: 'Bancolombia' },
  { code: '1051', name: 'Davivienda' },
  { code: '1001', name: 'Banco de Bogotá' },
  { code: '1023', name: 'Banco de Occidente' },
  { code: '1507', name: 'Nequi' },
] as const;

export interface SandboxLocalPaymentsDeps {
  orders: SandboxLocalOrdersRepository;
  clock: Clock;
  ids: Pick<Ids, 'bytes'>;
  /** PAYMENT_NOTIFICATION_SECRET: signs what the sandbox tells the merchant. */
  notificationSecret: string;
  /** Hands a signed notification to the merchant's endpoint (the API's own HTTP route). */
  deliver: (rawBody: string, signature: string) => Promise<void>;
  apiPublicUrl: string;
  webOrigin: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** A reference of `length` digits from random bytes (voucher numbers are numeric). */
function digitsFrom(bytes: Buffer, length: number): string {
  let digits = '';
  for (const byte of bytes) digits += String(byte % 10);
  return digits.slice(0, length);
}

/** The Pix BR Code (EMV MPM, CRC16 included) built by pix-utils for the order's amount. */
export function buildPixBrCode(amountMinor: number, txid: string): string {
  const pix = createStaticPix({
    merchantName: SANDBOX_PIX.name,
    merchantCity: SANDBOX_PIX.city,
    pixKey: SANDBOX_PIX.key,
    infoAdicional: 'Reserva Andariego',
    txid,
    transactionAmount: Number(toDecimalString(moneyFromMinor(amountMinor, 'BRL'))),
  });
  if (hasError(pix)) throw new Error(`pix-utils refused the BR Code: ${pix.message}`);
  return pix.toBRCode();
}

/**
 * The sandbox's local methods (decision 017): Pix with a QR code and its BR Code, OXXO and boleto
 * vouchers with a barcode, and PSE's bank chooser. "Simulate payment" decides the order as the real
 * network would and sends the merchant a signed notification.
 */
export function createSandboxLocalPayments(deps: SandboxLocalPaymentsDeps) {
  const pageUrl = (orderKey: string, lang: string) =>
    `${trimSlash(deps.apiPublicUrl)}/payment/sandbox/local/${encodeURIComponent(orderKey)}?lang=${encodeURIComponent(lang)}`;

  async function instructionsOf(row: SandboxLocalOrderRow, lang = 'es'): Promise<LocalPaymentInstructions> {
    const method = row.method as LocalPaymentMethod;
    let code: string | null = null;
    let imageSvg: string | null = null;
    let imagePng: Buffer | null = null;
    if (method === 'pix' && row.reference) {
      code = buildPixBrCode(row.amount, row.reference);
      const qr = { errorCorrectionLevel: 'M', margin: 2 } as const;
      imageSvg = await QRCode.toString(code, { ...qr, type: 'svg' });
      imagePng = await QRCode.toBuffer(code, { ...qr, type: 'png', width: 480 });
    } else if ((method === 'oxxo' || method === 'boleto') && row.reference) {
      code = row.reference;
      const barcode = {
        // Boletos carry an Interleaved 2 of 5 barcode; OXXO's vouchers a Code 128.
        bcid: method === 'boleto' ? 'interleaved2of5' : 'code128',
        text: row.reference,
        height: 14,
        includetext: false,
      };
      imageSvg = drawBarcodeSvg(barcode);
      imagePng = await drawBarcodePng({ ...barcode, scale: 2 });
    } else if (method === 'pse') {
      code = row.reference;
    }
    return {
      orderKey: row.orderKey,
      method,
      amount: { amount: row.amount, currency: row.currency },
      expiresAt: row.expiresAt ?? row.createdAt,
      pageUrl: pageUrl(row.orderKey, lang),
      code,
      imageSvg,
      imagePng: imagePng?.toString('base64') ?? null,
    };
  }

  async function notify(orderKey: string, type: PaymentNotification['type']): Promise<void> {
    const now = deps.clock.now();
    const notification: PaymentNotification = {
      id: `ntf_${deps.ids.bytes(12).toString('hex')}`,
      type,
      orderKey,
      occurredAt: now.toISOString(),
    };
    const body = JSON.stringify(notification);
    await deps.deliver(body, signPaymentNotification(deps.notificationSecret, body, now));
  }

  const port: LocalPaymentGateway = {
    async createLocalPayment(order: LocalPaymentOrder): Promise<LocalPaymentInstructions> {
      const reference =
        order.method === 'pix'
          ? // A Pix txid: up to 25 letters and digits.
            `AND${deps.ids.bytes(11).toString('hex').toUpperCase()}`
          : order.method === 'boleto'
            ? digitsFrom(deps.ids.bytes(44), 44)
            : order.method === 'oxxo'
              ? digitsFrom(deps.ids.bytes(14), 14)
              : null;
      await deps.orders.insert({
        orderKey: order.orderKey,
        merchant: SANDBOX_MERCHANT,
        description: order.description,
        amount: order.amount.amount,
        currency: order.amount.currency,
        method: order.method,
        expiresAt: order.expiresAt,
        reference,
        createdAt: deps.clock.now(),
      });
      const row = await deps.orders.find(order.orderKey);
      if (!row) throw new Error('the sandbox order was not stored');
      return instructionsOf(row, order.locale);
    },

    async getInstructions(orderKey: string) {
      const row = await deps.orders.find(orderKey);
      return row && row.method !== 'card' ? instructionsOf(row) : null;
    },
  };

  return {
    ...port,

    async getPage(orderKey: string, lang: string) {
      const row = await deps.orders.find(orderKey);
      if (!row || row.method === 'card') throw new AppError('PAYMENT_NOT_FOUND');
      const now = deps.clock.now();
      const expired = row.status === 'pending' && row.expiresAt !== null && row.expiresAt <= now;
      return { row, instructions: await instructionsOf(row, lang), expired, now };
    },

    /**
     * "Simulate payment" (Pix, voucher) or the PSE bank's answer: a pending order within its deadline
     * is decided once and the merchant is notified; answers where the browser goes next (the web app's
     * awaiting-payment page). Pressed again, it changes nothing and notifies again (as a real gateway
     * re-sends), which the merchant must take calmly.
     */
    async simulate(orderKey: string, outcome: 'approved' | 'rejected' | 'pending', bankCode?: string) {
      const row = await deps.orders.find(orderKey);
      if (!row || row.method === 'card') throw new AppError('PAYMENT_NOT_FOUND');
      const now = deps.clock.now();
      const bank = SANDBOX_PSE_BANKS.find((b) => b.code === bankCode);
      const reference = row.method === 'pse' && bank ? `${bank.name} · ${bank.code}` : undefined;
      if (outcome === 'pending') {
        if (reference) await deps.orders.setReference(orderKey, reference);
        await notify(orderKey, 'payment.pending');
      } else {
        await deps.orders.decide(orderKey, outcome === 'approved' ? 'AUTHORISED' : 'REFUSED', now, reference);
        const current = await deps.orders.find(orderKey);
        const type =
          current?.status === 'AUTHORISED'
            ? 'payment.paid'
            : current?.status === 'REFUSED'
              ? 'payment.refused'
              : 'payment.expired';
        await notify(orderKey, type);
      }
      return `${trimSlash(deps.webOrigin)}/booking/awaiting-payment/${encodeURIComponent(orderKey)}`;
    },
  };
}
export type SandboxLocalPayments = ReturnType<typeof createSandboxLocalPayments>;
