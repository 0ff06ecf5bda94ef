import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTestFlight, TEST_CUSTOMER } from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { BOOKING_OWNER_GUESSES } from './booking-owner-guesses.ts';

/** Every route that answers to a booking reference and e-mail. */
const OWNER_ROUTES = [
  '/user/booking/lookup',
  '/user/booking/calendar',
  '/user/booking/receipt',
  '/user/booking/cancellation',
  '/user/booking/cancellation/request',
  '/user/booking/resend-confirmation',
  '/user/booking/bags',
];

describe('guessing a booking reference and e-mail', () => {
  let testApp: TestApp;
  let referenceId: string;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
    referenceId = (await bookTestFlight(testApp.app, issueTestAgentId())).referenceId;
  });
  afterAll(async () => testApp.close());

  const post = (url: string, ip: string, payload: { referenceId: string; email: string }) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
  const guess = (url: string, ip: string, n: number) =>
    post(url, ip, { referenceId: `ZZZ${String(n).padStart(3, '0')}`, email: 'victim@example.com' });

  it('refuses every route that checks them once an address has spent its failed guesses', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < BOOKING_OWNER_GUESSES.max; n += 1) {
      statuses.push(
        (await guess(OWNER_ROUTES[n % OWNER_ROUTES.length] as string, '192.0.2.90', n)).statusCode,
      );
    }
    expect(statuses).toEqual(Array(BOOKING_OWNER_GUESSES.max).fill(404));
    // The budget is spent: no route of the group takes another guess from this address, not even
    // a right one (else the guesses would go on until one answers 200)…
    for (const url of OWNER_ROUTES) {
      const refused = await guess(url, '192.0.2.90', 99);
      expect(refused.statusCode).toBe(429);
      expect(ProblemSchema.parse(refused.json()).code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const right = await post('/user/booking/lookup', '192.0.2.90', {
      referenceId,
      email: TEST_CUSTOMER.email,
    });
    expect(right.statusCode).toBe(429);
    // …while another address still has its own.
    expect((await guess('/user/booking/lookup', '192.0.2.91', 1)).statusCode).toBe(404);
  });

  it('lets the owner open their booking, its documents and its bags as often as each route allows', async () => {
    const owner = { referenceId, email: TEST_CUSTOMER.email };
    for (let visit = 0; visit < BOOKING_OWNER_GUESSES.max + 2; visit += 1) {
      const url = ['/user/booking/lookup', '/user/booking/calendar', '/user/booking/bags'][
        visit % 3
      ] as string;
      expect((await post(url, '192.0.2.92', owner)).statusCode).toBe(200);
    }
    // Their successes spent nothing: a mistyped e-mail is still only a 404.
    const mistyped = await post('/user/booking/lookup', '192.0.2.92', {
      referenceId,
      email: 'maria@example.co',
    });
    expect(mistyped.statusCode).toBe(404);
  });

  it('counts a malformed reference as a failed guess too', async () => {
    for (let n = 0; n < BOOKING_OWNER_GUESSES.max; n += 1) {
      expect(
        (await post('/user/booking/receipt', '192.0.2.93', { referenceId: '0', email: 'a@b.co' })).statusCode,
      ).toBe(404);
    }
    expect((await guess('/user/booking/lookup', '192.0.2.93', 1)).statusCode).toBe(429);
  });
});
