import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';

// whenAgentIdReady keeps one request per page load: each test loads a fresh module, as a new page would.
async function load() {
  vi.resetModules();
  const agentIdModule = await import('./agent-id');
  const { useVisitorStore } = await import('./visitor.store');
  return { ...agentIdModule, useVisitorStore };
}

const ISSUED = 'a'.repeat(32) + 'b'.repeat(32);
const started = (agentId = ISSUED) =>
  new Response(
    JSON.stringify({ data: { agentId, sessionsStarted: 1, firstSeenAt: '2026-11-22T12:00:00Z' } }),
    {
      status: 200,
    },
  );

describe('readAgentId', () => {
  it("finds the API's agent_id cookie among others", async () => {
    const { readAgentId } = await load();
    expect(readAgentId(`locale=es; agent_id=${ISSUED}; x=1`)).toBe(ISSUED);
  });

  it('ignores a missing or malformed id, and the old browser-made agentId cookie', async () => {
    const { readAgentId } = await load();
    expect(readAgentId(null)).toBeNull();
    expect(readAgentId('locale=es')).toBeNull();
    expect(readAgentId('agent_id=short')).toBeNull();
    expect(readAgentId('agent_id=has%20space%20in%20it')).toBeNull();
    expect(readAgentId('agentId=0b6f3c1e-8f4d-4a8e-9a53-2f1c7d9e4b10')).toBeNull();
  });

  it('ignores a cookie whose percent-encoding is broken instead of throwing', async () => {
    const { readAgentId } = await load();
    expect(readAgentId(`agent_id=${ISSUED}%E0%A4%A`)).toBeNull();
    expect(readAgentId(`x=%E0%A4%A; agent_id=${ISSUED}`)).toBe(ISSUED);
  });
});

describe('whenAgentIdReady', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: checking that no script-readable id is written.
    document.cookie = 'agentId=; Max-Age=0; Path=/';
  });

  it('asks the API for the id, sending its cookie, and keeps the answer in memory only', async () => {
    const { whenAgentIdReady, useVisitorStore } = await load();
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => started());
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    await expect(whenAgentIdReady(api)).resolves.toBe(ISSUED);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/user/session/start');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{}' });
    expect(useVisitorStore.getState().agentId).toBe(ISSUED);
    expect(document.cookie).not.toContain(ISSUED);
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('starts the session once per page load, however many callers wait for it', async () => {
    const { whenAgentIdReady } = await load();
    const fetch = vi.fn(async () => started());
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    const ids = await Promise.all([whenAgentIdReady(api), whenAgentIdReady(api), whenAgentIdReady(api)]);
    expect(ids).toEqual([ISSUED, ISSUED, ISSUED]);
    await whenAgentIdReady(api);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure', async () => {
    const { whenAgentIdReady } = await load();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(started());
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    await expect(whenAgentIdReady(api)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(whenAgentIdReady(api)).resolves.toBe(ISSUED);
  });
});
