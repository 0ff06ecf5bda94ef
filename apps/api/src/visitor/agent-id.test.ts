import { createHmac, randomBytes } from 'node:crypto';
import { AgentIdSchema } from '@travel/contract/visitor';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAgentIds } from './agent-id.ts';

const secret = randomBytes(32).toString('hex');

describe('createAgentIds', () => {
  const agentIds = createAgentIds(secret);

  it('issues 64 lowercase hex characters that AgentIdSchema accepts', () => {
    const agentId = agentIds.issue();
    expect(agentId).toMatch(/^[0-9a-f]{64}$/);
    expect(AgentIdSchema.parse(agentId)).toBe(agentId);
  });

  it('issues a different id every time', () => {
    expect(new Set(Array.from({ length: 50 }, () => agentIds.issue())).size).toBe(50);
  });

  it('recognises the ids it issued, also after a restart with the same secret', () => {
    const agentId = agentIds.issue();
    expect(agentIds.isIssued(agentId)).toBe(true);
    expect(createAgentIds(secret).isIssued(agentId)).toBe(true);
  });

  it('still refuses a forged copy of an id it has already recognised', () => {
    const agentId = createAgentIds(secret).issue();
    expect(agentIds.isIssued(agentId)).toBe(true);
    expect(agentIds.isIssued(agentId)).toBe(true);
    const lastTagCharacter = agentId.endsWith('0') ? '1' : '0';
    expect(agentIds.isIssued(`${agentId.slice(0, 63)}${lastTagCharacter}`)).toBe(false);
    expect(agentIds.isIssued(`${agentIds.issue().slice(0, 32)}${agentId.slice(32)}`)).toBe(false);
  });

  it('recognises ids checked long ago, after many other visitors', () => {
    const first = agentIds.issue();
    for (let i = 0; i < 25_000; i += 1) agentIds.isIssued(agentIds.issue());
    expect(agentIds.isIssued(first)).toBe(true);
  });

  it('does not recognise an id issued with another secret', () => {
    const foreign = createAgentIds(randomBytes(32).toString('hex')).issue();
    expect(agentIds.isIssued(foreign)).toBe(false);
  });

  it('tags with a key of its own, not with the payment secret itself', () => {
    const plain = createAgentIds(secret, { bytes: () => Buffer.alloc(16, 1) }).issue();
    const payloadMac = createHmac('sha256', secret).update(plain.slice(0, 32)).digest('hex').slice(0, 32);
    expect(plain.slice(32)).not.toBe(payloadMac);
  });

  it.each([
    ['a browser-made UUID', '0b6f3c1e-8f4d-4a8e-9a53-2f1c7d9e4b10'],
    ['a truncated id', () => agentIds.issue().slice(0, 48)],
    ['an id with its tag cut off', () => agentIds.issue().slice(0, 32)],
    ['an upper-case copy', () => agentIds.issue().toUpperCase()],
    ['an id with the tag of another', () => agentIds.issue().slice(0, 32) + agentIds.issue().slice(32)],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuses %s', (_, value) => {
    expect(agentIds.isIssued(typeof value === 'function' ? value() : value)).toBe(false);
  });

  describe('properties', () => {
    it('refuses an issued id with any one character changed', () => {
      const agentId = agentIds.issue();
      fc.assert(
        fc.property(fc.nat({ max: 63 }), fc.constantFrom(...'0123456789abcdef'), (position, replacement) => {
          fc.pre(agentId[position] !== replacement);
          const tampered = `${agentId.slice(0, position)}${replacement}${agentId.slice(position + 1)}`;
          expect(agentIds.isIssued(tampered)).toBe(false);
        }),
      );
    });
  });
});
