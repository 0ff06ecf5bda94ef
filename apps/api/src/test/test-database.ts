import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../platform/db/client.ts';
import { seedDatabase } from '../platform/db/seed.ts';
import { loadReferenceData, type ReferenceData } from '../platform/reference-data/reference-data.loader.ts';

let referenceData: Promise<ReferenceData> | undefined;
/** The real reference dataset, loaded once per test file. */
export function testReferenceData(): Promise<ReferenceData> {
  referenceData ??= loadReferenceData();
  return referenceData;
}

export type TestEngine = 'pglite' | 'postgres';

/**
 * The engines a database suite runs on: PGlite always, and the PostgreSQL server named by
 * TEST_DATABASE_URL when it is set. In CI the server is required, so a missing one fails loudly.
 */
export function testEngines(): TestEngine[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI === 'true') {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite cannot run');
  }
  return ['pglite'];
}

/** A fresh, migrated and seeded database. */
export async function openSeededTestDatabase(engine: TestEngine = 'pglite'): Promise<DatabaseHandle> {
  const handle = await openTestDatabase(engine);
  await seedDatabase(handle.db, await testReferenceData());
  return handle;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the test server dropped on close.
 * `migrate: false` leaves it empty, for a test that applies older migrations first.
 */
export async function openTestDatabase(
  engine: TestEngine = 'pglite',
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
  if (engine === 'pglite') {
    const handle = await openDatabase({ inMemory: true });
    if (migrate) await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `travel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (migrate) await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
