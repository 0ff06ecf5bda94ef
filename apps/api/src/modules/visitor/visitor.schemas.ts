import { z } from 'zod';

/** The random first-party id the web app keeps in a cookie (ARCHITECTURE §6), never a fingerprint. */
export const AgentIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'agentId may hold letters, digits, - and _ only');

export const SessionStartBodySchema = z.object({ agentId: AgentIdSchema }).strict();

export const SessionStartResponseSchema = z.object({
  data: z.object({
    agentId: z.string(),
    sessionsStarted: z.number().int(),
    firstSeenAt: z.string(),
  }),
});

export const VisitorLocationSchema = z.object({
  /** False when the address is private or unknown and the defaults were used. */
  detected: z.boolean(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
  /** A currency of the allowed list (spec §9): the country's own when allowed, otherwise USD. */
  currencyCode: z.string(),
  currencyName: z.string(),
  flag: z.string(),
  /** The country's main airport: coarse on purpose, enough to suggest an origin. */
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type VisitorLocation = z.infer<typeof VisitorLocationSchema>;

export const VisitorLocationResponseSchema = z.object({ data: VisitorLocationSchema });
export const VisitorLocationQuerySchema = z.object({ lang: z.enum(['es', 'en']).default('es') });
