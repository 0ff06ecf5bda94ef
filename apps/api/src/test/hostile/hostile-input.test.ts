import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import {
  HOSTILE_STRINGS,
  ILL_FORMED_STRINGS,
  ILL_FORMED_URL_STRINGS,
  MALFORMED_BODIES,
  WRONG_TYPES,
} from './hostile-values.ts';
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

/** A plausible request for an operation, and ways to fill its path and body. */
function requestParts(path: string, method: string, operation: Operation) {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const fillPath = (values: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => encode(values[name] ?? 'a'));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return {
    pathParams,
    queryParams,
    fillPath,
    baseUrl: fillPath({}),
    baseQuery: Object.fromEntries(queryParams.map((p) => [p.name, String(sampleFor(p.schema) ?? 'a')])),
    bodySchema,
    sample: bodySchema ? sampleFor(bodySchema) : undefined,
    upper: method.toUpperCase() as InjectOptions['method'],
    withBody: (payload: unknown) => (bodySchema ? { payload: payload as object } : {}),
  };
}

function casesFor(path: string, method: string, operation: Operation): Case[] {
  const { pathParams, queryParams, fillPath, baseUrl, baseQuery, bodySchema, sample, upper, withBody } =
    requestParts(path, method, operation);
  const cases: Case[] = [];

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

/** Ill-formed text in every string field of an operation, each with the field its problem must name. */
function illFormedCasesFor(path: string, method: string, operation: Operation): (Case & { field: string })[] {
  const { pathParams, queryParams, fillPath, baseUrl, baseQuery, sample, upper, withBody } = requestParts(
    path,
    method,
    operation,
  );
  const cases: (Case & { field: string })[] = [];
  for (const value of ILL_FORMED_URL_STRINGS) {
    for (const param of pathParams) {
      cases.push({
        label: `path ${param.name}=${JSON.stringify(value)}`,
        field: `params.${param.name}`,
        options: {
          method: upper,
          url: fillPath({ [param.name]: value }),
          query: baseQuery,
          ...withBody(sample),
        },
      });
    }
    for (const param of queryParams.filter((p) => typeof baseQuery[p.name] === 'string')) {
      cases.push({
        label: `query ${param.name}=${JSON.stringify(value)}`,
        field: `querystring.${param.name}`,
        options: {
          method: upper,
          url: baseUrl,
          query: { ...baseQuery, [param.name]: value },
          ...withBody(sample),
        },
      });
    }
  }
  // A body that is one opaque string (the gateway's signed notification) is checked by its signature,
  // not field by field: only JSON objects have string fields to name.
  const textLeaves =
    typeof sample === 'object' && sample !== null
      ? leafPaths(sample).filter((leaf) => typeof leafAt(sample, leaf) === 'string')
      : [];
  for (const leaf of textLeaves.slice(0, MAX_LEAVES_PER_BODY)) {
    for (const value of ILL_FORMED_STRINGS) {
      cases.push({
        label: `body ${leaf.join('.')}=${JSON.stringify(value)}`,
        field: leaf.join('.') || 'body',
        options: {
          method: upper,
          url: baseUrl,
          query: baseQuery,
          payload: withLeaf(sample, leaf, value) as object,
        },
      });
    }
  }
  return cases;
}

function leafAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);
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

  // Each request from another address: a rate limit's 429 must not hide what a route does with it.
  let client = 0;
  const inject = (options: InjectOptions) => {
    client += 1;
    const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
    return testApp.app.inject({ ...options, headers: { ...options.headers, 'x-forwarded-for': address } });
  };

  it('answers every malformed, mistyped, oversized or injected request with a 4xx problem, never a 5xx', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const testCase of casesFor(path, method, operation)) {
          tried += 1;
          const response = await inject(testCase.options);
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

  it('answers a NUL byte or a lone surrogate in any string field with 400 VALIDATION_FAILED naming it', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const testCase of illFormedCasesFor(path, method, operation)) {
          tried += 1;
          const response = await inject(testCase.options);
          const problem = response.statusCode === 400 ? response.json() : undefined;
          const named = problem?.errors?.some((error: { path: string }) => error.path === testCase.field);
          if (problem?.code !== 'VALIDATION_FAILED' || !named) {
            failures.push(
              `${method.toUpperCase()} ${path} [${testCase.label}]: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 120_000);
});
