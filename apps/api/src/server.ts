import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, DEV_PAYMENT_MAC_SECRET, loadApiConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';
import { createLoggerOptions } from './logger.ts';
import { createOutboxRepository } from './modules/mail/outbox.repository.ts';
import { createOutboxWorker } from './modules/mail/outbox-worker.ts';
import { selectFlightSupplier } from './providers/flight-supplier/select-flight-supplier.ts';
import { createGeoipCountryGeolocation } from './providers/ip-geolocation/geoip-country-geolocation.ts';
import { createFileMailer, createSmtpMailer } from './providers/mailer/nodemailer-mailer.ts';
import { loadReferenceData } from './reference-data/reference-data.loader.ts';

async function main() {
  let config: ReturnType<typeof loadApiConfig>;
  try {
    config = loadApiConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

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
  const clock = { now: () => new Date() };
  const supplier = selectFlightSupplier(config, { referenceData, clock });

  const app = await buildApp({
    database,
    supplier,
    clock,
    geolocation: createGeoipCountryGeolocation(),
    webOrigin: config.WEB_ORIGIN,
    trustProxy: config.TRUST_PROXY,
    apiPublicUrl: config.API_PUBLIC_URL,
    paymentMacSecret: config.PAYMENT_MAC_SECRET,
    contactInbox: config.CONTACT_INBOX,
    logger: createLoggerOptions(config.LOG_LEVEL),
  });
  if (config.PAYMENT_MAC_SECRET === DEV_PAYMENT_MAC_SECRET && config.NODE_ENV === 'production') {
    app.log.warn('PAYMENT_MAC_SECRET is the development default: set a secret of your own');
  }

  // Mail leaves through the outbox: every replica runs a worker; rows are claimed with SKIP LOCKED.
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createFileMailer({ directory: path.join(config.dataDir, 'outbox'), from: config.MAIL_FROM });
  const outboxWorker = createOutboxWorker({
    outbox: createOutboxRepository(database.db),
    mailer,
    clock,
    logger: app.log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await outboxWorker.stop();
    mailer.close?.();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  outboxWorker.start();
  app.log.info(
    `API ready on ${config.API_PUBLIC_URL} (database: ${database.engine}${seeded.reloaded ? ', reference data loaded' : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
