import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getWebEnv } from '../../lib/env.server';

/** A person takes longer than this to fill in the form; a robot posting at once does not. */
export const MIN_FILL_TIME_MS = 3_000;
/** A form served longer ago than this is served again: an old token cannot be replayed for ever. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * FORM_SIGNING_SECRET, shared by every web replica. Unset (one process on a laptop), each process
 * draws its own: a form served before a restart then reads as expired and the visitor is asked to send
 * it again, with a token of the process that answered.
 */
let processSecret: Buffer | undefined;
function getProcessSecret(): Buffer {
  const configured = getWebEnv().formSigningSecret;
  processSecret ??= configured ? Buffer.from(configured) : randomBytes(32);
  return processSecret;
}

function sign(issuedAt: number, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest();
}

/** `<ms since epoch>.<HMAC-SHA256 of it, base64url>`: when the form was served, and proof of it. */
export function issueFormStartToken(now: Date, secret: Buffer = getProcessSecret()): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${sign(issuedAt, secret).toString('base64url')}`;
}

export type FormStartCheck = {
  /** tooFast: sent sooner than MIN_FILL_TIME_MS after it was served; expired: forged, unknown or too old. */
  status: 'ok' | 'tooFast' | 'expired';
  /** The token the form goes on with: the same one while it holds, a new one when it does not. */
  token: string;
};

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** Checks a posted token's signature and how long ago its form was served. */
export function checkFormStartToken(
  value: unknown,
  now: Date,
  secret: Buffer = getProcessSecret(),
): FormStartCheck {
  const expired = (): FormStartCheck => ({ status: 'expired', token: issueFormStartToken(now, secret) });
  const match = typeof value === 'string' ? TOKEN.exec(value) : null;
  if (!match?.[1] || !match[2]) return expired();
  const issuedAt = Number(match[1]);
  if (!timingSafeEqual(Buffer.from(match[2], 'base64url'), sign(issuedAt, secret))) return expired();
  const elapsed = now.getTime() - issuedAt;
  if (elapsed > MAX_FORM_AGE_MS) return expired();
  return { status: elapsed < MIN_FILL_TIME_MS ? 'tooFast' : 'ok', token: match[0] };
}
