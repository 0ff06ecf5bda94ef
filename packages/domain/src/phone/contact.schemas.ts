import { z } from 'zod';
import { isPhoneCountry, validatePhone } from './phone-validation.ts';

/** Spec §3 contact info: the number as typed plus the picker's ISO country code. */
export const ContactInfoSchema = z
  .object({
    contactNumber: z
      .string({ error: 'contactNumber is required' })
      .min(1, { error: 'contactNumber is required' }),
    countryCode: z
      .string({ error: 'countryCode is required' })
      .refine(isPhoneCountry, { error: 'countryCode must be an ISO 3166 country code with a phone plan' }),
  })
  .superRefine((value, ctx) => {
    if (!isPhoneCountry(value.countryCode)) return;
    if (!validatePhone(value.contactNumber, { defaultCountry: value.countryCode }).valid) {
      ctx.addIssue({
        code: 'custom',
        path: ['contactNumber'],
        message: 'contactNumber is not a valid phone number for its country',
      });
    }
  });
export type ContactInfo = z.infer<typeof ContactInfoSchema>;
