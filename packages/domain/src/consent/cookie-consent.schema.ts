import { z } from 'zod';
import type { CookieConsent } from './cookie-consent.ts';

/**
 * The decision as a zod schema, for code that validates one from outside. Its own module: the pages
 * that read the consent cookie ship no zod (the package has no side effects, so an unused module drops).
 */
export const CookieConsentSchema: z.ZodType<CookieConsent> = z.object({
  essential: z.literal(true),
  performance: z.boolean(),
  marketing: z.boolean(),
  consentedAt: z.number().int().nullable(),
});
