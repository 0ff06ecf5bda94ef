import { describe, expect, it } from 'vitest';
import enContact from '../../locales/en/contact.json';
import esContact from '../../locales/es/contact.json';

/** Dotted key paths of a nested translation object. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('contact.json', () => {
  it('has the same keys in Spanish and English', () => {
    expect(keyPaths(enContact).sort()).toEqual(keyPaths(esContact).sort());
  });
});
