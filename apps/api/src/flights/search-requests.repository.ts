import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { searchRequests } from '../platform/db/schema/search-requests.ts';

export type SearchRequestRow = typeof searchRequests.$inferSelect;
export type NewSearchRequestRow = typeof searchRequests.$inferInsert;

export function createSearchRequestsRepository(db: Database) {
  return {
    async insert(row: NewSearchRequestRow): Promise<SearchRequestRow> {
      const [created] = await db.insert(searchRequests).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },
    async find(id: string): Promise<SearchRequestRow | undefined> {
      const [row] = await db.select().from(searchRequests).where(eq(searchRequests.id, id));
      return row;
    },
    async update(
      id: string,
      changes: Pick<Partial<NewSearchRequestRow>, 'resultCount' | 'selectedOfferId' | 'updatedAt'>,
    ): Promise<SearchRequestRow | undefined> {
      const [updated] = await db
        .update(searchRequests)
        .set(changes)
        .where(eq(searchRequests.id, id))
        .returning();
      return updated;
    },
  };
}
export type SearchRequestsRepository = ReturnType<typeof createSearchRequestsRepository>;
