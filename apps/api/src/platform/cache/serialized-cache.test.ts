import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSerializedCache, pickContentEncoding } from './serialized-cache.ts';

describe('createSerializedCache', () => {
  it('computes once and answers the same JSON, plain, gzipped and in brotli, afterwards', async () => {
    const cache = createSerializedCache({ maxBytes: 10_000, ttlMs: 60_000 });
    let calls = 0;
    const compute = async () => JSON.stringify({ n: ++calls });
    const first = await cache.get('k', compute);
    expect(first.json.toString()).toBe('{"n":1}');
    expect(gunzipSync(first.encoded('gzip')).toString()).toBe('{"n":1}');
    expect(brotliDecompressSync(first.encoded('br')).toString()).toBe('{"n":1}');
    const again = await cache.get('k', compute);
    expect(again.json.toString()).toBe('{"n":1}');
    expect(again.encoded('br')).toBe(first.encoded('br'));
    expect(calls).toBe(1);
  });

  it('computes once for concurrent callers of the same key', async () => {
    const cache = createSerializedCache({ maxBytes: 10_000, ttlMs: 60_000 });
    let calls = 0;
    const compute = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(JSON.stringify({ n: ++calls })), 10));
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', compute)));
    expect(new Set(answers.map((answer) => answer.json.toString()))).toEqual(new Set(['{"n":1}']));
    expect(calls).toBe(1);
  });

  it('does not cache a failure', async () => {
    const cache = createSerializedCache({ maxBytes: 10_000, ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => '"up"')).json.toString()).toBe('"up"');
  });

  it('evicts entries past its size budget', async () => {
    const cache = createSerializedCache({ maxBytes: 30, ttlMs: 60_000 });
    let calls = 0;
    const compute = async () => JSON.stringify('x'.repeat(15) + String(++calls));
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('a', compute);
    expect(calls).toBe(3);
  });
});

describe('pickContentEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=0, *', undefined],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (header, expected) => {
    expect(pickContentEncoding(header)).toBe(expected);
  });
});
