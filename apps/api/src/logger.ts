import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { AppError } from './errors.ts';

const CARD_FIELDS = ['cardNumber', 'cardCvv', 'cardCvc', 'cvc', 'cvv', 'pan', 'cardExpiry'];

/** Card data must never reach a log line, wherever it sits in a logged object. */
export const REDACTED_PATHS = [
  ...CARD_FIELDS.flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
    `*.*.*.${field}`,
    `req.body.${field}`,
  ]),
  'req.headers.authorization',
];

/** How many causes of an error are followed (Drizzle's error wraps the driver's). */
const MAX_CAUSES = 3;
const NOT_LOGGED = '[not logged: it may quote request data]';

/** The stack's frames without the message in front of them, which any text could have forged. */
function stackFrames(error: Error): string {
  const at = error.stack?.indexOf(error.message) ?? -1;
  return at < 0 ? '' : (error.stack?.slice(at + error.message.length).trim() ?? '');
}

/** What the log keeps of an error: the shape Fastify asks of an `err` serializer. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * pino's `err` serializer. A database or driver error's message and properties quote SQL parameters
 * and values (Drizzle's "Failed query: … params: …", PostgreSQL's "Failing row contains (…)"), that is
 * names, e-mails, phones and mail bodies: only the error's type, code (SQLSTATE, Node or Fastify code),
 * constraint name and stack frames are logged. An AppError's message is written by us and kept.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: NOT_LOGGED, stack: '' };
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return {
    type: error.constructor.name,
    message: error instanceof AppError ? error.message : NOT_LOGGED,
    stack: stackFrames(error),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    // PostgreSQL names the constraint a row broke: a name from the schema, never a value.
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSES
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** The API's pino options; `stream` (stdout by default) lets a test read what is logged. */
export function createLoggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
