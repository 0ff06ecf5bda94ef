import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedExternalNavigation, toSafeHref, toSafeRedirectPath } from './safe-url';

describe('toSafeHref', () => {
  it.each([
    ['/vuelos', '/vuelos'],
    ['/blog/post?x=1#a', '/blog/post?x=1#a'],
    ['https://www.avianca.com/', 'https://www.avianca.com/'],
    ['mailto:reservas@viajes.example', 'mailto:reservas@viajes.example'],
    ['tel:+576015087000', 'tel:+576015087000'],
  ])('keeps %s', (input, expected) => {
    expect(toSafeHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/path',
    '/\\evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(toSafeHref(input)).toBeUndefined();
  });
});

describe('toSafeRedirectPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(toSafeRedirectPath('/booking/summary?offerId=1')).toBe('/booking/summary?offerId=1');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'vuelos',
  ])('sends %j home', (target) => {
    expect(toSafeRedirectPath(target)).toBe('/');
  });

  describe('properties', () => {
    it('never answers anything but a path on this site', () => {
      fc.assert(
        fc.property(fc.string(), (target) => {
          const path = toSafeRedirectPath(target);
          expect(path.startsWith('/')).toBe(true);
          expect(new URL(path, 'https://site.invalid').origin).toBe('https://site.invalid');
        }),
      );
    });
  });
});

describe('isAllowedExternalNavigation', () => {
  const allowed = ['http://localhost:4000'];

  it('allows the payment page on the API origin', () => {
    expect(isAllowedExternalNavigation('http://localhost:4000/payment/sandbox/pay/abc', allowed)).toBe(true);
  });

  it.each([
    'https://evil.example/pay',
    'javascript:alert(1)',
    'http://localhost:4000.evil.example/',
    'not a url',
  ])('refuses %j', (url) => {
    expect(isAllowedExternalNavigation(url, allowed)).toBe(false);
  });
});
