import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPaymentNotification, verifyPaymentNotification } from './payment-notification-check.ts';

const secret = randomBytes(32).toString('hex');
const now = new Date('2026-11-24T12:00:00Z');
const body = JSON.stringify({
  id: 'ntf_0123456789',
  type: 'payment.paid',
  orderKey: 'cart_1',
  occurredAt: now.toISOString(),
});

describe('verifyPaymentNotification', () => {
  it('accepts a notification signed with the secret, within the tolerance', () => {
    const verdict = verifyPaymentNotification(
      secret,
      body,
      signPaymentNotification(secret, body, now),
      new Date(now.getTime() + 60_000),
    );
    expect(verdict).toMatchObject({ ok: true, notification: { orderKey: 'cart_1', type: 'payment.paid' } });
  });

  it('refuses a signature made with another secret, a changed body, or no header', () => {
    const other = signPaymentNotification(randomBytes(32).toString('hex'), body, now);
    expect(verifyPaymentNotification(secret, body, other, now)).toEqual({ ok: false, reason: 'signature' });
    const header = signPaymentNotification(secret, body, now);
    const changed = body.replace('cart_1', 'cart_2');
    expect(verifyPaymentNotification(secret, changed, header, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyPaymentNotification(secret, body, undefined, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyPaymentNotification(secret, body, 't=abc,v1=zz', now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a timestamp moved by a replayer (the MAC covers it)', () => {
    const header = signPaymentNotification(secret, body, now);
    const moved = header.replace(/t=\d+/, `t=${Math.floor(now.getTime() / 1000) + 600}`);
    expect(verifyPaymentNotification(secret, body, moved, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a genuine notification replayed after the five-minute tolerance', () => {
    const header = signPaymentNotification(secret, body, now);
    expect(
      verifyPaymentNotification(secret, body, header, new Date(now.getTime() + 5 * 60_000 + 1000)),
    ).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuses a signed body that is not a notification', () => {
    const bad = JSON.stringify({ id: 'x', type: 'payment.paid' });
    expect(verifyPaymentNotification(secret, bad, signPaymentNotification(secret, bad, now), now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
