import { type ApiClient, createApiClient } from './api-client';
import { getWebEnv } from './env.server';

let serverClient: ApiClient | undefined;

/** The API as the web server reaches it (API_INTERNAL_URL). */
export function getServerApiClient(): ApiClient {
  serverClient ??= createApiClient({ baseUrl: getWebEnv().apiInternalUrl });
  return serverClient;
}
