import { CONSENT_POLICY_VERSION } from '@travel/domain/consent';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_HIDE_SCRIPT } from './consent-hide-script';

const run = () => new Function(CONSENT_HIDE_SCRIPT)();
const setCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plants the visitor's decision.
  document.cookie = `cookie_consent=${value}; Path=/`;
};

afterEach(() => {
  document.documentElement.removeAttribute('data-consent');
  setCookie('; Max-Age=0');
});

describe('the consent script that runs before paint', () => {
  it('marks the page decided when a decision of the last 7 days is in the cookie', () => {
    setCookie(`p0.m0.t${Date.now() - 3_600_000}.v${CONSENT_POLICY_VERSION}`);
    run();
    expect(document.documentElement.getAttribute('data-consent')).toBe('decided');
  });

  it.each([
    ['an expired decision', () => `p1.m1.t${Date.now() - 8 * 86_400_000}.v${CONSENT_POLICY_VERSION}`],
    ['another policy version', () => `p1.m1.t${Date.now()}.v2020-01-01`],
    ['no decision', () => 'junk'],
  ])('leaves the banner alone for %s', (_name, value) => {
    setCookie(value());
    run();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
  });
});
