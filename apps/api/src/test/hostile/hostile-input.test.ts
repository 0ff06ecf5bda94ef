import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { HOSTILE_STRINGS, MALFORMED_BODIES, WRONG_TYPES } from './hostile-values.ts';
import { type JsonSchema, leafPaths, sampleFor, withLeaf } from './schema-samples.ts';

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Routes that answer HTML by design (the payment sandbox's pages, the docs UI). */
const HTML_ROUTES = /^\/(payment\/sandbox|docs)/;
const MAX_LEAVES_PER_BODY = 40;

interface Case {
  label: string;
  options: InjectOptions;
}

/** Percent-encodes, sending a lone surrogate as the raw bytes a broken client would. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function casesFor(path: string, method: string, operation: Operation): Case[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const fillPath = (values: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => encode(values[name] ?? 'a'));
  const baseUrl = fillPath({});
  const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(sampleFor(p.schema) ?? 'a')]));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const sample = bodySchema ? sampleFor(bodySchema) : undefined;
  const upper = method.toUpperCase() as InjectOptions['method'];
  const cases: Case[] = [];
  const withBody = (payload: unknown) => (bodySchema ? { payload: payload as object } : {});

  for (const param of pathParams) {
    for (const value of HOSTILE_STRINGS.filter(Boolean)) {
      cases.push({
        label: `path ${param.name}=${value.slice(0, 20)}`,
        options: {
          method: upper,
          url: fillPath({ [param.name]: value }),
          query: baseQuery,
          ...withBody(sample),
        },
      });
    }
  }
  for (const param of queryParams) {
    for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES.map((v) => JSON.stringify(v) ?? 'undefined')]) {
      cases.push({
        label: `query ${param.name}=${value.slice(0, 20)}`,
        options: {
          method: upper,
          url: baseUrl,
          query: { ...baseQuery, [param.name]: value },
          ...withBody(sample),
        },
      });
    }
  }
  if (bodySchema) {
    for (const raw of MALFORMED_BODIES) {
      cases.push({
        label: `malformed body ${raw.slice(0, 20)}`,
        options: {
          method: upper,
          url: baseUrl,
          query: baseQuery,
          headers: { 'content-type': 'application/json' },
          payload: raw,
        },
      });
    }
    for (const value of [...WRONG_TYPES, 'text']) {
      cases.push({
        label: `body of type ${typeof value}`,
        options: {
          method: upper,
          url: baseUrl,
          query: baseQuery,
          payload: JSON.stringify(value),
          headers: { 'content-type': 'application/json' },
        },
      });
    }
    cases.push({
      label: 'missing fields',
      options: { method: upper, url: baseUrl, query: baseQuery, payload: {} },
    });
    cases.push({
      label: 'extra field',
      options: {
        method: upper,
        url: baseUrl,
        query: baseQuery,
        payload: { ...(sample as object), isAdmin: true },
      },
    });
    cases.push({
      label: 'wrong content type',
      options: {
        method: upper,
        url: baseUrl,
        query: baseQuery,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
    });
    for (const leaf of leafPaths(sample).slice(0, MAX_LEAVES_PER_BODY)) {
      for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
        cases.push({
          label: `body ${leaf.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`,
          options: {
            method: upper,
            url: baseUrl,
            query: baseQuery,
            payload: withLeaf(sample, leaf, value) as object,
          },
        });
      }
    }
  }
  return cases;
}

function problemWith(path: string, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 400 && !type.includes('application/problem+json') && !HTML_ROUTES.test(path)) {
    return `answered ${response.statusCode} as ${type}, not problem+json`;
  }
  if (/\n\s+at .+:\d+:\d+/.test(response.body) || response.body.includes('node_modules')) {
    return 'leaked a stack trace';
  }
  return undefined;
}

describe('hostile input against every route of the OpenAPI document', () => {
  let testApp: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
    paths = (await testApp.app.inject({ method: 'GET', url: '/openapi.json' })).json().paths;
  });
  afterAll(async () => testApp.close());

  it('answers every malformed, mistyped, oversized or injected request with a 4xx problem, never a 5xx', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const testCase of casesFor(path, method, operation)) {
          tried += 1;
          const response = await testApp.app.inject(testCase.options);
          const problem = problemWith(path, response);
          if (problem) failures.push(`${method.toUpperCase()} ${path} [${testCase.label}]: ${problem}`);
        }
      }
    }
    console.info(`hostile inputs tried: ${tried} over ${Object.keys(paths).length} paths`);
    expect(tried).toBeGreaterThan(1_000);
    expect(failures.slice(0, 20)).toEqual([]);

    const health = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  }, 240_000);
});
