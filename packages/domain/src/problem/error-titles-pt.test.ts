import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes.ts';
import { ERROR_TITLES_PT, portugueseTitle } from './error-titles-pt.ts';

describe('Portuguese error titles', () => {
  it('has a title for every code of the catalogue', () => {
    expect(ERROR_CODES.filter((code) => !ERROR_TITLES_PT[code])).toEqual([]);
  });

  it('names only codes the catalogue has', () => {
    expect(Object.keys(ERROR_TITLES_PT).filter((code) => !(ERROR_CODES as string[]).includes(code))).toEqual(
      [],
    );
  });

  it('reads Spanish for a code with no Portuguese title yet', () => {
    expect(portugueseTitle('SOME_NEW_CODE', 'Texto en español')).toBe('Texto en español');
    expect(portugueseTitle('RATE_LIMITED', 'x')).toBe(
      'Solicitações demais. Aguarde um momento e tente novamente.',
    );
  });
});
