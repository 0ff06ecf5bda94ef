import { describe, expect, it } from 'vitest';
import { renderPaymentPage } from './payment-sandbox.page.ts';
import type { SandboxOrderView } from './sandbox-payment-gateway.ts';

const ORDER: SandboxOrderView = {
  orderKey: 'cart_0123456789abcdef',
  merchant: 'Andariego',
  description: 'Vuelo BOG-MIA, 1 viajero',
  amount: { amount: 123456, currency: 'USD' },
  status: 'pending',
  card: { brand: 'visa', lastFour: '1111', expiry: '12/29', cardName: 'MARIA PEREZ' },
};

const countButtons = (html: string, name: string) =>
  html.split(/<button[^>]*>/).filter((part) => part.startsWith(name)).length;

describe('renderPaymentPage', () => {
  it('frames the payment with the brand, the amount in USD and what is paid for', () => {
    const html = renderPaymentPage(ORDER, { lang: 'es' });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('aria-label="Andariego"');
    expect(html).toContain('Estás pagando a Andariego');
    expect(html).toContain('<h1>Revisa y paga</h1>');
    expect(html).toMatch(/<strong>1234,56\sUSD<\/strong>/);
    expect(html).toContain('Se cobra en dólares estadounidenses (USD)');
    expect(html).toContain('Vuelo BOG-MIA, 1 viajero</dd>');
    expect(html).toContain('VISA •••• 1111');
    expect(countButtons(html, 'Autorizar')).toBe(1);
    expect(countButtons(html, 'Cancelar')).toBe(1);
    expect(html).toContain('action="/payment/sandbox/pay/cart_0123456789abcdef/authorise?lang=es"');
  });

  it('speaks English and Brazilian Portuguese, forms keeping the language', () => {
    const en = renderPaymentPage({ ...ORDER, card: null }, { lang: 'en' });
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('>Card number</label>');
    expect(en).toContain('action="/payment/sandbox/pay/cart_0123456789abcdef/card?lang=en"');
    expect(en).toContain('<h1>Review and pay</h1>');
    expect(en).toMatch(/<strong>\$1,234\.56<\/strong>/);

    const pt = renderPaymentPage({ ...ORDER, card: null }, { lang: 'pt' });
    expect(pt).toContain('<html lang="pt-BR">');
    expect(pt).toContain('>Número do cartão</label>');
    expect(pt).toContain('>Autorizar</button>');
    expect(pt).toContain('Cobrado em dólares americanos (USD)');
  });

  it.each([
    ['AUTHORISED', 'Pago autorizado.'],
    ['REFUSED', 'El banco rechazó el pago.'],
    ['CANCELLED', 'Cancelaste el pago.'],
    ['VOIDED', 'Este pago se anuló'],
  ] as const)('a %s order says what happened, links back and offers no button', (status, said) => {
    const html = renderPaymentPage({ ...ORDER, status }, { lang: 'es' });
    expect(html).toContain(said);
    expect(html).toContain('<h1>Resultado del pago</h1>');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<form');
    expect(html).toContain(
      'href="/payment/sandbox/pay/cart_0123456789abcdef/return?lang=es">Volver a Andariego</a>',
    );
  });

  it('names the refused fields in the page language without writing back the number', () => {
    const html = renderPaymentPage(
      { ...ORDER, card: null },
      { lang: 'pt', cardEntry: { invalid: ['cardNumber'], cardExpiry: '12/29', cardName: 'ANA' } },
    );
    expect(html).toContain('Confira os dados do cartão marcados.');
    expect(html).toContain('Número do cartão de crédito inválido');
    expect(html).toMatch(/id="card-cardNumber"[^>]*aria-invalid="true"[^>]*autofocus/);
    expect(html).toContain('value="ANA"');
  });
});
