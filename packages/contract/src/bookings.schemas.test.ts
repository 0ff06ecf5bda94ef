import { toPaymentReturnQuery } from '@travel/domain/payment';
import { describe, expect, it } from 'vitest';
import { CardSuccessBodySchema } from './bookings.schemas.ts';

const AGENT_ID = 'a1b2c3d4e5f6';
const signed = {
  orderKey: 'cart_0123456789',
  paymentStatus: 'AUTHORISED' as const,
  paymentAmount: 123456,
  paymentCurrency: 'USD',
  mac: 'a'.repeat(64),
};

describe('CardSuccessBodySchema', () => {
  it('reads the gateway return as the query string it wrote, with or without the return path', () => {
    const query = toPaymentReturnQuery(signed);
    for (const worldpayResponseData of [query, `?${query}`, `/booking/authorize?${query}`]) {
      expect(CardSuccessBodySchema.parse({ agentId: AGENT_ID, worldpayResponseData })).toMatchObject({
        worldpayResponseData: signed,
      });
    }
  });

  it('reads the gateway return as an object of query values too', () => {
    const values = Object.fromEntries(new URLSearchParams(toPaymentReturnQuery(signed)));
    expect(
      CardSuccessBodySchema.parse({ agentId: AGENT_ID, worldpayResponseData: values }).worldpayResponseData,
    ).toEqual(signed);
  });

  it('refuses a return whose status the gateway never writes', () => {
    const query = toPaymentReturnQuery(signed).replace('AUTHORISED', 'PENDING');
    expect(CardSuccessBodySchema.safeParse({ agentId: AGENT_ID, worldpayResponseData: query }).success).toBe(
      false,
    );
  });
});
