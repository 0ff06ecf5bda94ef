import { describe, expect, it } from 'vitest';
import type { ExchangeRateTable } from '../money/exchange-rates.ts';
import { moneyFromMinor, toMinorUnits } from '../money/money.ts';
import {
  computeMethodCharge,
  computePaymentDeadline,
  isPaymentOverdue,
  isWithinMethodLimit,
  listPaymentMethods,
} from './payment-method-rules.ts';

const table: ExchangeRateTable = {
  date: '2026-11-24',
  base: 'USD',
  rates: { BRL: '5.4321', MXN: '18.05', COP: '4012.5' },
};

describe('listPaymentMethods', () => {
  it('offers Brazil the card, Pix and boleto; Mexico the card and OXXO; Colombia the card and PSE', () => {
    expect(listPaymentMethods({ country: 'BR', currency: 'BRL' })).toEqual(['card', 'pix', 'boleto']);
    expect(listPaymentMethods({ country: 'mx', currency: 'USD' })).toEqual(['card', 'oxxo']);
    expect(listPaymentMethods({ country: 'CO', currency: 'COP' })).toEqual(['card', 'pse']);
  });

  it('offers only the card elsewhere, and the local methods of a cart priced in their currency', () => {
    expect(listPaymentMethods({ country: 'AR', currency: 'ARS' })).toEqual(['card']);
    expect(listPaymentMethods({ country: null, currency: 'USD' })).toEqual(['card']);
    expect(listPaymentMethods({ country: 'US', currency: 'BRL' })).toEqual(['card', 'pix', 'boleto']);
  });
});

describe('computePaymentDeadline', () => {
  const start = new Date('2026-11-24T12:00:00Z');
  it('gives Pix 30 minutes, OXXO 48 hours, boleto 3 days and a card none', () => {
    expect(computePaymentDeadline('pix', start)?.toISOString()).toBe('2026-11-24T12:30:00.000Z');
    expect(computePaymentDeadline('oxxo', start)?.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(computePaymentDeadline('boleto', start)?.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(computePaymentDeadline('card', start)).toBeNull();
  });

  it('is overdue from the deadline itself', () => {
    const deadline = new Date('2026-11-24T12:30:00Z');
    expect(isPaymentOverdue(deadline, new Date('2026-11-24T12:29:59.999Z'))).toBe(false);
    expect(isPaymentOverdue(deadline, deadline)).toBe(true);
    expect(isPaymentOverdue(null, deadline)).toBe(false);
  });
});

describe('computeMethodCharge', () => {
  it('charges a card the USD total', () => {
    const charge = computeMethodCharge(
      'card',
      { usd: moneyFromMinor(10_000, 'USD'), display: moneyFromMinor(54_321, 'BRL') },
      table,
    );
    expect(toMinorUnits(charge)).toBe(10_000);
  });

  it('charges Pix the BRL total the visitor saw when the cart is in BRL', () => {
    const charge = computeMethodCharge(
      'pix',
      { usd: moneyFromMinor(10_000, 'USD'), display: moneyFromMinor(54_000, 'BRL') },
      table,
    );
    expect(toMinorUnits(charge)).toBe(54_000);
  });

  it('converts the USD total at the dated rate when the cart is in another currency', () => {
    const charge = computeMethodCharge(
      'oxxo',
      { usd: moneyFromMinor(10_000, 'USD'), display: moneyFromMinor(10_000, 'USD') },
      table,
    );
    expect(toMinorUnits(charge)).toBe(180_500);
  });
});

describe('isWithinMethodLimit', () => {
  it('refuses an OXXO voucher over 10,000 MXN and a charge in the wrong currency', () => {
    expect(isWithinMethodLimit('oxxo', moneyFromMinor(10_000_00, 'MXN'))).toBe(true);
    expect(isWithinMethodLimit('oxxo', moneyFromMinor(10_000_01, 'MXN'))).toBe(false);
    expect(isWithinMethodLimit('pix', moneyFromMinor(100, 'USD'))).toBe(false);
  });
});
