import { describe, expect, it } from 'vitest';
import { isContentSection, isSlug } from './content-catalog';

describe('isContentSection', () => {
  it('accepts article sections and nothing else', () => {
    expect(isContentSection('blog')).toBe(true);
    expect(isContentSection('Noticias')).toBe(true);
    expect(isContentSection('booking')).toBe(false);
  });
});

describe('isSlug', () => {
  it('accepts URL-safe names only', () => {
    expect(isSlug('vuelos-de-bogota-a-cancun')).toBe(true);
    expect(isSlug('ArticelDetail')).toBe(true);
    expect(isSlug('a b')).toBe(false);
    expect(isSlug('../etc')).toBe(false);
    expect(isSlug('')).toBe(false);
  });
});
