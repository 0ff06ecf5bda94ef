import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, createSerializedCache } from './serialized-cache.ts';

describe('createSerializedCache', () => {
  it('computes once and answers the same JSON, plain and gzipped, afterwards', async () => {
    const cache = createSerializedCache({ maxBytes: 10_000, ttlMs: 60_000 });
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    const first = await cache.get('k', compute);
    expect(first.json.toString()).toBe('{"n":1}');
    expect(gunzipSync(first.gzip).toString()).toBe('{"n":1}');
    expect((await cache.get('k', compute)).json.toString()).toBe('{"n":1}');
    expect(calls).toBe(1);
  });

  it('computes once for concurrent callers of the same key', async () => {
    const cache = createSerializedCache({ maxBytes: 10_000, ttlMs: 60_000 });
    let calls = 0;
    const compute = () => new Promise((resolve) => setTimeout(() => resolve({ n: ++calls }), 10));
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', compute)));
    expect(new Set(answers.map((answer) => answer.json.toString()))).toEqual(new Set(['{"n":1}']));
    expect(calls).toBe(1);
  });

  it('does not cache a failure', async () => {
    const cache = createSerializedCache({ maxBytes: 10_000, ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => 'up')).json.toString()).toBe('"up"');
  });

  it('evicts entries past its size budget', async () => {
    const cache = createSerializedCache({ maxBytes: 80, ttlMs: 60_000 });
    let calls = 0;
    const compute = async () => 'x'.repeat(15) + String(++calls);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('a', compute);
    expect(calls).toBe(3);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    [undefined, false],
  ])('reads %j as %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
