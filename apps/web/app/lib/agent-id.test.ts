import { describe, expect, it } from 'vitest';
import { isAgentId, readAgentId, serializeAgentIdCookie } from './agent-id';

describe('readAgentId', () => {
  it('finds the agentId among other cookies', () => {
    expect(readAgentId('locale=es; agentId=0b6f3c1e-8f4d-4a8e-9a53-2f1c7d9e4b10; x=1')).toBe(
      '0b6f3c1e-8f4d-4a8e-9a53-2f1c7d9e4b10',
    );
  });

  it('ignores a missing or malformed agentId', () => {
    expect(readAgentId(null)).toBeNull();
    expect(readAgentId('locale=es')).toBeNull();
    expect(readAgentId('agentId=short')).toBeNull();
    expect(readAgentId('agentId=has%20space%20in%20it')).toBeNull();
  });
});

describe('serializeAgentIdCookie', () => {
  it('keeps the id for 365 days, site-wide, SameSite=Lax', () => {
    const cookie = serializeAgentIdCookie('abcdefgh-1234', false);
    expect(cookie).toBe(`agentId=abcdefgh-1234; Path=/; Max-Age=${365 * 86400}; SameSite=Lax`);
    expect(serializeAgentIdCookie('abcdefgh-1234', true)).toMatch(/; Secure$/);
  });
});

describe('isAgentId', () => {
  it('accepts a random UUID', () => {
    expect(isAgentId(crypto.randomUUID())).toBe(true);
  });
});
