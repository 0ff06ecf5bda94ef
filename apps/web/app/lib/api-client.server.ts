import { type ApiClient, createApiClient } from './api-client';
import { getWebEnv } from './env.server';

let serverClient: ApiClient | undefined;

/**
 * The API as the web server reaches it (API_INTERNAL_URL), on behalf of the visitor whose request
 * this is: their address (set by our web server, never taken from the visitor) goes along as
 * X-Forwarded-For, so the API's rate limits count per visitor once its TRUST_PROXY names the web servers.
 */
export function getServerApiClient(request?: Request): ApiClient {
  const visitor = request?.headers.get('x-forwarded-for');
  if (visitor) {
    return createApiClient({ baseUrl: getWebEnv().apiInternalUrl, headers: { 'x-forwarded-for': visitor } });
  }
  serverClient ??= createApiClient({ baseUrl: getWebEnv().apiInternalUrl });
  return serverClient;
}
