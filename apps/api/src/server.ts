import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app.ts';
import { type ApiConfig, ConfigError, loadApiConfig } from './config.ts';
import { seedContent } from './content/builtin/seed-content.ts';
import { createDrupalContentSource } from './content/drupal/drupal-content-source.ts';
import { createThreadedSearchPages } from './flights/search-pages.thread.ts';
import { selectFlightSupplier } from './flights/supplier/select-flight-supplier.ts';
import { selectHotelSupplier } from './hotels/supplier/select-hotel-supplier.ts';
import { loadPaymentMacSecret } from './load-payment-mac-secret.ts';
import { createLoggerOptions } from './logger.ts';
import { systemClock } from './platform/clock.ts';
import { type DatabaseHandle, openDatabase } from './platform/db/client.ts';
import { seedDatabase } from './platform/db/seed.ts';
import { createFileMailer, createSmtpMailer } from './platform/outbox/nodemailer-mailer.ts';
import { loadReferenceData, type ReferenceData } from './platform/reference-data/reference-data.loader.ts';
import { superviseWorkers } from './platform/worker-processes.ts';
import { createGeoipCountryGeolocation } from './visitor/geoip-country-geolocation.ts';

/** Opens the configured database: PostgreSQL when DATABASE_URL names one, else PGlite under DATA_DIR. */
function openConfiguredDatabase(config: ApiConfig) {
  return openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          onIdleError: (error) =>
            console.error(`database connection lost (will reconnect): ${error.message}`),
        }
      : { dataDir: config.dataDir },
  );
}

/**
 * Brings the database to this version: migrations, reference data, the built-in content (unless a
 * Drupal site serves it). Done once per start, by the process that owns the start (the primary when
 * there are workers), so workers never race each other over migrations.
 */
async function prepareDatabase(config: ApiConfig, database: DatabaseHandle, referenceData: ReferenceData) {
  await database.migrate();
  const seeded = await seedDatabase(database.db, referenceData);
  if (!config.CRM_URL) {
    await seedContent(database.db, {
      airlineCodes: new Set(referenceData.airlines.map((airline) => airline.iataCode)),
    });
  }
  return seeded;
}

/** The secrets generated into DATA_DIR when unset (outside production); created once, then read. */
async function loadSecrets(config: ApiConfig) {
  // Unset outside production (the config refuses it unset in production): generated once into DATA_DIR.
  let paymentMacSecret = config.PAYMENT_MAC_SECRET;
  let secretNote: string | undefined;
  if (paymentMacSecret === undefined) {
    const loaded = await loadPaymentMacSecret(config.dataDir);
    paymentMacSecret = loaded.secret;
    secretNote = `PAYMENT_MAC_SECRET is unset: using the secret ${loaded.created ? 'generated into' : 'in'} ${loaded.file}`;
  }
  // The notification secret is handled the same way (decision 017).
  const paymentNotificationSecret =
    config.PAYMENT_NOTIFICATION_SECRET ??
    (await loadPaymentMacSecret(config.dataDir, 'payment-notification-secret')).secret;
  return { paymentMacSecret, paymentNotificationSecret, secretNote };
}

/**
 * API_WORKERS > 1 (PostgreSQL only): this process prepares the database and the secrets, then runs
 * that many workers on one port and stops them on SIGTERM/SIGINT (decision 030).
 */
async function runPrimary(config: ApiConfig) {
  const { secretNote } = await loadSecrets(config);
  if (secretNote) console.log(secretNote);
  const database = await openConfiguredDatabase(config);
  const seeded = await prepareDatabase(config, database, await loadReferenceData());
  await database.close();
  const supervisor = superviseWorkers({ count: config.API_WORKERS, log: (message) => console.log(message) });
  process.on('SIGINT', () => supervisor.shutdown('SIGINT'));
  process.on('SIGTERM', () => supervisor.shutdown('SIGTERM'));
  await supervisor.ready;
  console.log(
    `API ready on ${config.API_PUBLIC_URL} (database: postgres, ${config.API_WORKERS} workers${seeded.reloaded ? ', reference data loaded' : ''})`,
  );
}

async function main() {
  const config = loadApiConfig();
  if (cluster.isPrimary && config.API_WORKERS > 1) return runPrimary(config);
  const isWorker = cluster.isWorker;
  const { paymentMacSecret, paymentNotificationSecret, secretNote } = await loadSecrets(config);
  const database = await openConfiguredDatabase(config);
  const referenceData = await loadReferenceData();
  // A worker's database was prepared by its primary.
  const seeded = isWorker ? { reloaded: false } : await prepareDatabase(config, database, referenceData);
  // Content: a Drupal site when CRM_URL names one, else the repository's files loaded into the database.
  const content = config.CRM_URL
    ? createDrupalContentSource({ baseUrl: config.CRM_URL, apiPublicUrl: config.API_PUBLIC_URL })
    : undefined;
  // The configuration picks the adapters; buildApp, the composition root, wires them into every slice.
  const clock = systemClock;
  const supplier = selectFlightSupplier(config, { referenceData, clock });
  const searchPages =
    config.FLIGHT_SUPPLIER === 'builtin' && config.SEARCH_WORKER_THREAD ? startSearchWorker() : undefined;
  const hotelSupplier = selectHotelSupplier(config, { referenceData, clock });
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createFileMailer({ directory: path.join(config.dataDir, 'outbox'), from: config.MAIL_FROM, clock });

  const app = await buildApp({
    database,
    supplier,
    ...(searchPages ? { searchPages } : {}),
    hotelSupplier,
    ...(content ? { content } : {}),
    clock,
    geolocation: createGeoipCountryGeolocation(),
    mailer,
    webOrigin: config.WEB_ORIGIN,
    trustProxy: config.TRUST_PROXY,
    apiPublicUrl: config.API_PUBLIC_URL,
    paymentMacSecret,
    paymentNotificationSecret,
    enableTestRoutes: config.ENABLE_TEST_ROUTES,
    contactInbox: config.CONTACT_INBOX,
    reportsToken: config.REPORTS_TOKEN,
    logger: createLoggerOptions(config.LOG_LEVEL),
  });
  if (secretNote && !isWorker) app.log.info(secretNote);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing the app stops its outbox worker and the mailer too.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  if (isWorker) return;
  app.log.info(
    `API ready on ${config.API_PUBLIC_URL} (database: ${database.engine}${seeded.reloaded ? ', reference data loaded' : ''})`,
  );
}

/**
 * The results pages' worker thread, at the same place beside this module in the bundle
 * (dist/flights/search-pages.worker.js) and in the source (run under tsx by npm run dev).
 */
function startSearchWorker() {
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return createThreadedSearchPages({
    workerUrl: new URL(`./flights/search-pages.worker.${extension}`, import.meta.url),
    onLost: (error) =>
      console.error(`search worker stopped (the next search starts another): ${error.message}`),
  });
}

main().catch((error: unknown) => {
  // A configuration mistake is explained in a line of its own, without a stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('API failed to start:', error);
  process.exit(1);
});
