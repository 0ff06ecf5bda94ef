import { z } from 'zod';
import { CurrencyCodeSchema } from '../money/currency.schemas.ts';
import { CARD_BRANDS, detectCardBrand } from './card-brands.ts';
import { validateCardNumber, validateCvc } from './card-validation.ts';

const CardExpiryTextSchema = z
  .string({ error: 'cardExpiry is required' })
  .regex(/^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/, {
    error: 'cardExpiry must be MM / YY, MM/YY or MM/YYYY with a month from 1 to 12',
  });

/**
 * Spec §3 payment details as typed on the card form. Only the gateway's tokenization endpoint may
 * receive this shape; whether the expiry is still in the future needs a clock: `validateCardExpiry`.
 */
export const PaymentDetailsSchema = z
  .object({
    cardNumber: z
      .string({ error: 'cardNumber is required' })
      .refine((v) => validateCardNumber(v).valid, { error: 'cardNumber is not a valid card number' }),
    cardExpiry: CardExpiryTextSchema,
    cardCvv: z
      .string({ error: 'cardCvv is required' })
      .regex(/^\d{3,4}$/, { error: 'cardCvv must be 3 or 4 digits' }),
    cardName: z
      .string({ error: 'cardName is required' })
      .trim()
      .min(1, { error: 'cardName is required' })
      .max(255, { error: 'cardName must be at most 255 characters' }),
    amount: z.number({ error: 'amount is required' }).int({ error: 'amount must be integer minor units' }),
    currency: CurrencyCodeSchema,
    transactionId: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (!validateCvc(value.cardCvv, detectCardBrand(value.cardNumber))) {
      ctx.addIssue({
        code: 'custom',
        path: ['cardCvv'],
        message: 'cardCvv has the wrong length for the card brand',
      });
    }
  });
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;

/** What create-payment-info carries once the gateway has tokenized the card (architecture §5). */
export const CardTokenSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, { error: 'token is required' }),
  brand: z.enum(CARD_BRANDS, { error: 'brand must be a known card brand' }),
  lastFour: z
    .string({ error: 'lastFour is required' })
    .regex(/^\d{4}$/, { error: 'lastFour must be 4 digits' }),
  cardExpiry: CardExpiryTextSchema,
  cardName: z.string({ error: 'cardName is required' }).trim().min(1, { error: 'cardName is required' }),
});
export type CardToken = z.infer<typeof CardTokenSchema>;
