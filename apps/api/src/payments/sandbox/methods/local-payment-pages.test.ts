import { describe, expect, it } from 'vitest';
import { renderLocalPaymentPage } from './local-payment-pages.ts';
import type { SandboxLocalOrderRow } from './sandbox-local-orders.repository.ts';

const expiresAt = new Date('2026-11-24T18:00:00Z');
const row: SandboxLocalOrderRow = {
  orderKey: 'cart_oxxo',
  merchant: 'andariego',
  description: 'Reserva',
  amount: 5_000_00,
  currency: 'MXN',
  tokenKey: null,
  status: 'pending',
  method: 'oxxo',
  expiresAt,
  reference: '12345678901234',
  createdAt: new Date('2026-11-22T18:00:00Z'),
  decidedAt: null,
};
const page = {
  row,
  instructions: {
    orderKey: row.orderKey,
    method: 'oxxo' as const,
    amount: { amount: row.amount, currency: row.currency },
    expiresAt,
    pageUrl: 'http://api.test/payment/sandbox/local/cart_oxxo?lang=es',
    code: row.reference,
    imageSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    imagePng: null,
  },
  expired: false,
  now: new Date('2026-11-24T17:00:00Z'),
};

describe('renderLocalPaymentPage', () => {
  it("gives an OXXO voucher's deadline on Mexico City's clock, with the zone named", () => {
    const html = renderLocalPaymentPage(page, 'es', 'http://web.test');
    // 18:00 UTC is noon in Mexico City.
    expect(html).toMatch(/24 de noviembre de 2026 a las 12:00 hora de Ciudad de México/);
    expect(html).toContain('datetime="2026-11-24T18:00:00.000Z"');
    expect(html).toContain('Quedan 60 minutos.');
  });

  it('writes the same deadline in English and Portuguese', () => {
    expect(renderLocalPaymentPage(page, 'en', 'http://web.test')).toMatch(
      /November 24, 2026 at 12:00 (CST|Mexico City Time)/,
    );
    expect(renderLocalPaymentPage(page, 'pt', 'http://web.test')).toMatch(/24 de novembro de 2026 às 12:00/);
  });
});
