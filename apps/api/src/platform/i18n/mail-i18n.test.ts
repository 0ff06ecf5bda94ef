import { describe, expect, it } from 'vitest';
import { MAIL_RESOURCES } from './mail-i18n.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a locale file by its dotted key. */
function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Per key, plural forms folded into one, the sorted names of its `{{placeholders}}`. */
function placeholdersByKey(tree: object): Record<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const [key, text] of flatten(tree)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const names = byKey.get(base) ?? new Set<string>();
    for (const match of text.matchAll(/{{\s*([\w.]+)/g)) names.add(match[1] ?? '');
    byKey.set(base, names);
  }
  return Object.fromEntries([...byKey].map(([key, names]) => [key, [...names].sort()]));
}

const locales = Object.entries(MAIL_RESOURCES);

describe('mail locale files', () => {
  it.each(locales)('give %s every Spanish key with the same placeholders', (_locale, { mail }) => {
    expect(placeholdersByKey(mail)).toEqual(placeholdersByKey(MAIL_RESOURCES.es.mail));
  });

  it.each(locales)('give %s every plural form its language uses', (locale, { mail }) => {
    const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    const forms = new Map<string, string[]>();
    for (const [key] of flatten(mail)) {
      const suffix = PLURAL_SUFFIX.exec(key)?.[1];
      const base = key.replace(PLURAL_SUFFIX, '');
      if (suffix) forms.set(base, [...(forms.get(base) ?? []), suffix]);
    }
    expect(forms.size).toBeGreaterThan(0);
    for (const [key, found] of forms)
      expect({ key, forms: found.sort() }).toEqual({ key, forms: categories });
  });
});
