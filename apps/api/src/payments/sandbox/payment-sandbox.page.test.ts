import { describe, expect, it } from 'vitest';
import { describeInstalmentPlan, renderPaymentPage } from './payment-sandbox.page.ts';
import type { SandboxOrderView } from './sandbox-payment-gateway.ts';

const ORDER: SandboxOrderView = {
  orderKey: 'cart_0123456789abcdef',
  merchant: 'Andariego',
  description: 'Vuelo BOG-MIA, 1 viajero',
  amount: { amount: 123456, currency: 'USD' },
  status: 'pending',
  card: { brand: 'visa', lastFour: '1111', expiry: '12/29', cardName: 'MARIA PEREZ' },
  instalmentPlan: null,
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

const usd = (amount: number) => ({ amount, currency: 'USD' });
/** Intl writes money and percentages with no-break spaces; read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('describeInstalmentPlan', () => {
  it('writes meses sin intereses as the site did, in es, en and pt', () => {
    const msi = {
      count: 6,
      style: 'msi' as const,
      interestFree: true,
      monthlyRateBp: 0,
      instalment: usd(20_576),
      total: usd(123_456),
      legalCost: null,
    };
    expect(spaced(describeInstalmentPlan(msi, 'es'))).toBe(
      '6 meses sin intereses de 205,76 USD (total 1234,56 USD)',
    );
    expect(spaced(describeInstalmentPlan(msi, 'en'))).toBe(
      '6 interest-free months of $205.76 (total $1,234.56)',
    );
    expect(spaced(describeInstalmentPlan(msi, 'pt'))).toBe(
      '6 meses sem juros de US$ 205,76 (total US$ 1.234,56)',
    );
  });

  it("gives Argentina's cuotas with interest their monthly rate and CFT, and Brazil's parcelas their CET", () => {
    const cuotas = {
      count: 12,
      style: 'cuotas' as const,
      interestFree: false,
      monthlyRateBp: 550,
      instalment: usd(14_322),
      total: usd(171_864),
      legalCost: { kind: 'CFT' as const, annualBp: 11_547 },
    };
    expect(spaced(describeInstalmentPlan(cuotas, 'es'))).toBe(
      '12 cuotas de 143,22 USD (5,50 % mensual; total 1718,64 USD; CFT 115,47 %)',
    );
    const parcelas = {
      ...cuotas,
      style: 'parcelas' as const,
      monthlyRateBp: 199,
      legalCost: { kind: 'CET' as const, annualBp: 2_668 },
    };
    expect(spaced(describeInstalmentPlan(parcelas, 'pt'))).toBe(
      '12x de US$ 143,22 (1,99% ao mês; total US$ 1.718,64; CET 26,68%)',
    );
  });
});

describe('renderPaymentPage with a plan', () => {
  it('shows the plan chosen on the site under the amount charged, escaped', () => {
    const html = renderPaymentPage(
      {
        ...ORDER,
        instalmentPlan: {
          count: 6,
          style: 'cuotas',
          interestFree: true,
          monthlyRateBp: 0,
          instalment: usd(20_576),
          total: usd(123_456),
          legalCost: { kind: 'CFT', annualBp: 0 },
        },
      },
      { lang: 'es' },
    );
    expect(spaced(html)).toContain(
      '<dt>Plan de pago</dt><dd>6 cuotas sin interés de 205,76 USD (total 1234,56 USD; CFT 0,00 %)</dd>',
    );
    expect(renderPaymentPage(ORDER, { lang: 'es' })).not.toContain('Plan de pago');
  });
});
