import { ConsentRecordResponseSchema } from '@travel/contract/visitor';
import { CONSENT_POLICY_VERSION } from '@travel/domain/consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

describe.each(testEngines())('POST /visitor/consent on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: false });
  });
  afterAll(async () => testApp.close());

  const decide = (payload: object, cookie?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/visitor/consent',
      payload,
      headers: cookie ? { cookie } : {},
    });
  const choice = (overrides: object = {}) => ({
    performance: true,
    marketing: false,
    method: 'choose',
    policyVersion: CONSENT_POLICY_VERSION,
    ...overrides,
  });

  it("appends each decision to the visitor's trail under the agentId they hold", async () => {
    const agentId = issueTestAgentId();
    const first = await decide(choice({ method: 'accept_all', marketing: true }), `agent_id=${agentId}`);
    const second = await decide(choice({ method: 'reject_all', performance: false }), `agent_id=${agentId}`);
    expect(first.statusCode).toBe(201);
    expect(ConsentRecordResponseSchema.parse(first.json()).data).toMatchObject({
      agentId,
      performance: true,
      marketing: true,
    });
    expect(second.json().data).toMatchObject({ agentId, performance: false, marketing: false });
    expect(second.json().data.id).not.toBe(first.json().data.id);
  });

  it('issues an agentId to a visitor who decides before any session start, in the HttpOnly cookie', async () => {
    const response = await decide(choice());
    expect(response.statusCode).toBe(201);
    const { agentId } = response.json().data;
    expect(agentId).toMatch(/^[0-9a-f]{64}$/);
    expect(response.cookies.find((cookie) => cookie.name === 'agent_id')).toMatchObject({
      value: agentId,
      httpOnly: true,
    });
  });

  it('does not record an id the API never issued: it issues its own', async () => {
    const response = await decide(choice(), 'agent_id=forged-id-123456');
    expect(response.json().data.agentId).not.toBe('forged-id-123456');
  });

  it('records marketing off when the browser sent a privacy signal, whatever the body says', async () => {
    const response = await decide(choice({ method: 'accept_all', marketing: true, privacySignal: true }));
    expect(response.json().data).toMatchObject({ performance: true, marketing: false });
  });

  it.each([
    ['an unknown method', { method: 'maybe' }],
    ['a non-boolean category', { performance: 'yes' }],
    ['a malformed policy version', { policyVersion: '<script>' }],
    ['an essential flag, which is not a choice', { essential: false }],
  ])('refuses %s with 400', async (_name, overrides) => {
    expect((await decide(choice(overrides))).statusCode).toBe(400);
  });
});
