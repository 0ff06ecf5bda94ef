import { z } from 'zod';

const HttpUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));

const WebEnvSchema = z
  .object({
    API_PUBLIC_URL: HttpUrlSchema.default('http://localhost:4000'),
    API_INTERNAL_URL: HttpUrlSchema.optional(),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    SITE_URL: HttpUrlSchema.optional(),
    ENABLE_TEST_ROUTES: z.enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' }).optional(),
    /**
     * A Google Tag Manager container (spec §9: off by default). Even when set, it loads only in a
     * browser whose visitor accepted marketing cookies and sends no privacy signal.
     */
    TAG_MANAGER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Tag Manager container id such as GTM-ABC1234')
      .optional(),
    /** Signs the contact form's start time; shared by every web replica (one process draws its own). */
    FORM_SIGNING_SECRET: z
      .string()
      .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes (openssl rand -hex 32)')
      .optional(),
  })
  .transform((env) => ({
    apiPublicUrl: env.API_PUBLIC_URL,
    // The server may reach the API on a private address; by default it uses the public one.
    apiInternalUrl: env.API_INTERNAL_URL ?? env.API_PUBLIC_URL,
    port: env.PORT,
    // Canonical and hreflang links use this, never the request's Host header, so a forged
    // header cannot end up in a cached page.
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    enableTestRoutes: env.ENABLE_TEST_ROUTES === '1' || env.ENABLE_TEST_ROUTES === 'true',
    formSigningSecret: env.FORM_SIGNING_SECRET,
    tagManagerId: env.TAG_MANAGER_ID ?? null,
  }));

export type WebEnv = z.infer<typeof WebEnvSchema>;

export class WebEnvError extends Error {
  override name = 'WebEnvError';
}

/** Validates the web server's environment; throws a WebEnvError naming every bad variable. */
export function parseWebEnv(env: Record<string, string | undefined>): WebEnv {
  // An empty variable (`PORT=`) means "not set", as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = WebEnvSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new WebEnvError(`Invalid web environment: ${problems.join('; ')}`);
}

let cachedEnv: WebEnv | undefined;

/** The validated environment of this process, parsed once. */
export function getWebEnv(): WebEnv {
  cachedEnv ??= parseWebEnv(process.env);
  return cachedEnv;
}

/** Called when the server build loads: a bad variable stops the process before it serves anything. */
export function loadWebEnvOrExit(): WebEnv {
  try {
    return getWebEnv();
  } catch (error) {
    if (!(error instanceof WebEnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
