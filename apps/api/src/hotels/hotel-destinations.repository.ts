import { desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { airports } from '../platform/db/schema/reference-data.ts';

export interface HotelDestination {
  cityCode: string;
  cityName: string;
  cityNameEs: string;
  countryCode: string;
  countryName: string;
  countryNameEs: string;
  /** The mean of the city's airports (the reference data has no city centres). */
  geoCode: { latitude: number; longitude: number };
}

/** A city of the airport data as a hotel destination: its names and the point hotels are searched around. */
export function createHotelDestinationsRepository(db: Database) {
  return {
    async findCity(cityCode: string): Promise<HotelDestination | undefined> {
      const rows = await db
        .select()
        .from(airports)
        .where(eq(airports.cityCode, cityCode))
        .orderBy(desc(airports.size), airports.iataCode);
      const [first] = rows;
      if (!first) return undefined;
      return {
        cityCode,
        cityName: first.cityName,
        cityNameEs: first.cityNameEs,
        countryCode: first.countryCode,
        countryName: first.countryName,
        countryNameEs: first.countryNameEs,
        geoCode: {
          latitude: rows.reduce((sum, row) => sum + row.latitude, 0) / rows.length,
          longitude: rows.reduce((sum, row) => sum + row.longitude, 0) / rows.length,
        },
      };
    },
  };
}
export type HotelDestinationsRepository = ReturnType<typeof createHotelDestinationsRepository>;
