import { afterEach, describe, expect, it } from 'vitest';
import { parseAttribution } from '../../lib/attribution-cookie';
import { captureLanding, forgetAttribution, persistPending } from './attribution-store';

const now = new Date();
const cookieValue = () => /(?:^|; )attribution=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  forgetAttribution();
  window.sessionStorage.clear();
});

describe('captureLanding', () => {
  it('keeps a campaign landing in the cookie when marketing is allowed', () => {
    captureLanding({ search: '?utm_source=instagram&utm_medium=social', referrer: '' }, true, now);
    expect(parseAttribution(cookieValue(), now)).toMatchObject({ source: 'instagram', medium: 'social' });
  });

  it('holds it for this tab only until marketing is allowed, then keeps it', () => {
    captureLanding(
      { search: '?utm_source=partner&affiliateId=A1', referrer: 'https://blog.example/post' },
      false,
      now,
    );
    expect(cookieValue()).toBeUndefined();
    persistPending(now);
    expect(parseAttribution(cookieValue(), now)).toMatchObject({
      source: 'partner',
      affiliateId: 'A1',
      referrer: 'https://blog.example/post',
    });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('leaves what was kept when a later page names no campaign', () => {
    captureLanding({ search: '?utm_source=google&utm_medium=cpc', referrer: '' }, true, now);
    captureLanding({ search: '?from=BOG', referrer: '' }, true, now);
    expect(parseAttribution(cookieValue(), now)).toMatchObject({ source: 'google', medium: 'cpc' });
  });

  it('forgets everything when marketing is refused', () => {
    captureLanding({ search: '?utm_source=google', referrer: '' }, true, now);
    forgetAttribution();
    expect(cookieValue() ?? '').toBe('');
  });
});
