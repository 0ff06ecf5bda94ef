import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingSessions } from '../../db/schema/booking-sessions.ts';

export type BookingSessionRow = typeof bookingSessions.$inferSelect;
export type NewBookingSessionRow = typeof bookingSessions.$inferInsert;
export type BookingSessionChanges = Partial<
  Pick<
    NewBookingSessionRow,
    | 'bags'
    | 'bagsUsd'
    | 'bagsDisplay'
    | 'additionalServicesId'
    | 'customer'
    | 'passengers'
    | 'billing'
    | 'card'
    | 'transactionId'
    | 'attribution'
    | 'locale'
  >
>;

export function createBookingSessionRepository(db: Database) {
  return {
    /**
     * Opens the visitor's session for an offer, or refreshes the open one with the newly re-priced
     * offer (bags are priced again, so the added bags are cleared; travellers and contact are kept).
     */
    async upsertOpen(row: NewBookingSessionRow): Promise<BookingSessionRow> {
      const [saved] = await db
        .insert(bookingSessions)
        .values(row)
        .onConflictDoUpdate({
          target: [bookingSessions.agentId, bookingSessions.flightOfferId],
          targetWhere: sql`${bookingSessions.status} = 'open'`,
          set: {
            offer: row.offer,
            offerUsd: row.offerUsd,
            offerDisplay: row.offerDisplay,
            feesDisplay: row.feesDisplay ?? 0,
            displayCurrency: row.displayCurrency,
            bagOptions: row.bagOptions,
            fareRules: row.fareRules,
            dictionaries: row.dictionaries,
            attribution: row.attribution,
            ...(row.locale ? { locale: row.locale } : {}),
            bags: null,
            bagsUsd: 0,
            bagsDisplay: 0,
            additionalServicesId: null,
            version: sql`${bookingSessions.version} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!saved) throw new Error('upsert returned no row');
      return saved;
    },

    async findOpen(agentId: string, flightOfferId: string): Promise<BookingSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingSessions)
        .where(
          and(
            eq(bookingSessions.agentId, agentId),
            eq(bookingSessions.flightOfferId, flightOfferId),
            eq(bookingSessions.status, 'open'),
          ),
        )
        .orderBy(desc(bookingSessions.createdAt))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<BookingSessionRow | undefined> {
      const [row] = await db.select().from(bookingSessions).where(eq(bookingSessions.id, id));
      return row;
    },

    async update(id: string, changes: BookingSessionChanges): Promise<BookingSessionRow> {
      const [row] = await db
        .update(bookingSessions)
        .set({ ...changes, version: sql`${bookingSessions.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(bookingSessions.id, id), eq(bookingSessions.status, 'open')))
        .returning();
      if (!row) throw new Error('the session is no longer open');
      return row;
    },

    async markBooked(id: string): Promise<void> {
      await db
        .update(bookingSessions)
        .set({ status: 'booked', updatedAt: sql`now()` })
        .where(eq(bookingSessions.id, id));
    },
  };
}
export type BookingSessionRepository = ReturnType<typeof createBookingSessionRepository>;
