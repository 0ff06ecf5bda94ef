import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../config.ts';
import { createTestClock } from '../../test/build-test-app.ts';
import {
  FAKE_HOTEL_CLIENT_ID,
  FAKE_HOTEL_CLIENT_SECRET,
  type FakeAmadeusHotelServer,
  startFakeAmadeusHotelServer,
} from '../../test/fake-amadeus-hotel-server.ts';
import { testReferenceData } from '../../test/test-database.ts';
import { selectHotelSupplier } from './select-hotel-supplier.ts';

describe('selectHotelSupplier', () => {
  let server: FakeAmadeusHotelServer;
  beforeAll(async () => {
    server = await startFakeAmadeusHotelServer();
  });
  afterAll(async () => server.close());

  const BOGOTA = {
    geoCode: { latitude: 4.70159, longitude: -74.1469 },
    radius: 20,
    radiusUnit: 'KM' as const,
  };

  it('gives the built-in inventory by default, its pictures served by API_PUBLIC_URL', async () => {
    const supplier = selectHotelSupplier(loadApiConfig({ API_PUBLIC_URL: 'https://api.andariego.example' }), {
      referenceData: await testReferenceData(),
      clock: createTestClock(),
    });
    const hotels = await supplier.listHotels(BOGOTA);
    expect(supplier.name).toBe('builtin');
    const content = await supplier.describeHotels(hotels.slice(0, 1), 'es');
    expect([...content.values()][0]?.media[0]?.src).toMatch(
      /^https:\/\/api\.andariego\.example\/hotels\/media\//,
    );
    expect(server.received).toHaveLength(0);
  });

  it('gives the Amadeus adapter with the flight supplier switch, on the AMADEUS_HOST endpoint', async () => {
    const { port } = new URL(server.url);
    const config = loadApiConfig({
      FLIGHT_SUPPLIER: 'amadeus',
      AMADEUS_CLIENT_ID: FAKE_HOTEL_CLIENT_ID,
      AMADEUS_CLIENT_SECRET: FAKE_HOTEL_CLIENT_SECRET,
      AMADEUS_HOST: '127.0.0.1',
      AMADEUS_PORT: port,
      AMADEUS_SSL: 'false',
    });
    const supplier = selectHotelSupplier(config, {
      referenceData: await testReferenceData(),
      clock: createTestClock(),
    });
    expect(supplier.name).toBe('amadeus');
    expect(await supplier.listHotels(BOGOTA)).toHaveLength(3);
    expect(server.requestsTo('/v1/reference-data/locations/hotels/by-geocode')).toHaveLength(1);
  });
});
