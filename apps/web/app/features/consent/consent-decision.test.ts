import { describe, expect, it } from 'vitest';
import { decideConsent, readConsentChoice } from './consent-decision';

const now = new Date('2026-11-24T10:00:00Z');
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('readConsentChoice', () => {
  it("reads the banner's buttons", () => {
    expect(readConsentChoice(form({ intent: 'accept_all' }))).toEqual({ method: 'accept_all' });
    expect(readConsentChoice(form({ intent: 'reject_all' }))).toEqual({ method: 'reject_all' });
  });
  it('reads unticked checkboxes as off', () => {
    expect(readConsentChoice(form({ intent: 'choose', performance: 'on' }))).toEqual({
      method: 'choose',
      performance: true,
      marketing: false,
    });
  });
  it('refuses anything else', () => {
    expect(readConsentChoice(form({ intent: 'essential_off' }))).toBeNull();
    expect(readConsentChoice(form({}))).toBeNull();
  });
});

describe('decideConsent', () => {
  it('accepts or rejects both optional categories, essential always on', () => {
    expect(decideConsent({ method: 'accept_all' }, now, false).consent).toEqual({
      essential: true,
      performance: true,
      marketing: true,
      consentedAt: now.getTime(),
    });
    expect(decideConsent({ method: 'reject_all' }, now, false).consent).toMatchObject({
      performance: false,
      marketing: false,
    });
  });
  it('keeps marketing off under a privacy signal, even on "accept all"', () => {
    expect(decideConsent({ method: 'accept_all' }, now, true).consent).toMatchObject({
      performance: true,
      marketing: false,
    });
  });
});
