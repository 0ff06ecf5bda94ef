import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase, testEngines } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { cacheRateTables, createExchangeRatesRepository } from './exchange-rates.repository.ts';

describe.each(testEngines())('exchange rates on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeededTestDatabase(engine);
  });
  afterAll(async () => handle.close());

  it('answers the seeded table as decimal strings per US dollar', async () => {
    const table = await createExchangeRatesRepository(handle.db).tableOn('2026-12-01');
    expect(table).toMatchObject({ base: 'USD', date: '2026-11-01' });
    expect(table?.rates.COP).toBe('3900.0000');
    expect(table?.rates.USD).toBe('1.0000');
  });

  it('uses the newest rate on or before the date, per currency', async () => {
    const repository = createExchangeRatesRepository(handle.db);
    await repository.add([
      { currencyCode: 'COP', rateDate: '2026-11-20', amount: 41_002_500, scale: 4, source: 'feed' },
    ]);
    expect((await repository.tableOn('2026-11-19'))?.rates.COP).toBe('3900.0000');
    const later = await repository.tableOn('2026-11-21');
    expect(later?.rates.COP).toBe('4100.2500');
    expect(later?.rates.CLP).toBe('940.0000');
    expect(later?.date).toBe('2026-11-20');
  });

  it('answers nothing before the first dated rate', async () => {
    expect(await createExchangeRatesRepository(handle.db).tableOn('2020-01-01')).toBeUndefined();
  });

  it('reads a day once while cached, a day without rates every time, and again after rates are added', async () => {
    const repository = createExchangeRatesRepository(handle.db);
    const asked: string[] = [];
    const cached = cacheRateTables({
      ...repository,
      tableOn: (date) => {
        asked.push(date);
        return repository.tableOn(date);
      },
    });
    const first = await cached.tableOn('2026-12-01');
    expect(await cached.tableOn('2026-12-01')).toBe(first);
    await cached.tableOn('2020-01-01');
    await cached.tableOn('2020-01-01');
    expect(asked).toEqual(['2026-12-01', '2020-01-01', '2020-01-01']);

    await cached.add([
      { currencyCode: 'CLP', rateDate: '2026-11-30', amount: 9_500_000, scale: 4, source: 'feed' },
    ]);
    expect((await cached.tableOn('2026-12-01'))?.rates.CLP).toBe('950.0000');
    expect(asked).toHaveLength(4);
  });
});
