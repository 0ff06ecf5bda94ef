import { type ContactMessage, type EnquirySubject, VISIBLE_TEXT } from '@travel/contract/contact';
import {
  type CountryCode,
  isPhoneCountry,
  PHONE_INPUT_MAX_LENGTH,
  validatePhone,
} from '@travel/domain/phone';
import { z } from 'zod';
import type { Locale } from '../../lib/locale';
import { BEST_TIMES_TO_REACH, CONTACT_FIELD_ORDER, CONTACT_LIMITS } from './contact-form-fields';

const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .regex(VISIBLE_TEXT, { error: 'required' });

/**
 * The contact form as posted, checked the same way in the browser (Conform, before sending) and on
 * the server (the action, whatever the browser did): every field required, the e-mail as the API
 * reads it and the phone valid for the picker's country by the domain's phone rules. Errors are keys.
 */
export function buildContactFormSchema(departureDates: readonly string[] = []) {
  return z
    .object({
      // One line, as the API takes it: line breaks or control characters a forged post sends become spaces.
      name: requiredText(CONTACT_LIMITS.name).transform((name) => name.replace(/[\p{Cc}\s]+/gu, ' ')),
      email: z
        .string({ error: 'required' })
        .trim()
        .max(CONTACT_LIMITS.email, { error: 'email' })
        .pipe(z.email({ error: 'email' })),
      countryCode: z.string({ error: 'country' }).refine(isPhoneCountry, { error: 'country' }),
      phone: z.string({ error: 'phone' }).trim().max(PHONE_INPUT_MAX_LENGTH, { error: 'phone' }),
      bestTimeToReach: z.enum(BEST_TIMES_TO_REACH, { error: 'required' }).default('any'),
      message: requiredText(CONTACT_LIMITS.message),
      /** Enquiries: one of the offered departure dates, or none ("not sure yet"). */
      departureDate: z
        .string()
        .refine((date) => departureDates.includes(date), { error: 'departure' })
        .optional(),
    })
    .refine((form) => validatePhone(form.phone, { defaultCountry: form.countryCode as CountryCode }).valid, {
      path: ['phone'],
      error: 'phone',
      // Also when another field is missing, so every error shows at once; not without a phone and a
      // country of the picker (those have their own message already).
      when: ({ value }) => {
        const form = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
        return (
          typeof form.phone === 'string' &&
          form.phone.length <= PHONE_INPUT_MAX_LENGTH &&
          typeof form.countryCode === 'string' &&
          isPhoneCountry(form.countryCode)
        );
      },
    });
}

/**
 * The contact page's form (no departure dates offered, so none is accepted).
 */
export const ContactFormSchema = buildContactFormSchema();
export type ContactForm = z.infer<typeof ContactFormSchema>;

// Every field the page orders is one the schema checks.
CONTACT_FIELD_ORDER satisfies readonly (keyof ContactForm)[];

/** What an enquiry form is about, known to the page (never taken from the visitor's form). */
export type EnquiryTopic = Omit<EnquirySubject, 'departureDate'>;

/**
 * What POST /mail/send takes for a checked form: the phone written internationally, with its country
 * code; an enquiry names its topic and the departure the visitor chose.
 */
export function toContactMessage(form: ContactForm, locale: Locale, topic?: EnquiryTopic): ContactMessage {
  const phone = validatePhone(form.phone, { defaultCountry: form.countryCode as CountryCode });
  return {
    kind: topic ? 'enquiry' : 'contact',
    ...(topic
      ? { about: { ...topic, ...(form.departureDate ? { departureDate: form.departureDate } : {}) } }
      : {}),
    name: form.name,
    email: form.email,
    phone: phone.valid ? phone.international : form.phone,
    bestTimeToReach: form.bestTimeToReach,
    message: form.message,
    locale,
  };
}
