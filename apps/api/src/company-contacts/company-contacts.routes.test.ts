import { Writable } from 'node:stream';
import { ProblemSchema } from '@travel/domain/problem';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggerOptions } from '../logger.ts';
import { companyContacts } from '../platform/db/schema.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  HOSTILE_STRINGS,
  ILL_FORMED_STRINGS,
  MALFORMED_BODIES,
  WRONG_TYPES,
} from '../test/hostile/hostile-values.ts';
import { testEngines } from '../test/test-database.ts';
import { GraphqlResponseSchema } from './company-contacts.schemas.ts';

/** Spec §7, word for word. */
const SPEC_QUERY =
  'query companyContactInfoDisplayQuery { companyContactInfoDisplayQuery { results { contactNumber countryCode } } }';

const SEEDED = [
  { contactNumber: '+576015087000', countryCode: 'CO' },
  { contactNumber: '+13055083000', countryCode: 'US' },
  { contactNumber: '+13055083000', countryCode: '' },
];

let client = 0;
/** Each request from its own address, so the rate limit only counts where a test means it to. */
function nextAddress(): string {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
}

function post(testApp: TestApp, payload: unknown, options: Partial<InjectOptions> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    ...(typeof payload === 'string' ? { payload } : { payload: payload as object }),
    ...options,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...options.headers },
  });
}

