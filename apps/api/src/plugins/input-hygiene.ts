import type { ProblemFieldError } from '@travel/domain/problem';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** A lone UTF-16 surrogate (JSON's "\ud800" parses into one); a well-formed pair does not match. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/** Enough to point a client at its mistake without echoing a hostile body back at length. */
const MAX_REPORTED = 20;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it has a lone surrogate)';
  return undefined;
}

interface Node {
  value: unknown;
  key: string | number | undefined;
  parent: Node | undefined;
}

function pathOf(node: Node, prefix: string): string {
  const keys: (string | number)[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return [prefix, ...keys.reverse()].filter((part) => part !== '').join('.') || 'body';
}

/**
 * Every string (values and object keys) in a parsed body, query or params that PostgreSQL would
 * refuse (NUL in text/jsonb) or store as garbage (a lone surrogate). Walked without recursion: a
 * hostile body may nest thousands of levels deep.
 */
export function findIllFormedText(value: unknown, prefix: string): ProblemFieldError[] {
  const problems: ProblemFieldError[] = [];
  const pending: Node[] = [{ value, key: undefined, parent: undefined }];
  while (pending.length > 0 && problems.length < MAX_REPORTED) {
    const node = pending.pop() as Node;
    if (typeof node.value === 'string') {
      const message = textProblem(node.value);
      if (message) problems.push({ path: pathOf(node, prefix), message });
    } else if (Array.isArray(node.value)) {
      for (let index = node.value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: node.value[index], key: index, parent: node });
      }
    } else if (node.value !== null && typeof node.value === 'object') {
      for (const [key, item] of Object.entries(node.value).reverse()) {
        const keyProblem = textProblem(key);
        if (keyProblem) problems.push({ path: pathOf(node, prefix), message: `a key ${keyProblem}` });
        else pending.push({ value: item, key, parent: node });
      }
    }
  }
  return problems;
}

/**
 * One check for every route, before its schema runs: text with a NUL byte or a lone surrogate is a
 * 400 VALIDATION_FAILED naming the field, never a database error.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const errors = [
        ...findIllFormedText(request.params, 'params'),
        ...findIllFormedText(request.query, 'querystring'),
        ...findIllFormedText(request.body, ''),
      ];
      if (errors.length > 0) {
        throw new AppError('VALIDATION_FAILED', {
          detail: 'Text must be well-formed Unicode without NUL characters',
          errors: errors.slice(0, MAX_REPORTED),
        });
      }
    });
  },
  { name: 'input-hygiene' },
);
