import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngines } from '../../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';

describe.each(testEngines())('openDatabase on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(async () => handle.close());

  it('applies the committed migrations, creating the tables', async () => {
    const result = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    // Both drivers answer `{ rows }`; the shared pg-core type leaves the result untyped.
    const { rows } = result as unknown as { rows: { table_name: string }[] };
    const tables = rows.map((row) => row.table_name);
    expect(tables).toContain('search_requests');
  });

  it('can apply the migrations again without changing anything', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it('answers a ping', async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
    expect(handle.engine).toBe(engine);
  });
});
