import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export const ProblemFieldErrorSchema = z.object({
  /** Dotted path of the failing field, e.g. `legInfo.0.from`. */
  path: z.string(),
  message: z.string(),
});
export type ProblemFieldError = z.infer<typeof ProblemFieldErrorSchema>;

/** RFC 9457 problem details, with our stable `code` and localised titles. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.enum(ERROR_CODES),
  detail: z.string().optional(),
  instance: z.string().optional(),
  titles: z.object({ es: z.string(), en: z.string(), pt: z.string() }),
  errors: z.array(ProblemFieldErrorSchema).optional(),
  /** The booking the problem is about (e.g. an order that failed after payment), for My Journey. */
  reference: z.string().optional(),
  /**
   * The cart a refused or cancelled payment reopened (card/success's 402, to the cart's own visitor):
   * its product, its key and language, and for a line added to a booking that booking's reference,
   * so the web app sends the traveller back to that product's own page to pay again.
   */
  cart: z
    .object({
      productType: z.string(),
      offerId: z.string(),
      locale: z.string(),
      bookingReference: z.string().optional(),
    })
    .optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;
