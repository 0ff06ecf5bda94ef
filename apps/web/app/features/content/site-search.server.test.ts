import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSiteSearchTerm, searchSite } from './site-search.server';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the search meets it: content pages found, airports answering `airports`. */
function stubApi(airports: () => Response) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input));
      asked.push(url);
      if (url.pathname === '/search/airports') return airports();
      return json({ data: [], meta: { count: 0 }, links: { self: { href: url.toString() } } });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readSiteSearchTerm', () => {
  it('reads one line: control characters and runs of spaces become one space, 100 characters at most', () => {
    const term = (q: string) =>
      readSiteSearchTerm(new URL(`http://site.test/buscar?q=${encodeURIComponent(q)}`));
    expect(term('lima\u0000')).toBe('lima');
    expect(term('ab\u0000cd')).toBe('ab cd');
    expect(term('  São\tPaulo \n ')).toBe('São Paulo');
    expect(term('x'.repeat(500))).toHaveLength(100);
  });
});

describe('searchSite', () => {
  it('never sends a control character to the services', async () => {
    const asked = stubApi(() => json({ data: [] }));
    const result = await searchSite(new Request('http://site.test/buscar?q=lima%00'), 'es');
    expect(result.query).toBe('lima');
    for (const url of asked) expect(url.search).not.toMatch(/%00/);
  });

  it('answers no cities when the airport search refuses the term, instead of an error page', async () => {
    stubApi(() => json({ status: 400, title: 'Bad Request', code: 'VALIDATION_FAILED' }, 400));
    const result = await searchSite(new Request('http://site.test/buscar?q=cartagena'), 'es');
    expect(result.cities).toEqual([]);
  });
});
