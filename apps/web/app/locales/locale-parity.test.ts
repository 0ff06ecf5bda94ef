import { describe, expect, it } from 'vitest';

/**
 * Every namespace file of every language, read at build time. Spanish is the source: a
 * translation must have the same keys and, in each string, the same interpolations and
 * `<0>` tags, or i18next silently shows a key or drops a value.
 */
const FILES = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

type Strings = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Strings = new Map()): Strings {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, String(value));
  }
  return into;
}

function byLanguage(): Map<string, Map<string, Strings>> {
  const languages = new Map<string, Map<string, Strings>>();
  for (const [path, json] of Object.entries(FILES)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    if (!languages.has(language)) languages.set(language, new Map());
    languages.get(language)?.set(namespace, flatten(json));
  }
  return languages;
}

/** The placeholders and tags of a string, sorted: `{{count}}`, `<0>`, `</0>`. */
function markers(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[^}]+?\s*\}\}|<\/?\d+\s*\/?>/g)]
    .map((match) => match[0].replace(/\s+/g, ''))
    .sort();
}

const LANGUAGES = byLanguage();
const SOURCE = LANGUAGES.get('es') ?? new Map<string, Strings>();
const TRANSLATIONS = [...LANGUAGES.keys()].filter((language) => language !== 'es');

describe('locale files', () => {
  it('has a Spanish source and at least one translation', () => {
    expect(SOURCE.size).toBeGreaterThan(0);
    expect(TRANSLATIONS.length).toBeGreaterThan(0);
  });

  describe.each(TRANSLATIONS)('%s', (language) => {
    const translation = LANGUAGES.get(language) ?? new Map<string, Strings>();

    it('has every Spanish namespace and no other', () => {
      expect([...translation.keys()].sort()).toEqual([...SOURCE.keys()].sort());
    });

    it.each([...SOURCE.keys()])('has the Spanish keys of %s', (namespace) => {
      const keys = [...(translation.get(namespace)?.keys() ?? [])].sort();
      expect(keys).toEqual([...(SOURCE.get(namespace)?.keys() ?? [])].sort());
    });

    it.each([...SOURCE.keys()])('keeps the interpolations and tags of %s', (namespace) => {
      const source = SOURCE.get(namespace) ?? new Map<string, string>();
      const target = translation.get(namespace) ?? new Map<string, string>();
      const mismatches = [...source]
        .filter(
          ([key, text]) => target.has(key) && markers(target.get(key) ?? '').join() !== markers(text).join(),
        )
        .map(([key, text]) => ({ key, es: markers(text), [language]: markers(target.get(key) ?? '') }));
      expect(mismatches).toEqual([]);
    });

    it.each([...SOURCE.keys()])('translates every non-empty string of %s', (namespace) => {
      const target = translation.get(namespace) ?? new Map<string, string>();
      const empty = [...(SOURCE.get(namespace) ?? [])]
        .filter(
          ([key, text]) => text.trim() !== '' && target.has(key) && (target.get(key) ?? '').trim() === '',
        )
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });
  });
});
