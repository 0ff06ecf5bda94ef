import { describe, expect, it } from 'vitest';
import { readRequestViewport } from './viewport.server';

const request = (headers: Record<string, string>) => new Request('http://site.test/', { headers });

describe('readRequestViewport', () => {
  it('uses the breakpoint the browser reported', () => {
    expect(readRequestViewport(request({ cookie: 'viewport=md-sm', 'user-agent': 'iPhone' }))).toBe('md-sm');
  });
  it('ignores a reported value that is no breakpoint', () => {
    expect(readRequestViewport(request({ cookie: 'viewport=huge' }))).toBe('lg');
  });
  it.each([
    ['a phone by Client Hints', { 'sec-ch-ua-mobile': '?1' }, 'xs'],
    [
      'an iPhone',
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
      'xs',
    ],
    [
      'an Android phone',
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' },
      'xs',
    ],
    ['an Android tablet', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36' }, 'md'],
    ['an iPad', { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' }, 'md'],
    ['a desktop', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' }, 'lg'],
    ['nothing at all', {}, 'lg'],
  ])('guesses %s before any report', (_name, headers, breakpoint) => {
    expect(readRequestViewport(request(headers))).toBe(breakpoint);
  });
});
