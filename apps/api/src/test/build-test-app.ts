import { type App, type AppDeps, buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createBuiltinFlightSupplier } from '../providers/flight-supplier/builtin-flight-supplier.ts';
import type { Clock, FlightSupplier } from '../providers/flight-supplier/flight-supplier.port.ts';
import { createGeoipCountryGeolocation } from '../providers/ip-geolocation/geoip-country-geolocation.ts';
import {
  openSeededTestDatabase,
  openTestDatabase,
  type TestEngine,
  testReferenceData,
} from './test-database.ts';

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  set(date: Date | string): void;
}

export function createTestClock(start: Date | string = '2026-11-22T12:00:00Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
  };
}

export const TEST_WEB_ORIGIN = 'http://localhost:3000';
export const TEST_PAYMENT_MAC_SECRET = 'test-payment-mac-secret-0123456789';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  clock: TestClock;
  /** What the app was built with, to build another on the same database (a restarted process). */
  deps: AppDeps;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` tests. */
export async function buildTestApp(
  options: {
    engine?: TestEngine;
    seed?: boolean;
    clock?: TestClock;
    supplier?: FlightSupplier;
    /** e.g. pino options with a stream, to read what the API logs. */
    logger?: AppDeps['logger'];
  } = {},
): Promise<TestApp> {
  const database = options.seed
    ? await openSeededTestDatabase(options.engine)
    : await openTestDatabase(options.engine);
  const clock = options.clock ?? createTestClock();
  const supplier =
    options.supplier ?? createBuiltinFlightSupplier({ referenceData: await testReferenceData(), clock });
  const deps: AppDeps = {
    database,
    supplier,
    clock,
    geolocation: createGeoipCountryGeolocation(),
    webOrigin: TEST_WEB_ORIGIN,
    // Tests name the client's address with X-Forwarded-For.
    trustProxy: true,
    paymentMacSecret: TEST_PAYMENT_MAC_SECRET,
    ...(options.logger ? { logger: options.logger } : {}),
  };
  const app = await buildApp(deps);
  return {
    app,
    database,
    clock,
    deps,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
