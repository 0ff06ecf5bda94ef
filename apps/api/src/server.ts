import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadApiConfig } from './config.ts';
import { seedContent } from './content/builtin/seed-content.ts';
import { createDrupalContentSource } from './content/drupal/drupal-content-source.ts';
import { selectFlightSupplier } from './flights/supplier/select-flight-supplier.ts';
import { selectHotelSupplier } from './hotels/supplier/select-hotel-supplier.ts';
import { loadPaymentMacSecret } from './load-payment-mac-secret.ts';
import { createLoggerOptions } from './logger.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase } from './platform/db/client.ts';
import { seedDatabase } from './platform/db/seed.ts';
import { createFileMailer, createSmtpMailer } from './platform/outbox/nodemailer-mailer.ts';
import { loadReferenceData } from './platform/reference-data/reference-data.loader.ts';
import { createGeoipCountryGeolocation } from './visitor/geoip-country-geolocation.ts';

async function main() {
  const config = loadApiConfig();
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

  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          onIdleError: (error) =>
            console.error(`database connection lost (will reconnect): ${error.message}`),
        }
      : { dataDir: config.dataDir },
  );
  await database.migrate();
  const referenceData = await loadReferenceData();
  const seeded = await seedDatabase(database.db, referenceData);
  // Content: a Drupal site when CRM_URL names one, else the repository's files loaded into the database.
  const content = config.CRM_URL
    ? createDrupalContentSource({ baseUrl: config.CRM_URL, apiPublicUrl: config.API_PUBLIC_URL })
    : undefined;
  if (!content) {
    await seedContent(database.db, {
      airlineCodes: new Set(referenceData.airlines.map((airline) => airline.iataCode)),
    });
  }
  // The configuration picks the adapters; buildApp, the composition root, wires them into every slice.
  const clock = systemClock;
  const supplier = selectFlightSupplier(config, { referenceData, clock });
  const hotelSupplier = selectHotelSupplier(config, { referenceData, clock });
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createFileMailer({ directory: path.join(config.dataDir, 'outbox'), from: config.MAIL_FROM, clock });

  const app = await buildApp({
    database,
    supplier,
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
  if (secretNote) app.log.info(secretNote);

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
  app.log.info(
    `API ready on ${config.API_PUBLIC_URL} (database: ${database.engine}${seeded.reloaded ? ', reference data loaded' : ''})`,
  );
}

main().catch((error: unknown) => {
  // A configuration mistake is explained in a line of its own, without a stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('API failed to start:', error);
  process.exit(1);
});
