import { z } from 'zod';
import { SiteLocaleSchema } from './locale.schemas.ts';

/**
 * The visitor's id, issued by POST /user/session/start (agent-id.ts), never a fingerprint. Only its
 * format is checked here; the agent-id guard refuses an id the API did not issue.
 */
export const AgentIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'agentId may hold letters, digits, - and _ only');
export type AgentId = z.infer<typeof AgentIdSchema>;

/** An agentId here is only a hint: kept when the API issued it, replaced otherwise. */
export const SessionStartBodySchema = z.object({ agentId: AgentIdSchema.optional() }).strict();
export type SessionStartBody = z.infer<typeof SessionStartBodySchema>;

export const SessionStartResponseSchema = z.object({
  data: z.object({
    agentId: z.string(),
    sessionsStarted: z.number().int(),
    firstSeenAt: z.string(),
  }),
});
export type SessionStartResponse = z.infer<typeof SessionStartResponseSchema>;

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
export type VisitorLocationResponse = z.infer<typeof VisitorLocationResponseSchema>;

export const VisitorLocationQuerySchema = z.object({ lang: SiteLocaleSchema.default('es') });
export type VisitorLocationQuery = z.infer<typeof VisitorLocationQuerySchema>;

/** How a consent decision was given: the banner's three paths, the preferences form, or a privacy signal. */
export const ConsentMethodSchema = z.enum(['accept_all', 'reject_all', 'choose', 'privacy_signal']);
export type ConsentMethod = z.infer<typeof ConsentMethodSchema>;

/**
 * POST /visitor/consent: one cookie decision, recorded for the audit trail (ARCHITECTURE §6, LGPD art. 8:
 * the controller proves consent). Essential cookies are not a choice, so they are not sent.
 */
export const ConsentRecordBodySchema = z
  .object({
    performance: z.boolean(),
    marketing: z.boolean(),
    method: ConsentMethodSchema,
    /** The policy version the banner showed (CONSENT_POLICY_VERSION). */
    policyVersion: z.string().regex(/^[0-9-]{1,20}$/),
    /** The browser sent Global Privacy Control or Do Not Track. */
    privacySignal: z.boolean().default(false),
  })
  .strict();
export type ConsentRecordBody = z.infer<typeof ConsentRecordBodySchema>;

export const ConsentRecordResponseSchema = z.object({
  data: z.object({
    id: z.string(),
    agentId: z.string(),
    performance: z.boolean(),
    /** Off whenever a privacy signal was sent, whatever the body said. */
    marketing: z.boolean(),
    recordedAt: z.string(),
  }),
});
export type ConsentRecordResponse = z.infer<typeof ConsentRecordResponseSchema>;
