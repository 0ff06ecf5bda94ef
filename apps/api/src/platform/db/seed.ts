import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReferenceData } from '../reference-data/reference-data.loader.ts';
import { normalizeSearchText } from '../search-text.ts';
import type { Database } from './client.ts';
import { airlines, airports, appMeta, companyContacts, exchangeRates } from './schema.ts';
import { SEED_RATE_DATE, SEED_RATE_SCALE, SEED_RATES_PER_USD } from './seed-exchange-rates.ts';

const REFERENCE_KEY = 'reference_data_version';
const BATCH = 500;

/**
 * The call-centre numbers (spec §9: in configuration), E.164. The international line ('') is the US
 * one: the company has no separate international number.
 */
export const SEED_COMPANY_CONTACTS: readonly { countryCode: string; contactNumber: string }[] = [
  { countryCode: 'CO', contactNumber: '+576015087000' },
  { countryCode: 'US', contactNumber: '+13055083000' },
  { countryCode: '', contactNumber: '+13055083000' },
];

function fingerprint(data: ReferenceData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Loads reference data, the seeded exchange rates and the company contacts. Idempotent and cheap when
 * nothing changed: the dataset's fingerprint is kept in app_meta, and only a different dataset reloads
 * the tables; rates and contacts only add missing rows, so a contact edited since is kept.
 */
export async function seedDatabase(db: Database, data: ReferenceData): Promise<{ reloaded: boolean }> {
  const version = fingerprint(data);
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, REFERENCE_KEY));
  let reloaded = false;
  if (current?.value !== version) {
    await db.transaction(async (tx) => {
      await tx.delete(airports);
      await tx.delete(airlines);
      for (const batch of chunks(data.airports, BATCH)) {
        await tx.insert(airports).values(
          batch.map((airport) => ({
            ...airport,
            searchText: normalizeSearchText(
              [
                airport.iataCode,
                airport.cityCode,
                airport.cityName,
                airport.cityNameEs,
                airport.cityNamePt,
                airport.name,
                airport.countryName,
                airport.countryNameEs,
                airport.countryNamePt,
              ].join(' '),
            ),
          })),
        );
      }
      for (const batch of chunks(data.airlines, BATCH)) await tx.insert(airlines).values(batch);
      await tx
        .insert(appMeta)
        .values({ key: REFERENCE_KEY, value: version })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: version } });
    });
    reloaded = true;
  }
  await db
    .insert(exchangeRates)
    .values(
      Object.entries(SEED_RATES_PER_USD).map(([currencyCode, amount]) => ({
        currencyCode,
        rateDate: SEED_RATE_DATE,
        amount,
        scale: SEED_RATE_SCALE,
        source: 'seed',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(companyContacts)
    .values([...SEED_COMPANY_CONTACTS])
    .onConflictDoNothing();
  return { reloaded };
}
