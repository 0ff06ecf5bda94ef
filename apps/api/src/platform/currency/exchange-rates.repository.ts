import type { ExchangeRateTable } from '@travel/domain/money';
import { desc, lte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { exchangeRates } from '../db/schema.ts';

function toDecimal(amount: number, scale: number): string {
  const digits = String(amount).padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export function createExchangeRatesRepository(db: Database) {
  return {
    /** For each currency, its newest rate dated on or before `date`, as one USD-based table. */
    async tableOn(date: string): Promise<ExchangeRateTable | undefined> {
      const rows = await db
        .selectDistinctOn([exchangeRates.currencyCode])
        .from(exchangeRates)
        .where(lte(exchangeRates.rateDate, date))
        .orderBy(exchangeRates.currencyCode, desc(exchangeRates.rateDate));
      if (rows.length === 0) return undefined;
      // ISO dates sort as text: the newest is the last.
      const newest = rows.map((row) => row.rateDate).sort();
      return {
        date: newest[newest.length - 1] ?? date,
        base: 'USD',
        rates: Object.fromEntries(rows.map((row) => [row.currencyCode, toDecimal(row.amount, row.scale)])),
      };
    },
    async add(
      rows: { currencyCode: string; rateDate: string; amount: number; scale: number; source: string }[],
    ) {
      await db
        .insert(exchangeRates)
        .values(rows)
        .onConflictDoUpdate({
          target: [exchangeRates.currencyCode, exchangeRates.rateDate],
          set: { amount: sql`excluded.amount`, scale: sql`excluded.scale`, source: sql`excluded.source` },
        });
    },
  };
}
export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>;

/**
 * The day's rate table is read once a minute rather than on every search, session step or payment
 * (two queries a booking); one table object also lets the money module reuse the amounts it converted
 * (perRateTable), and the search and the checkout of the same minute price with the same table. A
 * failed read or a day without rates yet is asked again next time; rates added here are read at once,
 * another process's within the minute.
 */
export function cacheRateTables(
  repository: ExchangeRatesRepository,
  ttlMs = 60_000,
): ExchangeRatesRepository {
  const tables = new LRUCache<string, Promise<ExchangeRateTable | undefined>>({ max: 8, ttl: ttlMs });
  return {
    tableOn(date) {
      let table = tables.get(date);
      if (!table) {
        table = repository.tableOn(date);
        tables.set(date, table);
        table.then(
          (found) => found || tables.delete(date),
          () => tables.delete(date),
        );
      }
      return table;
    },
    async add(rows) {
      await repository.add(rows);
      tables.clear();
    },
  };
}
