import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../platform/db/client.ts';
import { companyContacts } from '../platform/db/schema.ts';
import { SEED_COMPANY_CONTACTS, seedDatabase } from '../platform/db/seed.ts';
import { openTestDatabase, testEngines, testReferenceData } from '../test/test-database.ts';
import { createCompanyContactsRepository } from './company-contacts.repository.ts';

describe.each(testEngines())('createCompanyContactsRepository on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(async () => handle.close());

  it('lists the seeded contacts: countries alphabetically, then the international one', async () => {
    await seedDatabase(handle.db, await testReferenceData());
    const rows = await createCompanyContactsRepository(handle.db).list();
    expect(rows.map(({ countryCode, contactNumber }) => ({ countryCode, contactNumber }))).toEqual([
      { countryCode: 'CO', contactNumber: '+576015087000' },
      { countryCode: 'US', contactNumber: '+13055083000' },
      { countryCode: '', contactNumber: '+13055083000' },
    ]);
  });

  it('seeds again without duplicates and keeps a number edited since', async () => {
    await handle.db
      .update(companyContacts)
      .set({ contactNumber: '+576017770000' })
      .where(eq(companyContacts.countryCode, 'CO'));
    await seedDatabase(handle.db, await testReferenceData());
    const rows = await createCompanyContactsRepository(handle.db).list();
    expect(rows).toHaveLength(SEED_COMPANY_CONTACTS.length);
    expect(rows[0]).toMatchObject({ countryCode: 'CO', contactNumber: '+576017770000' });
  });

  it.each([
    { countryCode: 'co', contactNumber: '+573001234567' },
    { countryCode: 'C', contactNumber: '+573001234567' },
    { countryCode: 'PE', contactNumber: '01 234 5678' },
    { countryCode: 'PE', contactNumber: '+51 1 234 5678' },
    { countryCode: 'PE', contactNumber: '+0512345678' },
  ])('refuses a row that is not an ISO country and an E.164 number: %o', async (row) => {
    await expect(handle.db.insert(companyContacts).values(row)).rejects.toThrow();
  });
});
