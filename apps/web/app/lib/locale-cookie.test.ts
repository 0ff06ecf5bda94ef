import { describe, expect, it } from 'vitest';
import { serializeLocaleCookie } from './locale-cookie';

describe('serializeLocaleCookie', () => {
  it('stores the locale site-wide for 365 days', () => {
    const cookie = serializeLocaleCookie('en');
    expect(cookie).toMatch(/^locale=en;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('SameSite=Lax');
  });
});
