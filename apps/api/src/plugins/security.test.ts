import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

describe('rate limits per client network', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  // The contact form allows five messages a minute.
  const send = (ip: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/mail/send',
      headers: { 'x-forwarded-for': ip },
      payload: { name: 'Lucía', email: 'lucia@example.com', message: 'Hola' },
    });

  it('gives two addresses of one IPv6 /64 one budget, and another /64 its own', async () => {
    const statuses = [];
    for (let i = 1; i <= 5; i += 1) statuses.push((await send(`2001:db8:aa:1::${i}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    expect((await send('2001:db8:aa:1:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await send('2001:db8:aa:2::1')).statusCode).toBe(202);
  });

  it('gives an IPv4 address and its IPv4-mapped IPv6 form one budget', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send('198.51.100.20')).statusCode).toBe(202);
    expect((await send('::ffff:198.51.100.20')).statusCode).toBe(429);
    expect((await send('198.51.100.21')).statusCode).toBe(202);
  });
});
