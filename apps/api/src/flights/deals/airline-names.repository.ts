import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { airlines } from '../../platform/db/schema.ts';

export function createAirlineNamesRepository(db: Database) {
  return {
    /** Names of the airlines with these IATA designators (the reference data's); unknown codes are left out. */
    async namesOf(codes: readonly string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select()
        .from(airlines)
        .where(sql`${airlines.iataCode} in ${[...codes]}`);
      return new Map(rows.map((row) => [row.iataCode, row.name]));
    },
  };
}
export type AirlineNamesRepository = ReturnType<typeof createAirlineNamesRepository>;
