import { describe, expect, it } from 'vitest';
import { renderLocalPaymentAwaiting, renderLocalPaymentExpired } from './local-payment.mail.ts';

const base = {
  method: 'pix' as const,
  charge: { amount: 123_45, currency: 'BRL' },
  expiresAt: new Date('2026-11-22T12:30:00Z'),
  code: '00020126...6304ABCD',
  imageSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  statusUrl: 'http://localhost:3000/booking/awaiting-payment/cart_1',
};

describe('renderLocalPaymentAwaiting', () => {
  it('tells a Brazilian traveller in Portuguese what to pay, in which currency, until when, with the Pix code', () => {
    const mail = renderLocalPaymentAwaiting({ ...base, locale: 'pt' });
    expect(mail.subject).toMatch(/^Sua reserva está garantida: pague até 22 de novembro de 2026/);
    expect(mail.text).toContain('cobrado em BRL');
    expect(mail.text).toContain('Pague com Pix: escaneie o QR Code');
    expect(mail.text).toContain(base.code);
    expect(mail.text).toContain(base.statusUrl);
    expect(mail.html).toContain('data:image/svg+xml;base64,');
  });

  it('writes Spanish by default and gives a voucher its reference', () => {
    const mail = renderLocalPaymentAwaiting({
      ...base,
      locale: 'es',
      method: 'oxxo',
      code: '12345678901234',
      charge: { amount: 5_000_00, currency: 'MXN' },
    });
    expect(mail.text).toContain('Paga con esta referencia antes de la fecha límite:\n12345678901234');
    expect(mail.text).toContain('se cobra en MXN');
  });
});

describe('renderLocalPaymentExpired', () => {
  it('says the booking was released and nothing was charged, in English', () => {
    const mail = renderLocalPaymentExpired({
      locale: 'en',
      method: 'pix',
      charge: base.charge,
      expiresAt: base.expiresAt,
      searchUrl: 'http://localhost:3000/',
    });
    expect(mail.subject).toBe('Your payment expired and the booking was released');
    expect(mail.text).toMatch(/released the booking and nothing was charged/);
    expect(mail.text).toContain('http://localhost:3000/');
  });
});
