import { and, between, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { airports } from '../platform/db/schema/reference-data.ts';

export type AirportRow = typeof airports.$inferSelect;

const EARTH_RADIUS_KM = 6371;
const JOINING_WORDS = new Set(['del', 'las', 'los', 'and', 'the', 'das', 'dos']);

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

export function createAirportsRepository(db: Database) {
  return {
    /**
     * Airports whose code, names or country contain every word of the term, in any order ("santiago
     * de chile", "chile santiago"); exact codes first, then the whole phrase, then larger airports.
     */
    async search(normalizedTerm: string, limit: number): Promise<AirportRow[]> {
      const code = normalizedTerm.toUpperCase();
      // Short joining words ("de", "la", "y") are not in every airport's names: match the others.
      const all = [...new Set(normalizedTerm.split(' ').filter(Boolean))];
      const long = all.filter((word) => word.length > 2 && !JOINING_WORDS.has(word));
      const words = (long.length > 0 ? long : all).slice(0, 6);
      const startsWith = `${escapeLike(normalizedTerm)}%`;
      return db
        .select()
        .from(airports)
        .where(and(...words.map((word) => like(airports.searchText, `%${escapeLike(word)}%`))))
        .orderBy(
          desc(sql`${airports.searchText} like ${`%${escapeLike(normalizedTerm)}%`}`),
          desc(sql`${airports.iataCode} = ${code}`),
          desc(sql`${airports.cityCode} = ${code}`),
          desc(sql`${airports.searchText} like ${startsWith}`),
          desc(airports.size),
          airports.iataCode,
        )
        .limit(limit);
    },

    /** Every airport of these cities, largest first. */
    async findByCityCodes(cityCodes: readonly string[], limit: number): Promise<AirportRow[]> {
      if (cityCodes.length === 0) return [];
      return db
        .select()
        .from(airports)
        .where(sql`${airports.cityCode} in ${cityCodes}`)
        .orderBy(desc(airports.size), airports.iataCode)
        .limit(limit);
    },

    /** Each city once: its code, its English and Spanish names and its largest airport's size. */
    async listCities(): Promise<{ cityCode: string; cityName: string; cityNameEs: string; size: number }[]> {
      return db
        .select({
          cityCode: airports.cityCode,
          cityName: airports.cityName,
          cityNameEs: airports.cityNameEs,
          size: sql<number>`max(${airports.size})`.mapWith(Number),
        })
        .from(airports)
        .groupBy(airports.cityCode, airports.cityName, airports.cityNameEs);
    },

    async findByCodes(codes: string[]): Promise<AirportRow[]> {
      if (codes.length === 0) return [];
      return db.select().from(airports).where(sql`${airports.iataCode} in ${codes}`);
    },

    /** The country's busiest airport, a coarse stand-in for "where the visitor is". */
    async largestInCountry(countryCode: string): Promise<AirportRow | undefined> {
      const [row] = await db
        .select()
        .from(airports)
        .where(eq(airports.countryCode, countryCode))
        .orderBy(desc(airports.size), airports.iataCode)
        .limit(1);
      return row;
    },

    async findOne(code: string): Promise<AirportRow | undefined> {
      const [row] = await db.select().from(airports).where(eq(airports.iataCode, code)).limit(1);
      return row;
    },

    /** Airports within `distanceKm` of a point, nearest first (bounding box, then great-circle distance). */
    async nearby(
      latitude: number,
      longitude: number,
      distanceKm: number,
      limit: number,
    ): Promise<(AirportRow & { distanceKm: number })[]> {
      const latDelta = distanceKm / 111.2;
      const lonDelta = distanceKm / (111.2 * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
      const distance = sql<number>`${EARTH_RADIUS_KM} * 2 * asin(sqrt(
        power(sin(radians(${airports.latitude} - ${latitude}) / 2), 2) +
        cos(radians(${latitude})) * cos(radians(${airports.latitude})) *
        power(sin(radians(${airports.longitude} - ${longitude}) / 2), 2)))`;
      const rows = await db
        .select({ airport: airports, distanceKm: distance })
        .from(airports)
        .where(
          and(
            between(airports.latitude, latitude - latDelta, latitude + latDelta),
            between(airports.longitude, longitude - lonDelta, longitude + lonDelta),
            sql`${distance} <= ${distanceKm}`,
          ),
        )
        .orderBy(distance)
        .limit(limit);
      return rows.map((row) => ({ ...row.airport, distanceKm: Number(row.distanceKm) }));
    },
  };
}
export type AirportsRepository = ReturnType<typeof createAirportsRepository>;
