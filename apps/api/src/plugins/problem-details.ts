import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  ERROR_CATALOGUE,
  type ErrorCode,
  type Problem,
  type ProblemFieldError,
  portugueseTitle,
} from '@travel/domain/problem';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

const PROBLEM_TYPE_BASE = 'https://errors.viajes.example/';

/** The methods the API's routes use, in the order an Allow header lists them. */
const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Fastify's own client-error codes, each mapped to one catalogue code. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/** The catalogue's part of a problem: what every answer for `code` shares. */
function catalogueProblem(code: ErrorCode): Problem {
  const entry = ERROR_CATALOGUE[code];
  return {
    type: `${PROBLEM_TYPE_BASE}${code.toLowerCase().replaceAll('_', '-')}`,
    title: entry.en,
    status: entry.status,
    code,
    titles: { es: entry.es, en: entry.en, pt: portugueseTitle(code, entry.es) },
  };
}

export function buildProblem(
  code: ErrorCode,
  request: FastifyRequest,
  extra: { detail?: string; errors?: ProblemFieldError[]; reference?: string; cart?: Problem['cart'] } = {},
): Problem {
  return {
    ...catalogueProblem(code),
    ...(extra.detail === undefined ? {} : { detail: extra.detail }),
    instance: request.url.split('?')[0] ?? request.url,
    ...(extra.errors === undefined ? {} : { errors: extra.errors }),
    ...(extra.reference === undefined ? {} : { reference: extra.reference }),
    ...(extra.cart === undefined ? {} : { cart: extra.cart }),
  };
}

function sendProblem(reply: FastifyReply, problem: Problem) {
  return reply.code(problem.status).type('application/problem+json; charset=utf-8').send(problem);
}

function validationErrors(error: FastifyError): ProblemFieldError[] {
  const context = error.validationContext === 'body' ? '' : `${error.validationContext ?? 'request'}.`;
  return (error.validation ?? []).map((issue) => {
    const dotted = issue.instancePath.split('/').filter(Boolean).join('.');
    return {
      path: `${context}${dotted}` || (error.validationContext ?? 'body'),
      message: issue.message ?? '',
    };
  });
}

/**
 * A 5xx in the log: what failed and where (the request id comes with `request.log`), never the body.
 * The error itself goes through the logger's `err` serializer, which leaves out SQL parameters.
 */
function logFailure(request: FastifyRequest, error: Error, code: ErrorCode, message: string) {
  const route = request.routeOptions.url;
  const status = ERROR_CATALOGUE[code].status;
  request.log.error({ err: error, code, route, method: request.method, status }, message);
}

/** Node's parser and timeout errors, raised on the socket before Fastify has a request. */
const SOCKET_ERRORS: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
};

/**
 * Fastify's `clientErrorHandler`: a client too slow to send its request (the server timeouts) or one
 * that sends what HTTP cannot parse gets problem+json like every other error, then the socket closes.
 * Fastify's default wrote its own JSON shape here.
 */
export function clientErrors(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = SOCKET_ERRORS[error.code ?? ''] ?? 'MALFORMED_REQUEST';
  const problem = catalogueProblem(code);
  const body = JSON.stringify(problem);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/problem+json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Errors the router raises before any hook or handler runs (a malformed URL, a path parameter past
 * its length limit): Fastify hands them to this constructor option instead of the error handler.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'MALFORMED_REQUEST';
  return sendProblem(reply, buildProblem(code, request));
}

/**
 * Turns every error into application/problem+json. Clients get a 4xx for what they sent; a 5xx never
 * carries its message or stack, which are logged instead.
 */
export const problemDetailsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((request, reply) => {
      const detail = `${request.method} ${request.url}`;
      // An address that exists under other methods is a 405 naming them (RFC 9110 §15.5.6), not a
      // 404 that says it does not exist. OPTIONS is left out: CORS answers it on every path.
      const path = request.url.split('?')[0] ?? '';
      const allowed = ROUTE_METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
      if (allowed.length === 0)
        return sendProblem(reply, buildProblem('ROUTE_NOT_FOUND', request, { detail }));
      reply.header('allow', allowed.join(', '));
      return sendProblem(reply, buildProblem('METHOD_NOT_ALLOWED', request, { detail }));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) logFailure(request, error, error.code, 'service error');
        return sendProblem(
          reply,
          buildProblem(error.code, request, {
            ...(error.status < 500 ? { detail: error.message } : {}),
            ...(error.errors ? { errors: error.errors } : {}),
            ...(error.reference ? { reference: error.reference } : {}),
            ...(error.cart ? { cart: error.cart } : {}),
          }),
        );
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return sendProblem(
          reply,
          buildProblem('VALIDATION_FAILED', request, { errors: validationErrors(error) }),
        );
      }
      const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (mapped) return sendProblem(reply, buildProblem(mapped, request, { detail: error.message }));
      if (error.statusCode === 429) return sendProblem(reply, buildProblem('RATE_LIMITED', request));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendProblem(reply, buildProblem('MALFORMED_REQUEST', request, { detail: error.message }));
      }
      logFailure(request, error, 'INTERNAL_ERROR', 'unhandled error');
      return sendProblem(reply, buildProblem('INTERNAL_ERROR', request));
    });
  },
  { name: 'problem-details' },
);
