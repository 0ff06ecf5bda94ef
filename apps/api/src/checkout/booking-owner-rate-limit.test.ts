import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { BOOKING_OWNER_RATE_LIMIT } from './booking-owner-rate-limit.ts';

/** Every route that answers to a booking reference and e-mail. */
const OWNER_ROUTES = [
  '/user/booking/lookup',
  '/user/booking/calendar',
  '/user/booking/receipt',
  '/user/booking/cancellation',
  '/user/booking/bags',
];

describe('guessing a booking reference and e-mail', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
  });
  afterAll(async () => testApp.close());

  const guess = (url: string, ip: string, n: number) =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload: { referenceId: `ZZZ${String(n).padStart(3, '0')}`, email: 'victim@example.com' },
      headers: { 'x-forwarded-for': ip },
    });

  it('spends one budget a minute per address across every route that checks them', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= BOOKING_OWNER_RATE_LIMIT.max; n += 1) {
      statuses.push(
        (await guess(OWNER_ROUTES[n % OWNER_ROUTES.length] as string, '192.0.2.90', n)).statusCode,
      );
    }
    expect(statuses.slice(0, BOOKING_OWNER_RATE_LIMIT.max).every((status) => status === 404)).toBe(true);
    // The budget is spent: no route of the group takes another guess from this address…
    for (const url of OWNER_ROUTES) expect((await guess(url, '192.0.2.90', 99)).statusCode).toBe(429);
    // …while another address still has its own.
    expect((await guess('/user/booking/lookup', '192.0.2.91', 1)).statusCode).toBe(404);
  });
});
