import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/**
 * SHA-256 digests of the payment MAC secrets once written in this repository (the old development
 * default and test value): anyone can forge a paid return with them, so they are refused everywhere.
 * Kept as digests so the repository no longer carries the values themselves.
 */
const PUBLISHED_PAYMENT_MAC_SECRET_DIGESTS: ReadonlySet<string> = new Set([
  '241b629d83523c4ffc00613b6aa680b8e29d7372cd986a5b72df5a32fe18898d',
  '2a91ddca9aa4965e7b1e581ca7756efe162c08eac4d853b36c85d8b2d8662288',
]);
const isPublishedSecret = (value: string) =>
  PUBLISHED_PAYMENT_MAC_SECRET_DIGESTS.has(createHash('sha256').update(value).digest('hex'));

const portSchema = z.coerce.number().int().min(1).max(65_535);

export const ApiConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  API_PORT: portSchema.default(4000),
  /** Where the browser reaches the API; used for links the API hands out (payment page). */
  API_PUBLIC_URL: z.url().default('http://localhost:4000'),
  /** The one origin allowed by CORS: the web app. */
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
  /** PostgreSQL server; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * API processes on one port (node:cluster), each a whole replica: on PostgreSQL set it to the
   * machine's cores (decision 030). PGlite lives in one process, so it needs 1.
   */
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits, geolocation):
   * false (default: the socket's address), true, or the proxies' addresses/CIDRs (`loopback`,
   * `10.0.0.0/8`). Fastify no longer honours hop counts, so only addresses can be trusted selectively.
   * Trusting every proxy would let any client pick its own address and dodge rate limits.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string => {
      if (value === 'false') return false;
      if (value === 'true') return true;
      return value;
    }),
  /**
   * Shared secret of the payment gateway: signs (sandbox) and checks (API) the return MAC. Required in
   * production; elsewhere, when unset, the API generates one under DATA_DIR (load-payment-mac-secret.ts).
   */
  PAYMENT_MAC_SECRET: z
    .string()
    .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes (openssl rand -hex 32)')
    .refine(
      (value) => !isPublishedSecret(value),
      'is a value published in the repository: set your own (openssl rand -hex 32)',
    )
    .optional(),
  /**
   * Signs (sandbox gateway) and checks (API) payment notifications (decision 017). Required in
   * production; elsewhere, when unset, generated under DATA_DIR like PAYMENT_MAC_SECRET.
   */
  PAYMENT_NOTIFICATION_SECRET: z
    .string()
    .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes (openssl rand -hex 32)')
    .optional(),
  /**
   * Flight results pages made in a worker thread (decision 031), with the built-in supplier: the
   * API's thread goes on answering while a search is computed. false: in the API's thread.
   */
  SEARCH_WORKER_THREAD: z.stringbool().default(true),
  /** Test-only API routes (e2e): e.g. letting a cash voucher expire now. Never in production. */
  ENABLE_TEST_ROUTES: z.stringbool().default(false),
  /** SMTP server for mail (smtp://user:pass@host:587); unset: .eml files under DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Andariego <reservas@andariego.example>'),
  /** Bearer token of the reports (GET /reports/attribution); unset: the reports are not served. */
  REPORTS_TOKEN: z
    .string()
    .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes (openssl rand -hex 32)')
    .optional(),
  /** Where the contact and enquiry forms (POST /mail/send) are delivered. */
  CONTACT_INBOX: z.email().default('contacto@andariego.example'),
  /**
   * A Drupal site that serves the content (JSON:API and the decoupled router); unset: the built-in
   * content files of the repository, loaded into the database at start.
   */
  CRM_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The flight supplier: the offline built-in inventory, or Amadeus Self-Service. */
  FLIGHT_SUPPLIER: z.enum(['builtin', 'amadeus']).default('builtin'),
  /** Amadeus Self-Service API key and secret; required when FLIGHT_SUPPLIER=amadeus. */
  AMADEUS_CLIENT_ID: z.string().min(1).optional(),
  AMADEUS_CLIENT_SECRET: z.string().min(1).optional(),
  /** Amadeus environment: test.api.amadeus.com or api.amadeus.com. */
  AMADEUS_HOSTNAME: z.enum(['test', 'production']).default('test'),
  /** A custom Amadeus endpoint (a proxy, a fake server) instead of AMADEUS_HOSTNAME. */
  AMADEUS_HOST: z.string().min(1).optional(),
  AMADEUS_PORT: portSchema.optional(),
  AMADEUS_SSL: z.stringbool().optional(),
});
export type ApiConfig = z.infer<typeof ApiConfigSchema> & { dataDir: string };

/** Rules across variables; each message names the variable to set. */
const ApiConfigRulesSchema = ApiConfigSchema.superRefine((config, context) => {
  if (config.NODE_ENV === 'production' && config.PAYMENT_MAC_SECRET === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_MAC_SECRET'],
      message: 'is required when NODE_ENV=production (openssl rand -hex 32)',
    });
  }
  if (config.NODE_ENV === 'production' && config.PAYMENT_NOTIFICATION_SECRET === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_NOTIFICATION_SECRET'],
      message: 'is required when NODE_ENV=production (openssl rand -hex 32)',
    });
  }
  if (config.API_WORKERS > 1 && config.DATABASE_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['API_WORKERS'],
      message: 'above 1 needs DATABASE_URL: the embedded database (PGlite) lives in one process',
    });
  }
  if (config.NODE_ENV === 'production' && config.ENABLE_TEST_ROUTES) {
    context.addIssue({ code: 'custom', path: ['ENABLE_TEST_ROUTES'], message: 'must be off in production' });
  }
  if (config.FLIGHT_SUPPLIER !== 'amadeus') return;
  for (const name of ['AMADEUS_CLIENT_ID', 'AMADEUS_CLIENT_SECRET'] as const) {
    if (!config[name]) {
      context.addIssue({ code: 'custom', path: [name], message: 'is required when FLIGHT_SUPPLIER=amadeus' });
    }
  }
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the API's configuration from the environment. A bad value stops start-up with a message that
 * names the variable, so a mistyped deployment fails loudly instead of half-working.
 */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ApiConfigRulesSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
