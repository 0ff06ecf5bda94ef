import { parseWithZod } from '@conform-to/zod/v4';
import { buildContactFormSchema } from './contact-form.schemas';

/**
 * The contact form's browser checks (zod and the phone numbers' metadata, ~70 KB compressed):
 * contact-form.tsx loads this module on the visitor's first touch, key or focus, not with the page.
 */
export function checkContactForm(formData: FormData, departureDates: readonly string[] | undefined) {
  return parseWithZod(formData, { schema: buildContactFormSchema(departureDates) });
}
