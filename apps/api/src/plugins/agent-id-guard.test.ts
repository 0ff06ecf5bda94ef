import { AgentIdSchema } from '@travel/contract/visitor';
import { ProblemSchema } from '@travel/domain/problem';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { createAgentIds } from '../visitor/agent-id.ts';
import { agentIdGuardPlugin } from './agent-id-guard.ts';
import { problemDetailsPlugin } from './problem-details.ts';

const SESSION_ROUTE = '/user/session/customer';
const CARD_SUCCESS = '/user/session/card/success';

const bodies: Record<string, (agentId: string) => object> = {
  [SESSION_ROUTE]: (agentId) => ({
    agentId,
    flightOfferId: 'offer-1',
    customerDetails: { email: 'maria.perez@example.com', phone: '+573001234567' },
  }),
  [CARD_SUCCESS]: (agentId) => ({
    agentId,
    worldpayResponseData: {
      orderKey: 'cart_0123456789',
      paymentStatus: 'AUTHORISED',
      paymentAmount: '1000',
      paymentCurrency: 'USD',
      mac: 'f'.repeat(64),
    },
  }),
};

describe('agentIdGuardPlugin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const post = (url: string, agentId: string) =>
    testApp.app.inject({ method: 'POST', url, payload: bodies[url]?.(agentId) ?? {} });

  const unissued: [string, () => string][] = [
    ['an id the API never issued', () => 'a1b2c3d4-e5f6-4a1b-8c2d-3e4f5a6b7c8d'],
    [
      'an issued id with its tag tampered',
      () => issueTestAgentId().replace(/.$/, (last) => (last === '0' ? '1' : '0')),
    ],
    ['a truncated issued id', () => issueTestAgentId().slice(0, 40)],
    [
      'an id issued under another secret',
      () => createAgentIds('another-secret-of-32-bytes-or-more!').issue(),
    ],
  ];

  describe.each([
    [SESSION_ROUTE, 'BOOKING_SESSION_NOT_FOUND'],
    [CARD_SUCCESS, 'PAYMENT_SIGNATURE_INVALID'],
  ])('on %s', (url, codeForIssuedId) => {
    it.each(unissued)('refuses %s with 403 AGENT_ID_INVALID', async (_, agentId) => {
      const response = await post(url, agentId());
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      const problem = ProblemSchema.parse(response.json());
      expect(problem.code).toBe('AGENT_ID_INVALID');
      expect(problem.titles).toEqual({
        es: 'No reconocemos esta sesión de visitante. Recarga la página.',
        en: 'We do not recognise this visitor session. Reload the page.',
        pt: 'Não reconhecemos esta sessão de visitante. Recarregue a página.',
      });
    });

    it('lets an issued id through to the route', async () => {
      const response = await post(url, issueTestAgentId());
      expect(ProblemSchema.parse(response.json()).code).toBe(codeForIssuedId);
    });
  });

  it('documents the 403 on the routes that take an agentId, and only there', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const url of [
      SESSION_ROUTE,
      CARD_SUCCESS,
      '/user/session/payment-direction',
      '/api/search_requests',
    ]) {
      expect(Object.keys(paths[url].post.responses), url).toContain('403');
    }
    expect(Object.keys(paths['/api/search_requests/{id}'].patch.responses)).toContain('403');
    expect(Object.keys(paths['/user/session/start'].post.responses)).not.toContain('403');
    expect(Object.keys(paths['/air/flight-offer/search'].post.responses)).not.toContain('403');
  });

  it('checks an agentId in the query string as well', async () => {
    const agentIds = createAgentIds('a-secret-for-this-test-only-32-bytes');
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(problemDetailsPlugin);
    await app.register(agentIdGuardPlugin, { isIssued: agentIds.isIssued });
    app.get('/trips', { schema: { querystring: z.object({ agentId: AgentIdSchema }) } }, async () => ({
      ok: true,
    }));
    try {
      const refused = await app.inject({ url: '/trips?agentId=made-up-visitor-id' });
      expect(refused.statusCode).toBe(403);
      const allowed = await app.inject({ url: `/trips?agentId=${agentIds.issue()}` });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
