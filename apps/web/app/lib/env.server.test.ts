import { describe, expect, it } from 'vitest';
import { parseWebEnv, WebEnvError } from './env.server';

describe('parseWebEnv', () => {
  it('uses local defaults when nothing is set', () => {
    expect(parseWebEnv({})).toEqual({
      apiPublicUrl: 'http://localhost:4000',
      apiInternalUrl: 'http://localhost:4000',
      port: 3000,
      siteUrl: 'http://localhost:3000',
      enableTestRoutes: false,
      tagManagerId: null,
    });
  });

  it('reads every variable', () => {
    expect(
      parseWebEnv({
        API_PUBLIC_URL: 'https://api.viajes.example/',
        API_INTERNAL_URL: 'http://api.internal:4000',
        PORT: '3100',
        SITE_URL: 'https://viajes.example',
        ENABLE_TEST_ROUTES: '1',
        TAG_MANAGER_ID: 'GTM-ABC1234',
      }),
    ).toEqual({
      apiPublicUrl: 'https://api.viajes.example',
      apiInternalUrl: 'http://api.internal:4000',
      port: 3100,
      siteUrl: 'https://viajes.example',
      enableTestRoutes: true,
      tagManagerId: 'GTM-ABC1234',
    });
  });

  it('falls back to the public API URL for the internal one', () => {
    expect(parseWebEnv({ API_PUBLIC_URL: 'https://api.viajes.example' }).apiInternalUrl).toBe(
      'https://api.viajes.example',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(parseWebEnv({ PORT: '', API_INTERNAL_URL: '' })).toMatchObject({
      port: 3000,
      apiInternalUrl: 'http://localhost:4000',
    });
  });

  it('refuses a Tag Manager id that is not a container id (it ends up in a script URL)', () => {
    expect(() => parseWebEnv({ TAG_MANAGER_ID: 'GTM-1"><script>' })).toThrow(WebEnvError);
  });

  it('keeps test routes off unless asked', () => {
    expect(parseWebEnv({ ENABLE_TEST_ROUTES: '0' }).enableTestRoutes).toBe(false);
    expect(parseWebEnv({ ENABLE_TEST_ROUTES: 'true' }).enableTestRoutes).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '30.5'],
    ['API_PUBLIC_URL', 'not a url'],
    ['API_PUBLIC_URL', 'ftp://files.example'],
    ['API_INTERNAL_URL', 'localhost:4000'],
    ['SITE_URL', 'javascript:alert(1)'],
    ['ENABLE_TEST_ROUTES', 'yes'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => parseWebEnv({ [name]: value })).toThrow(WebEnvError);
    expect(() => parseWebEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('names every bad variable at once', () => {
    expect(() => parseWebEnv({ PORT: 'abc', API_PUBLIC_URL: 'nope' })).toThrow(
      /API_PUBLIC_URL.*PORT|PORT.*API_PUBLIC_URL/,
    );
  });
});
