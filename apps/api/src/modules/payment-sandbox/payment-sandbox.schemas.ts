import { z } from 'zod';

/**
 * The card as typed, sent by the browser straight to the gateway's tokenizer. Only lengths are
 * checked here; the card rules run in the gateway, and no message ever repeats a value.
 */
export const TokenizeCardBodySchema = z.object({
  cardNumber: z.string({ error: 'cardNumber is required' }).max(30, { error: 'cardNumber is too long' }),
  cardExpiry: z.string({ error: 'cardExpiry is required' }).max(12, { error: 'cardExpiry is too long' }),
  cardCvv: z.string({ error: 'cardCvv is required' }).max(6, { error: 'cardCvv is too long' }),
  cardName: z.string({ error: 'cardName is required' }).max(255, { error: 'cardName is too long' }),
});

export const TokenizeCardResponseSchema = z.object({
  token: z.string(),
  brand: z.string(),
  lastFour: z.string(),
  /** 'MM/YY'. */
  expiry: z.string(),
});

export const CartParamsSchema = z.object({ cartId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
