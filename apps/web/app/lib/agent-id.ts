import type { SessionStartResponseSchema } from '@travel/contract/visitor';
import { parse } from 'cookie';
import { type ApiClient, unchecked } from './api-client';
import { useVisitorStore } from './visitor.store';

/**
 * The API's HttpOnly cookie with the visitor's agentId. Cookies ignore ports, so when the web app and
 * the API share a host (development) the web server receives it too; otherwise it is simply absent.
 */
export const AGENT_ID_COOKIE_NAME = 'agent_id';
/** AgentIdSchema's format; whether the API issued the id, only the API can tell. */
const AGENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The agentId in a request's Cookie header, if there is a well-formed one. Parsed by `cookie`, the
 * parser React Router's `createCookie` wraps: `createCookie` itself reads only values it wrote
 * (base64 JSON), never the API's plain one.
 */
export function readAgentId(cookieHeader: string | null | undefined): string | null {
  const value = parse(cookieHeader ?? '')[AGENT_ID_COOKIE_NAME];
  return value !== undefined && AGENT_ID_PATTERN.test(value) ? value : null;
}

let pending: Promise<string> | null = null;

/**
 * The visitor's agentId, which only the API issues (ARCHITECTURE §6). The first caller of a page load
 * starts the session (POST /user/session/start with the API's cookie, which keeps the id across
 * visits); later callers wait for that answer. The id lives in memory (the visitor store), where no
 * script can plant another. After a failure the next call asks again. Browser only.
 */
export function whenAgentIdReady(api: ApiClient): Promise<string> {
  if (typeof window === 'undefined') return Promise.reject(new Error('whenAgentIdReady runs in the browser'));
  pending ??= api
    // Unchecked: every page starts the session, and most pages ship no zod.
    .post('/user/session/start', {
      json: {},
      credentials: 'include',
      schema: unchecked<typeof SessionStartResponseSchema>(),
    })
    .then(({ data }) => {
      useVisitorStore.getState().setAgentId(data.agentId);
      return data.agentId;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
