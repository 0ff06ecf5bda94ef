import { describe, expect, it } from 'vitest';
import { buildPaymentMacMessage, PaymentReturnSchema, toPaymentReturnQuery } from './payment-return.ts';

const signed = {
  orderKey: 'cart_0123456789',
  paymentStatus: 'AUTHORISED' as const,
  paymentAmount: 123456,
  paymentCurrency: 'USD',
  mac: 'a'.repeat(64),
};

describe('buildPaymentMacMessage', () => {
  it('joins orderKey, amount, currency and status with colons, as Worldpay signs them', () => {
    expect(buildPaymentMacMessage(signed)).toBe('cart_0123456789:123456:USD:AUTHORISED');
  });
});

describe('PaymentReturnSchema', () => {
  it('reads the query the gateway wrote back, amounts as text', () => {
    const query = Object.fromEntries(
      toPaymentReturnQuery(signed)
        .split('&')
        .map((pair) => pair.split('=').map(decodeURIComponent)),
    );
    expect(PaymentReturnSchema.parse(query)).toEqual(signed);
  });

  it.each([
    ['an unknown status', { paymentStatus: 'PENDING' }],
    ['a decimal amount', { paymentAmount: '12.50' }],
    ['a short mac', { mac: 'abc' }],
    ['an order key with a colon', { orderKey: 'cart:0123456789' }],
  ])('refuses %s', (_, change) => {
    expect(PaymentReturnSchema.safeParse({ ...signed, ...change }).success).toBe(false);
  });
});
