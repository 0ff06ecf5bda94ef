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
export type TokenizeCardBody = z.infer<typeof TokenizeCardBodySchema>;

export const TokenizeCardResponseSchema = z.object({
  token: z.string(),
  brand: z.string(),
  lastFour: z.string(),
  /** 'MM/YY'. */
  expiry: z.string(),
});
export type TokenizeCardResponse = z.infer<typeof TokenizeCardResponseSchema>;

/**
 * The card form of the hosted page (urlencoded), for an order opened without a token. A field left
 * out counts as empty, so the page can name it; lengths are the inputs' own limits with room for spaces.
 */
export const HostedCardBodySchema = z.object({
  cardNumber: z.string().max(30, { error: 'cardNumber is too long' }).default(''),
  cardExpiry: z.string().max(12, { error: 'cardExpiry is too long' }).default(''),
  cardCvv: z.string().max(6, { error: 'cardCvv is too long' }).default(''),
  cardName: z.string().max(255, { error: 'cardName is too long' }).default(''),
});
export type HostedCardBody = z.infer<typeof HostedCardBodySchema>;

export const CartParamsSchema = z.object({ cartId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
export type CartParams = z.infer<typeof CartParamsSchema>;
