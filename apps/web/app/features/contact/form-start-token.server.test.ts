import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkFormStartToken,
  issueFormStartToken,
  MAX_FORM_AGE_MS,
  MIN_FILL_TIME_MS,
} from './form-start-token.server';

const SECRET = randomBytes(32);
const SERVED = new Date('2026-05-04T10:00:00Z');
const after = (ms: number) => new Date(SERVED.getTime() + ms);

describe('checkFormStartToken', () => {
  it('lets a form through once a person could have filled it in', () => {
    const token = issueFormStartToken(SERVED, SECRET);
    expect(checkFormStartToken(token, after(MIN_FILL_TIME_MS), SECRET)).toEqual({ status: 'ok', token });
  });

  it('refuses a form sent sooner, keeping its token so the next try can pass', () => {
    const token = issueFormStartToken(SERVED, SECRET);
    expect(checkFormStartToken(token, after(MIN_FILL_TIME_MS - 1), SECRET)).toEqual({
      status: 'tooFast',
      token,
    });
  });

  it('refuses a start time moved back by hand, and gives a fresh token', () => {
    const [, signature] = issueFormStartToken(SERVED, SECRET).split('.');
    const forged = `${SERVED.getTime() - 60_000}.${signature}`;
    const check = checkFormStartToken(forged, after(1_000), SECRET);
    expect(check.status).toBe('expired');
    expect(check.token).toBe(issueFormStartToken(after(1_000), SECRET));
  });

  it('refuses a token signed with another secret (another process)', () => {
    const token = issueFormStartToken(SERVED, randomBytes(32));
    expect(checkFormStartToken(token, after(10_000), SECRET).status).toBe('expired');
  });

  it('refuses a missing or malformed token', () => {
    for (const value of [null, '', 'abc', `${SERVED.getTime()}`, `${SERVED.getTime()}.${'A'.repeat(44)}`]) {
      expect(checkFormStartToken(value, after(10_000), SECRET).status).toBe('expired');
    }
  });

  it('refuses a form served more than a day ago', () => {
    const token = issueFormStartToken(SERVED, SECRET);
    expect(checkFormStartToken(token, after(MAX_FORM_AGE_MS + 1), SECRET).status).toBe('expired');
  });
});
