import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../config.ts';
import { createTestClock } from '../../test/build-test-app.ts';
import {
  FAKE_AMADEUS_CLIENT_ID,
  FAKE_AMADEUS_CLIENT_SECRET,
  type FakeAmadeusServer,
  startFakeAmadeusServer,
} from '../../test/fake-amadeus-server.ts';
import { testReferenceData } from '../../test/test-database.ts';
import { selectFlightSupplier } from './select-flight-supplier.ts';

describe('selectFlightSupplier', () => {
  let server: FakeAmadeusServer;
  beforeAll(async () => {
    server = await startFakeAmadeusServer();
  });
  afterAll(async () => server.close());

  const query = {
    cabin: 'ECONOMY' as const,
    legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '2027-03-10' }],
    travelerInfo: { adult: 1, child: 0, infant: 0 },
    refundableFare: false,
    noRestrictionFare: false,
    noPenaltyFare: false,
  };

  it('gives the built-in supplier by default, which rebuilds offers from their ids', async () => {
    const supplier = selectFlightSupplier(loadApiConfig({}), {
      referenceData: await testReferenceData(),
      clock: createTestClock(),
    });
    const [offer] = (await supplier.searchOffers(query)).offers;
    expect(supplier.canRebuildOffers).not.toBe(false);
    expect(await supplier.getOffer(offer?.id ?? '')).toEqual(offer);
    expect(server.received).toHaveLength(0);
  });

  it('gives the Amadeus supplier on the endpoint of AMADEUS_HOST, AMADEUS_PORT and AMADEUS_SSL', async () => {
    const { port } = new URL(server.url);
    const config = loadApiConfig({
      FLIGHT_SUPPLIER: 'amadeus',
      AMADEUS_CLIENT_ID: FAKE_AMADEUS_CLIENT_ID,
      AMADEUS_CLIENT_SECRET: FAKE_AMADEUS_CLIENT_SECRET,
      AMADEUS_HOST: '127.0.0.1',
      AMADEUS_PORT: port,
      AMADEUS_SSL: 'false',
    });
    const supplier = selectFlightSupplier(config, {
      referenceData: await testReferenceData(),
      clock: createTestClock(),
    });
    expect(supplier.canRebuildOffers).toBe(false);
    expect((await supplier.searchOffers(query)).offers.length).toBeGreaterThan(0);
    expect(server.requestsTo('/v2/shopping/flight-offers')).toHaveLength(1);
  });
});
