import { describe, expect, it } from 'vitest';
import { CardTokenSchema, PaymentDetailsSchema } from './payment.schemas.ts';

const valid = {
  cardNumber: '4111 1111 1111 1111',
  cardExpiry: '04 / 27',
  cardCvv: '123',
  cardName: 'Ana Pérez',
  amount: 93270,
  currency: 'USD',
};

function messages(input: unknown) {
  const result = PaymentDetailsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('PaymentDetailsSchema', () => {
  it('accepts the card form fields', () => {
    expect(PaymentDetailsSchema.parse(valid)).toEqual(valid);
  });
  it('names the failing field in each message', () => {
    expect(messages({ ...valid, cardNumber: '4111111111111112' })).toEqual([
      'cardNumber: cardNumber is not a valid card number',
    ]);
    expect(messages({ ...valid, cardExpiry: '13/27' })[0]).toMatch(/^cardExpiry: cardExpiry must be/);
    expect(messages({ ...valid, cardCvv: '12' })[0]).toBe('cardCvv: cardCvv must be 3 or 4 digits');
    expect(messages({ ...valid, cardName: '  ' })).toEqual(['cardName: cardName is required']);
    expect(messages({ ...valid, amount: 932.7 })).toEqual(['amount: amount must be integer minor units']);
  });
  it('checks the CVC length against the brand', () => {
    expect(messages({ ...valid, cardCvv: '1234' })).toEqual([
      'cardCvv: cardCvv has the wrong length for the card brand',
    ]);
    expect(messages({ ...valid, cardNumber: '378282246310005', cardCvv: '1234' })).toEqual([]);
  });
});

describe('CardTokenSchema', () => {
  it('accepts a token with brand and last four digits only', () => {
    const token = { token: 'tok_1', brand: 'visa', lastFour: '1111', cardExpiry: '04/2027', cardName: 'Ana' };
    expect(CardTokenSchema.parse(token)).toEqual(token);
  });
  it('refuses a full card number in place of the last four', () => {
    const result = CardTokenSchema.safeParse({
      token: 't',
      brand: 'visa',
      lastFour: '4111111111111111',
      cardExpiry: '04/27',
      cardName: 'Ana',
    });
    expect(result.error?.issues[0]?.message).toBe('lastFour must be 4 digits');
  });
});
