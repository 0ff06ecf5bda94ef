import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_MODULE, rewriteLocaleCheck } from './cheap-locale-check';

const require = createRequire(import.meta.url);
const ariaDist = path.join(path.dirname(require.resolve('react-aria/package.json')), 'dist/private/i18n');

describe('the cheap locale check', () => {
  it('finds the module react-aria ships and replaces its one slow locale check', () => {
    const file = path.join(ariaDist, 'useDefaultLocale.mjs');
    expect(DEFAULT_LOCALE_MODULE.test(file)).toBe(true);
    const rewritten = rewriteLocaleCheck(fs.readFileSync(file, 'utf8'));
    expect(rewritten).not.toContain('supportedLocalesOf');
    expect(rewritten).toContain('Intl.getCanonicalLocales([');
  });

  it('refuses a module without the check, so an upgrade of react-aria is noticed', () => {
    expect(() => rewriteLocaleCheck('export const nothing = 1;')).toThrow(/useDefaultLocale changed/);
  });

  it('throws for the same tags the slow check throws for, and for no other', () => {
    for (const tag of [
      'es-CO',
      'pt-BR',
      'en-US',
      'es-419',
      'xx-YY',
      'zh-Hant-TW',
      'not a tag',
      'en_US',
      '',
    ]) {
      const slow = attempt(() => Intl.DateTimeFormat.supportedLocalesOf([tag]));
      const cheap = attempt(() => Intl.getCanonicalLocales([tag]));
      expect({ tag, throws: cheap }).toEqual({ tag, throws: slow });
    }
  });
});

function attempt(run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    return true;
  }
}
