import type { SessionTotals } from '@travel/contract/booking-session';
import { describe, expect, it, vi } from 'vitest';
import type { BookingApi } from './booking-api';
import { readPostedPayment, startPayment } from './start-payment.server';

const totals = (total: number) => ({ total: { amount: total } }) as unknown as SessionTotals;

function fakeBooking(paymentUrl: string) {
  const calls: string[] = [];
  const booking = {
    savePaymentInfo: vi.fn(async () => {
      calls.push('card');
      return { totals: totals(120) };
    }),
    paymentDirection: vi.fn(async () => {
      calls.push('direction');
      return { worldpayTransactionUrl: paymentUrl };
    }),
  } as unknown as BookingApi;
  return { booking, calls };
}

const gatewayOrigin = 'https://api.example';
/** The booking form as Pagar posts it (only the payment section's fields matter here). */
const posted = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

const card = { token: 'tok_1', brand: 'visa', lastFour: '1111', expiry: '12/29', name: 'MARIA J PEREZ' };

describe('startPayment', () => {
  it('saves travellers, then the card, then billing with the totals the card made, and answers the gateway page', async () => {
    const { booking, calls } = fakeBooking('https://api.example/payment/sandbox/pay/cart_1');
    const billingTotals: SessionTotals[] = [];
    const answer = await startPayment(booking, {
      totals: totals(100),
      card,
      cardHolderName: ' María José Pérez ',
      saveBeforeCard: async () => void calls.push('travellers'),
      saveAfterCard: async (t) => {
        calls.push('billing');
        billingTotals.push(t);
      },
      posted: { formData: posted({}), locale: 'es', gatewayOrigin },
    });
    expect(calls).toEqual(['travellers', 'card', 'billing', 'direction']);
    expect(billingTotals).toEqual([totals(120)]);
    // The cardholder is asked once, in billing: the card is recorded under that name.
    expect(booking.savePaymentInfo).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'tok_1' }),
      'María José Pérez',
    );
    expect(answer).toEqual({ redirectTo: 'https://api.example/payment/sandbox/pay/cart_1' });
  });

  it('never sends the visitor to a page off the gateway origin', async () => {
    const { booking } = fakeBooking('https://evil.example/pay');
    await expect(
      startPayment(booking, {
        totals: totals(100),
        card: undefined,
        cardHolderName: 'Ana',
        saveBeforeCard: async () => {},
        saveAfterCard: async () => {},
        posted: { formData: posted({}), locale: 'es', gatewayOrigin },
      }),
    ).rejects.toThrow('not on the gateway origin');
    expect(booking.savePaymentInfo).not.toHaveBeenCalled();
  });

  it('ignores a card posted with a local method: Pix is started without recording the card', async () => {
    const { booking, calls } = fakeBooking('https://api.example/payment/sandbox/local/cart_1?lang=pt');
    (booking.paymentDirection as ReturnType<typeof vi.fn>).mockImplementation(async () => {
      calls.push('direction');
      return { cartId: 'cart_1', paymentMethod: 'pix', worldpayTransactionUrl: 'https://api.example/x' };
    });
    const billingTotals: SessionTotals[] = [];
    const answer = await startPayment(booking, {
      totals: totals(100),
      card,
      cardHolderName: 'Ana',
      saveBeforeCard: async () => void calls.push('travellers'),
      saveAfterCard: async (t) => {
        calls.push('billing');
        billingTotals.push(t);
      },
      posted: { formData: posted({ paymentMethod: 'pix', instalments: '6' }), locale: 'pt', gatewayOrigin },
    });
    expect(booking.savePaymentInfo).not.toHaveBeenCalled();
    expect(calls).toEqual(['travellers', 'billing', 'direction']);
    expect(billingTotals).toEqual([totals(100)]);
    expect(booking.paymentDirection).toHaveBeenCalledWith({ paymentMethod: 'pix' });
    expect(answer).toEqual({ redirectTo: '/pt/booking/awaiting-payment/cart_1' });
  });
});

describe('readPostedPayment', () => {
  it('reads a card plan and a local method from the form, and the awaiting page in the visitor language', () => {
    const card6 = readPostedPayment({
      formData: posted({ paymentMethod: 'card', instalments: '6' }),
      locale: 'es',
    });
    expect(card6.choice).toEqual({ paymentMethod: 'card', instalments: 6 });
    expect(card6.awaitingPath('cart_1')).toBe('/booking/awaiting-payment/cart_1');

    const pix = readPostedPayment({
      formData: posted({ paymentMethod: 'pix', instalments: '6' }),
      locale: 'pt',
    });
    // Only a card has instalments: a plan posted with Pix is dropped.
    expect(pix.choice).toEqual({ paymentMethod: 'pix' });
    expect(pix.awaitingPath('cart_1')).toBe('/pt/booking/awaiting-payment/cart_1');
    expect(readPostedPayment({ formData: posted({}), locale: 'en' }).awaitingPath('a/b')).toBe(
      '/en/booking/awaiting-payment/a%2Fb',
    );
  });

  it('pays one card payment when nothing or something unknown was picked', () => {
    expect(readPostedPayment({ formData: posted({}), locale: 'es' }).choice).toEqual({
      paymentMethod: 'card',
    });
    expect(
      readPostedPayment({ formData: posted({ paymentMethod: 'bitcoin', instalments: '1' }), locale: 'es' })
        .choice,
    ).toEqual({ paymentMethod: 'card' });
  });
});
