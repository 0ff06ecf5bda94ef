import { randomBytes } from 'node:crypto';
import { type App, type AppDeps, buildApp } from '../app.ts';
import type { ContentSource } from '../content/content-source.port.ts';
import { createBuiltinFlightSupplier } from '../flights/supplier/builtin/builtin-flight-supplier.ts';
import type { FlightSupplier } from '../flights/supplier/flight-supplier.port.ts';
import { createBuiltinHotelSupplier } from '../hotels/supplier/builtin/builtin-hotel-supplier.ts';
import type { HotelSupplier } from '../hotels/supplier/hotel-supplier.port.ts';
import type { Clock } from '../platform/clock.ts';
import type { DatabaseHandle } from '../platform/db/client.ts';
import type { MailRenderers } from '../platform/outbox/mail-renderers.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';
import { createOutboxRepository } from '../platform/outbox/outbox.repository.ts';
import { createOutboxWorker } from '../platform/outbox/outbox-worker.ts';
import { createAgentIds } from '../visitor/agent-id.ts';
import { createGeoipCountryGeolocation } from '../visitor/geoip-country-geolocation.ts';
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
/** Where the test app says browsers reach it (the default apiPublicUrl). */
export const TEST_API_URL = 'http://localhost:4000';
/** New on every run, so no usable payment secret is written in the repository. */
export const TEST_PAYMENT_MAC_SECRET = randomBytes(32).toString('hex');

/** A new visitor id as POST /user/session/start issues it, for tests about other routes. */
export function issueTestAgentId(): string {
  return createAgentIds(TEST_PAYMENT_MAC_SECRET).issue();
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  clock: TestClock;
  /** What the app was built with, to build another on the same database (a restarted process). */
  deps: AppDeps;
  /** The app's renderers of the mails queued as templates, for an outbox worker of the test's own. */
  mailRenderers: MailRenderers;
  /**
   * Runs an outbox worker over what is due (rendering booking mails as the app's worker does) and
   * answers the mails it sent; each row then holds the message as sent.
   */
  deliverMail(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` tests. */
export async function buildTestApp(
  options: {
    engine?: TestEngine;
    seed?: boolean;
    clock?: TestClock;
    supplier?: FlightSupplier;
    hotelSupplier?: HotelSupplier;
    content?: ContentSource;
    /** e.g. pino options with a stream, to read what the API logs. */
    logger?: AppDeps['logger'];
    /** Short limits, to see slow clients cut off. */
    timeouts?: AppDeps['timeouts'];
    /** Serves the reports behind this bearer token. */
    reportsToken?: string;
  } = {},
): Promise<TestApp> {
  const database = options.seed
    ? await openSeededTestDatabase(options.engine)
    : await openTestDatabase(options.engine);
  const clock = options.clock ?? createTestClock();
  const supplier =
    options.supplier ?? createBuiltinFlightSupplier({ referenceData: await testReferenceData(), clock });
  const hotelSupplier =
    options.hotelSupplier ??
    createBuiltinHotelSupplier({
      referenceData: await testReferenceData(),
      clock,
      mediaBaseUrl: TEST_API_URL,
    });
  const deps: AppDeps = {
    database,
    supplier,
    hotelSupplier,
    clock,
    geolocation: createGeoipCountryGeolocation(),
    webOrigin: TEST_WEB_ORIGIN,
    // Tests name the client's address with X-Forwarded-For.
    trustProxy: true,
    paymentMacSecret: TEST_PAYMENT_MAC_SECRET,
    ...(options.content ? { content: options.content } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.reportsToken ? { reportsToken: options.reportsToken } : {}),
  };
  let mailRenderers: MailRenderers = {};
  deps.onMailRenderers = (renderers) => {
    mailRenderers = renderers;
  };
  const app = await buildApp(deps);
  return {
    app,
    database,
    clock,
    deps,
    mailRenderers,
    async deliverMail() {
      const sent: MailMessage[] = [];
      const worker = createOutboxWorker({
        outbox: createOutboxRepository(database.db),
        mailer: {
          send: async (message) => {
            sent.push(message);
            return { messageId: `test-${sent.length}` };
          },
        },
        renderers: mailRenderers,
        clock,
        batchSize: 100,
      });
      while ((await worker.runOnce()).sent > 0) {}
      return sent;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
