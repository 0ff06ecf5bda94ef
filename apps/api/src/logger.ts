import type { FastifyServerOptions } from 'fastify';

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

export function createLoggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
