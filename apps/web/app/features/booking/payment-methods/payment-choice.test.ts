import { describe, expect, it } from 'vitest';
import { readPaymentChoice } from './payment-choice';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('readPaymentChoice', () => {
  it('reads a card with 6 meses sin intereses', () => {
    expect(readPaymentChoice(form({ paymentMethod: 'card', instalments: '6' }))).toEqual({
      paymentMethod: 'card',
      instalments: 6,
    });
  });

  it('pays a card in one payment when nothing or one instalment is picked', () => {
    expect(readPaymentChoice(form({}))).toEqual({ paymentMethod: 'card' });
    expect(readPaymentChoice(form({ paymentMethod: 'card', instalments: '1' }))).toEqual({
      paymentMethod: 'card',
    });
  });

  it('drops instalments for a local method and ignores an unknown method', () => {
    expect(readPaymentChoice(form({ paymentMethod: 'pix', instalments: '6' }))).toEqual({
      paymentMethod: 'pix',
    });
    expect(readPaymentChoice(form({ paymentMethod: 'bitcoin' }))).toEqual({ paymentMethod: 'card' });
  });
});
