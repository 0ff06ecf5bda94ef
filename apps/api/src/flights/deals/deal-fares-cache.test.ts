import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/build-test-app.ts';
import { createDealFaresCache, type DealRoute } from './deal-fares-cache.ts';

const HOUR = 3_600_000;
const route = { origin: 'BOG', destination: 'CUN' };

function cacheWith(compute: (route: DealRoute) => Promise<string[]>) {
  const clock = createTestClock('2026-11-24T08:00:00Z');
  const cache = createDealFaresCache<string>({
    compute,
    clock,
    ttlMs: 6 * HOUR,
    askedWithinMs: 24 * HOUR,
    refreshEveryMs: 15 * 60_000,
    maxRoutes: 100,
  });
  return { cache, clock };
}

function countingCompute() {
  const calls: DealRoute[] = [];
  const compute = async (asked: DealRoute) => {
    calls.push(asked);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return [`fare ${calls.length}`];
  };
  return { calls, compute };
}

describe('createDealFaresCache', () => {
  it('computes a route once for concurrent askers', async () => {
    const { calls, compute } = countingCompute();
    const { cache } = cacheWith(compute);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get(route)));
    expect(calls).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.fares[0]))).toEqual(new Set(['fare 1']));
  });

  it('serves the kept fares within their time to live', async () => {
    const { calls, compute } = countingCompute();
    const { cache, clock } = cacheWith(compute);
    await cache.get(route);
    clock.set('2026-11-24T13:59:00Z');
    expect((await cache.get(route)).fares).toEqual(['fare 1']);
    expect(calls).toHaveLength(1);
  });

  it('computes again once the time to live has passed', async () => {
    const { calls, compute } = countingCompute();
    const { cache, clock } = cacheWith(compute);
    await cache.get(route);
    clock.set('2026-11-24T14:00:00Z');
    const again = await cache.get(route);
    expect(again.fares).toEqual(['fare 2']);
    expect(again.computedAt.toISOString()).toBe('2026-11-24T14:00:00.000Z');
    expect(calls).toHaveLength(2);
  });

  it('keeps no failure: the next asker computes again', async () => {
    let fail = true;
    const { cache } = cacheWith(async () => {
      if (fail) throw new Error('supplier down');
      return ['fare'];
    });
    await expect(cache.get(route)).rejects.toThrow('supplier down');
    fail = false;
    expect((await cache.get(route)).fares).toEqual(['fare']);
  });

  describe('refreshDue', () => {
    it('prices again a route asked for recently before it goes stale, so the next asker waits for nothing', async () => {
      const { calls, compute } = countingCompute();
      const { cache, clock } = cacheWith(compute);
      await cache.get(route);
      clock.set('2026-11-24T10:00:00Z');
      expect(await cache.refreshDue()).toBe(0);
      clock.set('2026-11-24T13:50:00Z');
      expect(await cache.refreshDue()).toBe(1);
      expect(calls).toHaveLength(2);
      clock.set('2026-11-24T15:00:00Z');
      expect((await cache.get(route)).fares).toEqual(['fare 2']);
      expect(calls).toHaveLength(2);
    });

    it('forgets a route nobody asked for in a day instead of pricing it', async () => {
      const { calls, compute } = countingCompute();
      const { cache, clock } = cacheWith(compute);
      await cache.get(route);
      clock.set('2026-11-25T09:00:00Z');
      expect(await cache.refreshDue()).toBe(0);
      expect(cache.size).toBe(0);
      expect(calls).toHaveLength(1);
    });

    it('reports a route that failed and carries on with the others', async () => {
      const { cache, clock } = cacheWith(async (asked) => {
        if (asked.destination === 'MIA' && clock.now().getUTCHours() > 12) throw new Error('down');
        return ['fare'];
      });
      await cache.get(route);
      await cache.get({ origin: 'BOG', destination: 'MIA' });
      clock.set('2026-11-24T14:30:00Z');
      const failed: DealRoute[] = [];
      expect(await cache.refreshDue((failedRoute) => failed.push(failedRoute))).toBe(1);
      expect(failed).toEqual([{ origin: 'BOG', destination: 'MIA' }]);
    });
  });
});
