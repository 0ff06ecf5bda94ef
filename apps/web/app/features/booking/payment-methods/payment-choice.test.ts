import { describe, expect, it } from 'vitest';
import { isLocalMethodChosen, readPaymentChoice } from './payment-choice';

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

describe('isLocalMethodChosen', () => {
  it('reads the picker fields that belong to the form through form=', () => {
    document.body.innerHTML = `<form id="booking"></form>
      <input type="radio" name="paymentMethod" value="card" form="booking">
      <input type="radio" name="paymentMethod" value="pix" form="booking" checked>`;
    const form = document.getElementById('booking') as HTMLFormElement;
    expect(isLocalMethodChosen(form)).toBe(true);
    (document.querySelector('input[value="card"]') as HTMLInputElement).checked = true;
    expect(isLocalMethodChosen(form)).toBe(false);
  });
});
