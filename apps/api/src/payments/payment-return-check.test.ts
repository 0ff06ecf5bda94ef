import { randomBytes } from 'node:crypto';
import type { PaymentReturn } from '@travel/domain/payment';
import { describe, expect, it } from 'vitest';
import type { GatewayOrder } from './payment-gateway.port.ts';
import {
  createPaymentReturnCheck,
  isPaymentReturnSigned,
  signPaymentReturn,
} from './payment-return-check.ts';

const secret = randomBytes(32).toString('hex');
const fields: Omit<PaymentReturn, 'mac'> = {
  orderKey: 'cart_1',
  paymentStatus: 'AUTHORISED',
  paymentAmount: 47_436,
  paymentCurrency: 'USD',
};
const signed = (): PaymentReturn => ({ ...fields, mac: signPaymentReturn(secret, fields) });

describe('isPaymentReturnSigned', () => {
  it('accepts the MAC the hosted page wrote, in either letter case', () => {
    expect(isPaymentReturnSigned(secret, signed())).toBe(true);
    expect(isPaymentReturnSigned(secret, { ...signed(), mac: signed().mac.toUpperCase() })).toBe(true);
  });

  it('refuses a return whose amount, status or order was changed after signing', () => {
    expect(isPaymentReturnSigned(secret, { ...signed(), paymentAmount: 1 })).toBe(false);
    expect(isPaymentReturnSigned(secret, { ...signed(), paymentStatus: 'REFUSED' })).toBe(false);
    expect(isPaymentReturnSigned(secret, { ...signed(), orderKey: 'cart_2' })).toBe(false);
  });

  it('refuses a MAC made with another secret, a short one or one that is not hex', () => {
    const other = signPaymentReturn(randomBytes(32).toString('hex'), fields);
    expect(isPaymentReturnSigned(secret, { ...fields, mac: other })).toBe(false);
    expect(isPaymentReturnSigned(secret, { ...fields, mac: signed().mac.slice(0, 32) })).toBe(false);
    expect(isPaymentReturnSigned(secret, { ...fields, mac: 'z'.repeat(64) })).toBe(false);
  });
});

describe('createPaymentReturnCheck', () => {
  const checkWith = (order: GatewayOrder | null) =>
    createPaymentReturnCheck({ macSecret: secret, gateway: { getOrder: async () => order } });
  const order = (status: GatewayOrder['status'], amount = 47_436, currency = 'USD'): GatewayOrder => ({
    orderKey: 'cart_1',
    status,
    amount: { amount, currency },
    card: { brand: 'visa', lastFour: '1111' },
  });
  const expected = { amount: 47_436, currency: 'USD' };

  it("says authorised only when the gateway's record is AUTHORISED for exactly the amount, with its card", async () => {
    await expect(checkWith(order('AUTHORISED')).confirmAuthorised('cart_1', expected)).resolves.toEqual({
      authorised: true,
      card: { brand: 'visa', lastFour: '1111' },
    });
  });

  it("answers the gateway's status when it did not authorise, and null when it has no record", async () => {
    await expect(checkWith(order('REFUSED')).confirmAuthorised('cart_1', expected)).resolves.toEqual({
      authorised: false,
      status: 'REFUSED',
    });
    await expect(checkWith(order('VOIDED')).confirmAuthorised('cart_1', expected)).resolves.toEqual({
      authorised: false,
      status: 'VOIDED',
    });
    await expect(checkWith(null).confirmAuthorised('cart_1', expected)).resolves.toEqual({
      authorised: false,
      status: null,
    });
  });

  it('refuses an authorisation for another amount or currency', async () => {
    await expect(
      checkWith(order('AUTHORISED', 100)).confirmAuthorised('cart_1', expected),
    ).resolves.toMatchObject({ authorised: false, status: 'AUTHORISED' });
    await expect(
      checkWith(order('AUTHORISED', 47_436, 'EUR')).confirmAuthorised('cart_1', expected),
    ).resolves.toMatchObject({ authorised: false });
  });

  it('checks the MAC with its secret', () => {
    const check = checkWith(null);
    expect(check.isSigned(signed())).toBe(true);
    expect(check.isSigned({ ...signed(), paymentAmount: 2 })).toBe(false);
  });
});
