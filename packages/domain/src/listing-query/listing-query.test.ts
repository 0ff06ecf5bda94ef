import { describe, expect, it } from 'vitest';
import { rewriteFilterQuery } from './listing-query.ts';

/** A query's pairs from `name=value&…` (plain text, as the tests write it). */
const pairs = (query: string) =>
  query.split('&').map((pair): [string, string] => {
    const [name = '', value = ''] = pair.split('=');
    return [name, value];
  });

describe('rewriteFilterQuery', () => {
  const rewrite = (query: string, applied: Record<string, string>) =>
    rewriteFilterQuery(pairs(query), ['a', 'b', 'sort'], Object.entries(applied), { sort: 'default' });

  it('puts the applied filters in place of the given ones, other parameters kept in their order', () => {
    expect(rewrite('x=1&a=bad&y=2&x=3', {})).toEqual(pairs('x=1&y=2&x=3'));
    expect(rewrite('a= 1 &x=1', { a: '1' })).toEqual(pairs('x=1&a=1'));
  });

  it('is null when the query says the applied filters, whatever their order', () => {
    expect(rewrite('b=2&x=1&a=1', { a: '1', b: '2' })).toBeNull();
  });

  it('takes blank values and a default spelt out for filters not given', () => {
    expect(rewrite('a=&b= &sort=default', {})).toBeNull();
    expect(rewrite('sort=default&sort=other', {})).toEqual([]);
  });

  it('rewrites a filter given twice', () => {
    expect(rewrite('a=1&a=1', { a: '1' })).toEqual(pairs('a=1'));
  });
});
