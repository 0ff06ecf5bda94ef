import { describe, expect, it } from 'vitest';
import { isContentSection, isDestinationSlug, isSlug } from './content-catalog';

describe('isDestinationSlug', () => {
  it('knows the tour destinations the legacy redirects lead to', () => {
    expect(['punta-cana', 'cayman', 'aruba'].every(isDestinationSlug)).toBe(true);
  });

  it('rejects unknown pages and inherited object keys', () => {
    expect(isDestinationSlug('esta-pagina-no-existe')).toBe(false);
    expect(isDestinationSlug('constructor')).toBe(false);
    expect(isDestinationSlug(undefined)).toBe(false);
  });
});

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
