import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { type ApiClient, createApiClient } from './api-client';

const clients = new Map<string, ApiClient>();

/** The API as the browser reaches it (API_PUBLIC_URL, handed over by the root loader). */
export function getBrowserApiClient(baseUrl: string): ApiClient {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createApiClient({ baseUrl });
    clients.set(baseUrl, client);
  }
  return client;
}

export function useApiClient(): ApiClient {
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const baseUrl = rootData?.apiPublicUrl ?? 'http://localhost:4000';
  return useMemo(() => getBrowserApiClient(baseUrl), [baseUrl]);
}
