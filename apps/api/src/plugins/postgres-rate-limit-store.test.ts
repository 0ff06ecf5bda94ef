import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { createPostgresRateLimitStore, perProcessRateLimit } from './postgres-rate-limit-store.ts';

const form = { name: 'Ana', email: 'ana@example.com', message: 'Hola' };

describe.each(testEngines())('createPostgresRateLimitStore on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
  });
  afterAll(async () => testApp.close());

  it('shares one limit between two API replicas on the same database', async () => {
    const replica = await buildApp(testApp.deps);
    try {
      const send = (app: typeof replica) =>
        app.inject({
          method: 'POST',
          url: '/mail/send',
          payload: form,
          headers: { 'x-forwarded-for': '192.0.2.50' },
        });
      const statuses: number[] = [];
      for (const app of [testApp.app, replica, testApp.app, replica, testApp.app, replica]) {
        statuses.push((await send(app)).statusCode);
      }
      // /mail/send allows five a minute: the sixth, on either replica, is refused.
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    } finally {
      await replica.close();
    }
  });

  it('counts each route and client apart, and starts a new window once the old one ended', async () => {
    const Store = createPostgresRateLimitStore(testApp.database.db);
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/a' } } as never);
    const other = new Store({}).child({ routeInfo: { method: 'POST', url: '/b' } } as never);
    const incr = (target: typeof store, key: string, window: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        target.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), window, 5),
      );
    expect((await incr(store, 'client-1', 60_000)).current).toBe(1);
    expect((await incr(store, 'client-1', 60_000)).current).toBe(2);
    expect((await incr(store, 'client-2', 60_000)).current).toBe(1);
    expect((await incr(other, 'client-1', 60_000)).current).toBe(1);
    const counted = await incr(store, 'client-3', 50);
    expect(counted.ttl).toBeLessThanOrEqual(50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await incr(store, 'client-3', 50)).current).toBe(1);
  });

  it('counts a per-process limit in memory, per route and client, without a database write', async () => {
    const Store = createPostgresRateLimitStore(testApp.database.db);
    const scope = (url: string) => perProcessRateLimit({ routeInfo: { method: 'GET', url } });
    const store = new Store({}).child(scope('/hot') as never);
    const other = new Store({}).child(scope('/other') as never);
    const incr = (target: typeof store, key: string, window: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        target.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), window, 5),
      );
    expect((await incr(store, 'client-9', 60_000)).current).toBe(1);
    expect(await incr(store, 'client-9', 60_000)).toEqual({ current: 2, ttl: expect.any(Number) });
    expect((await incr(store, 'client-10', 60_000)).current).toBe(1);
    expect((await incr(other, 'client-9', 60_000)).current).toBe(1);
    expect((await incr(store, 'client-11', 30)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await incr(store, 'client-11', 30)).current).toBe(1);

    const rows = await testApp.database.db.execute(
      sql`select count(*)::int as n from rate_limits where key like '%client-9' or key like '%client-11'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
