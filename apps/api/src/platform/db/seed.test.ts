import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngines, testReferenceData } from '../../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { airlines, airports, exchangeRates } from './schema.ts';
import { seedDatabase } from './seed.ts';

describe.each(testEngines())('seedDatabase on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(async () => handle.close());

  it('loads every airport and airline of the reference dataset and the seeded rates', async () => {
    const data = await testReferenceData();
    expect(await seedDatabase(handle.db, data)).toEqual({ reloaded: true });
    const [airportCount] = await handle.db.select({ n: count() }).from(airports);
    const [airlineCount] = await handle.db.select({ n: count() }).from(airlines);
    expect(airportCount?.n).toBe(data.airports.length);
    expect(airlineCount?.n).toBe(data.airlines.length);
    const [cop] = await handle.db.select().from(exchangeRates).where(eq(exchangeRates.currencyCode, 'COP'));
    expect(cop).toMatchObject({ scale: 4, source: 'seed' });
  });

  it('stores accent-free search text', async () => {
    const [bog] = await handle.db.select().from(airports).where(eq(airports.iataCode, 'BOG'));
    expect(bog?.searchText).toContain('bogota');
  });

  it('does nothing the second time with the same dataset', async () => {
    expect(await seedDatabase(handle.db, await testReferenceData())).toEqual({ reloaded: false });
  });
});
