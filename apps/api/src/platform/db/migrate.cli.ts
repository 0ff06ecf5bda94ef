// `npm run db:migrate`: applies the committed migrations to the configured database and exits.
import { loadApiConfig } from '../../config.ts';
import { openDatabase } from './client.ts';

const config = loadApiConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.engine}).`);
