import { ProblemSchema } from '@travel/domain/problem';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND_TRIP_SEARCH } from '../test/booking-flow.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { findIllFormedText } from './input-hygiene.ts';

const contact = {
  kind: 'enquiry',
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  message: 'Quiero cotizar un viaje a Cartagena.',
  locale: 'es',
};

describe.each(testEngines())('ill-formed text in requests on %s', (engine) => {
  let testApp: TestApp;
  let client = 0;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  // Each request from its own address, so the contact form's rate limit stays out of the way.
  const inject = (options: InjectOptions) => {
    client += 1;
    return testApp.app.inject({
      ...options,
      headers: { ...options.headers, 'x-forwarded-for': `10.1.0.${client}` },
    });
  };
  const expectRefused = async (options: InjectOptions, path: string) => {
    const response = await inject(options);
    expect(response.statusCode).toBe(400);
    const problem = ProblemSchema.parse(response.json());
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors?.map((error) => error.path)).toEqual([path]);
  };

  it.each([
    ['a NUL byte', 'Lucía\u0000'],
    ['a lone high surrogate', 'Lucía \ud800'],
    ['a lone low surrogate', '\udc00Lucía'],
  ])('refuses %s in a body field that would be stored with a 400 naming the field', async (_, name) => {
    await expectRefused({ method: 'POST', url: '/mail/send', payload: { ...contact, name } }, 'name');
  });

  it('reads a JSON "\\ud800" escape as the lone surrogate it is', async () => {
    const payload = JSON.stringify(contact).replace('Cartagena', 'Cartagena \\ud800');
    await expectRefused(
      { method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json' }, payload },
      'message',
    );
  });

  it('names the nested field of a search leg', async () => {
    const legInfo = [{ ...ROUND_TRIP_SEARCH.legInfo[0], from: 'B\u0000G' }, ROUND_TRIP_SEARCH.legInfo[1]];
    await expectRefused(
      { method: 'POST', url: '/air/flight-offer/search', payload: { ...ROUND_TRIP_SEARCH, legInfo } },
      'legInfo.0.from',
    );
  });

  it('refuses a NUL byte in the query string and in a path parameter', async () => {
    await expectRefused({ method: 'GET', url: '/search/airports?term=bo%00g' }, 'querystring.term');
    await expectRefused({ method: 'GET', url: '/air/flightOffer/B1%00x' }, 'params.id');
  });

  it('accepts emoji and other well-formed text outside the Basic Multilingual Plane', async () => {
    const response = await inject({
      method: 'POST',
      url: '/mail/send',
      payload: { ...contact, message: 'Viajamos 👩‍👩‍👧‍👦 a 𝄞 Cartagena' },
    });
    expect(response.statusCode).toBe(202);
  });
});

describe('findIllFormedText', () => {
  it('names every ill-formed value and key by its path, under the given prefix', () => {
    const value = { a: [{ b: 'ok' }, { b: 'x\u0000' }], 'k\ud800': 1, c: '\udc00' };
    const problems = findIllFormedText(value, 'query');
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'query.a.1.b', message: 'must not contain a NUL character' },
        { path: 'query', message: 'a key must be well-formed Unicode (it has a lone surrogate)' },
        { path: 'query.c', message: 'must be well-formed Unicode (it has a lone surrogate)' },
      ]),
    );
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findIllFormedText(deep, '')).toHaveLength(1);
  });
});
