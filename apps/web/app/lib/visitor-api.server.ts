import { SessionStartResponseSchema } from '@travel/contract/visitor';
import { serialize } from 'cookie';
import { AGENT_ID_COOKIE_NAME, readAgentId } from './agent-id';
import { type ApiClient, createApiClient, isApiError } from './api-client';
import { getWebEnv } from './env.server';

/**
 * The API on behalf of one visitor, from a loader or an action: calls go to API_INTERNAL_URL with
 * the visitor's address (X-Forwarded-For, as `getServerApiClient`) and the API's own `agent_id`
 * cookie, and whatever cookie the API sets comes back in `headers` for the page's response. Only the
 * API's cookie is forwarded: the web app's other cookies (language, consent) are none of its business.
 */
export type VisitorApi = {
  api: ApiClient;
  /** Set-Cookie headers the API answered; loaders and actions return them with their answer. */
  headers: Headers;
  /**
   * Runs a call with the visitor's agentId. A visitor without one (first visit, or the cookie lives
   * only on the API's host) gets one from POST /user/session/start; an id the API refuses (issued
   * under another secret) is replaced the same way and the call made once more.
   */
  withAgentId<T>(call: (agentId: string) => Promise<T>): Promise<T>;
};

export function createVisitorApi(request: Request): VisitorApi {
  const headers = new Headers();
  let cookieAgentId = readAgentId(request.headers.get('cookie'));
  // The cookie matters to POST /user/session/start only (every other call names the agentId).
  const forwarded: Record<string, string> = {};
  const visitor = request.headers.get('x-forwarded-for');
  if (visitor) forwarded['x-forwarded-for'] = visitor;
  if (cookieAgentId) forwarded.cookie = serialize(AGENT_ID_COOKIE_NAME, cookieAgentId);

  const api = createApiClient({
    baseUrl: getWebEnv().apiInternalUrl,
    headers: forwarded,
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
      return response;
    },
  });

  let started: Promise<string> | null = null;
  /** The API issues (or recognises) the visitor's id and sets its cookie, which `headers` passes on. */
  function startSession(): Promise<string> {
    started ??= api
      .post('/user/session/start', { json: {}, schema: SessionStartResponseSchema })
      .then(({ data }) => {
        cookieAgentId = data.agentId;
        return data.agentId;
      });
    return started;
  }

  return {
    api,
    headers,
    async withAgentId(call) {
      const agentId = cookieAgentId ?? (await startSession());
      try {
        return await call(agentId);
      } catch (error) {
        if (!isApiError(error, 'AGENT_ID_INVALID') || started) throw error;
        return call(await startSession());
      }
    },
  };
}
