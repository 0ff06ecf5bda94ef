import { PaymentMethodIdSchema } from '@travel/contract/payment';
import { z } from 'zod';

/** The payment section's fields as posted (radio `paymentMethod`, select `instalments`); the API re-checks both. */
const PaymentChoiceSchema = z.object({
  paymentMethod: PaymentMethodIdSchema.optional().catch(undefined),
  instalments: z.coerce.number().int().min(1).max(48).optional().catch(undefined),
});
export type PaymentChoice = z.infer<typeof PaymentChoiceSchema>;

/** What the traveller picked: only a card carries instalments; nothing picked is one card payment. */
export function readPaymentChoice(formData: FormData): PaymentChoice {
  const picked = PaymentChoiceSchema.parse({
    paymentMethod: formData.get('paymentMethod') ?? undefined,
    instalments: formData.get('instalments') || undefined,
  });
  const method = picked.paymentMethod ?? 'card';
  return {
    paymentMethod: method,
    ...(method === 'card' && picked.instalments && picked.instalments > 1
      ? { instalments: picked.instalments }
      : {}),
  };
}

/**
 * Pagar with script: whether the form pays by Pix, voucher or PSE, which need no card typed in the
 * page (FormData includes the picker's fields, which belong to the form through `form=`).
 */
export function isLocalMethodChosen(form: HTMLFormElement): boolean {
  return readPaymentChoice(new FormData(form)).paymentMethod !== 'card';
}