describe.each(testEngines())('POST /graphql (companyContactInfoDisplayQuery) on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  it("answers the spec's query with the seeded numbers: countries first, the international one last", async () => {
    const response = await post(testApp, { query: SPEC_QUERY });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { companyContactInfoDisplayQuery: { results: SEEDED } } });
    for (const { contactNumber, countryCode } of SEEDED) {
      expect(contactNumber).toMatch(/^\+[1-9]\d{6,14}$/);
      expect(countryCode).toMatch(/^([A-Z]{2})?$/);
    }
  });

  it('reads the numbers from the database, so an edited number is the one answered', async () => {
    const { db } = testApp.database;
    await db
      .update(companyContacts)
      .set({ contactNumber: '+13055089999' })
      .where(eq(companyContacts.countryCode, 'US'));
    try {
      const response = await post(testApp, {
        query: SPEC_QUERY,
        operationName: 'companyContactInfoDisplayQuery',
      });
      expect(response.json().data.companyContactInfoDisplayQuery.results).toContainEqual({
        contactNumber: '+13055089999',
        countryCode: 'US',
      });
    } finally {
      await db
        .update(companyContacts)
        .set({ contactNumber: '+13055083000' })
        .where(eq(companyContacts.countryCode, 'US'));
    }
  });

  it('answers only the fields asked for, under the aliases asked for', async () => {
    const response = await post(testApp, {
      query:
        '{ phones: companyContactInfoDisplayQuery { results { countryCode } } again: companyContactInfoDisplayQuery { results { countryCode } } }',
    });
    expect(response.statusCode).toBe(200);
    const results = [{ countryCode: 'CO' }, { countryCode: 'US' }, { countryCode: '' }];
    expect(response.json()).toEqual({ data: { phones: { results }, again: { results } } });
  });

  it('answers a query the schema refuses with 400 and GraphQL errors that say why', async () => {
    const response = await post(testApp, {
      query: '{ companyContactInfoDisplayQuery { results { email } } }',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = GraphqlResponseSchema.parse(response.json());
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Cannot query field "email" on type "CompanyContactInfo".',
        locations: [{ line: 1, column: 46 }],
      }),
    ]);
  });

  it('answers a query that does not parse with 400 and where it stopped', async () => {
    const response = await post(testApp, { query: '{ companyContactInfoDisplayQuery { results ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 44 }] },
    ]);
  });

  it('refuses an operation name the query does not define, and variables it does not declare', async () => {
    const unknown = await post(testApp, { query: SPEC_QUERY, operationName: 'somethingElse' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ message: 'Unknown operation named "somethingElse".' }]);

    const many = await post(testApp, { query: 'query a { __typename } query b { __typename }' });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors[0].message).toBe(
      'Must provide operation name if query contains multiple operations.',
    );
  });

  it('describes itself to GraphQL tools (introspection) but refuses queries nested deeper', async () => {
    const introspection = await post(testApp, { query: getIntrospectionQuery() });
    expect(introspection.statusCode).toBe(200);
    expect(introspection.json().data.__schema.queryType).toMatchObject({ name: 'Query' });

    const deep = `{ __schema { types { fields { type ${'{ ofType '.repeat(14)}{ name }${' }'.repeat(14)} } } } }`;
    const refused = await post(testApp, { query: deep });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toMatch(/exceeds the query depth limit of 15/);
  });

  it('answers malformed JSON with a 400 problem, never a 5xx', async () => {
    const response = await post(testApp, '{"query": "{ companyContactInfoDisplayQuery');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(ProblemSchema.parse(response.json()).code).toBe('MALFORMED_REQUEST');
  });

  it('answers a body that is not a GraphQL request with a 400 problem naming the field', async () => {
    const response = await post(testApp, { query: 42 });
    expect(response.statusCode).toBe(400);
    const problem = ProblemSchema.parse(response.json());
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors?.map((error) => error.path)).toEqual(['query']);
  });

  it('refuses a form post (a cross-site simple request) with 415', async () => {
    const response = await post(testApp, `query=${encodeURIComponent(SPEC_QUERY)}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(ProblemSchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers only POST, as spec §7 calls it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(SPEC_QUERY)}`,
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });

  it('is left out of the OpenAPI document, which describes the REST routes only', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/graphql');
  });

  it('answers every malformed, mistyped or hostile body with a 4xx, never a 5xx', async () => {
    const bodies: { label: string; payload: string }[] = [
      ...MALFORMED_BODIES.map((raw) => ({ label: `raw ${raw.slice(0, 20)}`, payload: raw })),
      ...[...WRONG_TYPES, 'text'].map((value) => ({
        label: `body ${typeof value}`,
        payload: JSON.stringify(value),
      })),
    ];
    for (const field of ['query', 'operationName', 'variables', 'extensions']) {
      for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
        const label = `${field}=${JSON.stringify(value)?.slice(0, 20)}`;
        bodies.push({ label, payload: JSON.stringify({ query: SPEC_QUERY, [field]: value }) });
      }
    }
    // GraphQL text a broken or hostile client sends: a JSON-encoded document, huge or endless queries.
    for (const query of [
      '{"kind":"Document","definitions":[{}]}',
      '[]',
      `{ ${'companyContactInfoDisplayQuery { results { countryCode } } '.repeat(200)}}`,
      `{ ${'__typename '.repeat(5_000)}}`,
      `query q($v: String = "${'\\u0041'.repeat(100)}") { __typename }`,
      'fragment f on Query { ...f } { ...f }',
      'subscription { companyContactInfoDisplayQuery { results { countryCode } } }',
      'mutation { companyContactInfoDisplayQuery }',
    ]) {
      bodies.push({ label: `query ${query.slice(0, 30)}`, payload: JSON.stringify({ query }) });
    }

    const failures: string[] = [];
    for (const { label, payload } of bodies) {
      const response = await post(testApp, payload);
      if (response.statusCode >= 500) failures.push(`[${label}]: answered ${response.statusCode}`);
      if (/\n\s+at .+:\d+:\d+/.test(response.body) || response.body.includes('node_modules')) {
        failures.push(`[${label}]: leaked a stack trace`);
      }
    }
    expect(bodies.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('answers a NUL byte or a lone surrogate in the query with 400 VALIDATION_FAILED naming it', async () => {
    for (const value of ILL_FORMED_STRINGS) {
      const response = await post(testApp, { query: `{ __typename } # ${value}` });
      expect(response.statusCode).toBe(400);
      expect(ProblemSchema.parse(response.json()).errors).toContainEqual(
        expect.objectContaining({ path: 'query' }),
      );
    }
  });

  it('answers 429 past 300 requests a minute from one address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1) {
      statuses.push((await post(testApp, { query: '{ __typename }' }, { headers })).statusCode);
    }
    expect(statuses.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(statuses[300]).toBe(429);
  });
});

describe.each(testEngines())('POST /graphql when the database fails, on %s', (engine) => {
  let testApp: TestApp;
  const written: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    testApp = await buildTestApp({ engine, seed: true, logger: createLoggerOptions('error', stream) });
    await testApp.database.db.execute(sql`alter table company_contacts rename to company_contacts_gone`);
  });
  afterAll(async () => testApp.close());

  it('answers 500 with a GraphQL error that hides the cause, and logs the cause', async () => {
    const response = await post(testApp, { query: SPEC_QUERY });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      data: null,
      errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_ERROR' } }],
    });
    expect(response.body).not.toContain('company_contacts');

    const failure = written
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg?: string; path?: unknown })
      .find((line) => line.level >= 50);
    expect(failure).toMatchObject({
      msg: 'GraphQL resolver failed',
      path: ['companyContactInfoDisplayQuery'],
    });
  });
});
