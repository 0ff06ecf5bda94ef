import { and, desc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { preparedOnUse } from '../platform/db/prepared-on-use.ts';
import { bookingSessions } from '../platform/db/schema/booking-sessions.ts';

export type BookingSessionRow = typeof bookingSessions.$inferSelect;
export type NewBookingSessionRow = typeof bookingSessions.$inferInsert;
export type BookingSessionChanges = Partial<
  Pick<
    NewBookingSessionRow,
    'line' | 'customer' | 'passengers' | 'billing' | 'card' | 'transactionId' | 'attribution' | 'locale'
  >
>;

/** A prepared update's `execute`: the session's columns by name, with `id` and maybe `version`. */
interface PreparedSessionUpdate {
  execute(values: Record<string, unknown>): Promise<BookingSessionRow[]>;
}

/** The columns a step may change, in the order that numbers its prepared updates. */
const CHANGEABLE_COLUMNS: ReadonlyArray<keyof BookingSessionChanges> = [
  'line',
  'customer',
  'passengers',
  'billing',
  'card',
  'transactionId',
  'attribution',
  'locale',
];

/**
 * A prepared update's name: the set of columns as bits, short whatever the set (PostgreSQL cuts names
 * at 63 bytes, and two names cut alike would be one statement to it).
 */
function updateName(columns: ReadonlyArray<keyof BookingSessionChanges>, versioned: boolean): string {
  let bits = 0;
  for (const column of columns) bits |= 1 << CHANGEABLE_COLUMNS.indexOf(column);
  return `booking_session_set_${bits.toString(16)}${versioned ? '_if_version' : ''}`;
}

/** What every write of a step sets besides its columns: the next version, and when. */
const NEXT_VERSION = { version: sql`${bookingSessions.version} + 1`, updatedAt: sql`now()` };

/**
 * The row a step may write: open, not frozen by a payment, and still `version` when given (the
 * content the change was checked against); values or a prepared statement's placeholders.
 */
function writableSession(id: string | Placeholder, version?: number | Placeholder): SQL | undefined {
  return and(
    eq(bookingSessions.id, id),
    eq(bookingSessions.status, 'open'),
    isNull(bookingSessions.lockedCartId),
    version === undefined ? undefined : eq(bookingSessions.version, version),
  );
}

export function createBookingSessionRepository(db: Database) {
  // Read at every step of a checkout: prepared once (platform/README.md), not built at each read.
  const byId = preparedOnUse(() =>
    db
      .select()
      .from(bookingSessions)
      .where(eq(bookingSessions.id, sql.placeholder('id')))
      .prepare('booking_session_by_id'),
  );
  // The visitor's open session: read by every step of a checkout (six times a booking).
  const openByVisitor = preparedOnUse(() =>
    db
      .select()
      .from(bookingSessions)
      .where(
        and(
          eq(bookingSessions.agentId, sql.placeholder('agentId')),
          eq(bookingSessions.offerId, sql.placeholder('offerId')),
          eq(bookingSessions.status, 'open'),
        ),
      )
      .orderBy(desc(bookingSessions.createdAt))
      .limit(1)
      .prepare('booking_session_open_by_visitor'),
  );
  /**
   * Each step writes its own columns (the travellers, the contact, the card…): one prepared update per
   * set of columns and per version check, made on first use, instead of a query built at every write
   * (building them was a tenth of a booking's time in the API, bench/README.md).
   */
  const updates = new Map<string, () => PreparedSessionUpdate>();
  function preparedUpdate(
    columns: ReadonlyArray<keyof BookingSessionChanges>,
    versioned: boolean,
  ): PreparedSessionUpdate {
    const name = updateName(columns, versioned);
    let prepared = updates.get(name);
    if (!prepared) {
      // Drizzle wraps each placeholder with its column's encoder (jsonb as JSON), as it does values.
      const set = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
      prepared = preparedOnUse(() =>
        db
          .update(bookingSessions)
          .set({ ...(set as BookingSessionChanges), ...NEXT_VERSION })
          .where(writableSession(sql.placeholder('id'), versioned ? sql.placeholder('version') : undefined))
          .returning()
          .prepare(name),
      );
      updates.set(name, prepared);
    }
    return prepared();
  }

  return {
    /**
     * Opens the visitor's session for an offer, or refreshes the open one with the newly re-priced
     * line (its extras are priced again, so those added are cleared; travellers and contact are kept).
     * Undefined when the open session is frozen by a payment: it is not refreshed.
     */
    async upsertOpen(row: NewBookingSessionRow): Promise<BookingSessionRow | undefined> {
      const [saved] = await db
        .insert(bookingSessions)
        .values(row)
        .onConflictDoUpdate({
          target: [bookingSessions.agentId, bookingSessions.offerId],
          targetWhere: sql`${bookingSessions.status} = 'open'`,
          set: {
            productType: row.productType,
            line: row.line,
            feesDisplay: row.feesDisplay ?? 0,
            displayCurrency: row.displayCurrency,
            attribution: row.attribution,
            // A new selection is a new hold: 8 minutes again, and again one extension to ask for.
            holdExpiresAt: row.holdExpiresAt ?? null,
            holdExtendedAt: null,
            ...(row.locale ? { locale: row.locale } : {}),
            version: sql`${bookingSessions.version} + 1`,
            updatedAt: sql`now()`,
          },
          setWhere: isNull(bookingSessions.lockedCartId),
        })
        .returning();
      return saved;
    },

    async findOpen(agentId: string, offerId: string): Promise<BookingSessionRow | undefined> {
      const [row] = await openByVisitor().execute({ agentId, offerId });
      return row;
    },

    /** The visitor's latest session for an offer, open or booked. */
    async findLatest(agentId: string, offerId: string): Promise<BookingSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingSessions)
        .where(and(eq(bookingSessions.agentId, agentId), eq(bookingSessions.offerId, offerId)))
        .orderBy(desc(bookingSessions.createdAt))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<BookingSessionRow | undefined> {
      const [row] = await byId().execute({ id });
      return row;
    },

    /**
     * Changes an open session that no payment has frozen, and with `version` only if it is still that
     * version (the content the change was checked against); undefined otherwise. Bumps the version.
     */
    async update(
      id: string,
      changes: BookingSessionChanges,
      version?: number,
    ): Promise<BookingSessionRow | undefined> {
      const columns = (Object.keys(changes) as Array<keyof BookingSessionChanges>)
        .filter((column) => changes[column] !== undefined)
        .sort();
      // A value set to null is written as SQL NULL by a built query, but a prepared one would encode
      // it (a JSON null for a jsonb column): those rare writes are built, as is any other column.
      if (columns.some((column) => changes[column] === null || !CHANGEABLE_COLUMNS.includes(column))) {
        const [row] = await db
          .update(bookingSessions)
          .set({ ...changes, ...NEXT_VERSION })
          .where(writableSession(id, version))
          .returning();
        return row;
      }
      const values: Record<string, unknown> = { id, ...(version === undefined ? {} : { version }) };
      for (const column of columns) values[column] = changes[column];
      const [row] = await preparedUpdate(columns, version !== undefined).execute(values);
      return row;
    },

    /**
     * Records the one extension of the hold: only on an open, unfrozen session never extended
     * before (two requests at once extend it once). Undefined when that is not the case.
     */
    async extendHold(
      id: string,
      hold: { expiresAt: Date; extendedAt: Date },
    ): Promise<BookingSessionRow | undefined> {
      const [row] = await db
        .update(bookingSessions)
        .set({ holdExpiresAt: hold.expiresAt, holdExtendedAt: hold.extendedAt, updatedAt: sql`now()` })
        .where(
          and(
            eq(bookingSessions.id, id),
            eq(bookingSessions.status, 'open'),
            isNull(bookingSessions.lockedCartId),
            isNull(bookingSessions.holdExtendedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Unfreezes the session when its cart is abandoned (cancelled, refused, voided). */
    async unlock(id: string, cartId: string): Promise<void> {
      await db
        .update(bookingSessions)
        .set({ lockedCartId: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(bookingSessions.id, id),
            eq(bookingSessions.status, 'open'),
            eq(bookingSessions.lockedCartId, cartId),
          ),
        );
    },

    /** Booked by its cart: only the cart that froze the session can book it. */
    async markBooked(id: string, cartId: string): Promise<boolean> {
      const rows = await db
        .update(bookingSessions)
        .set({ status: 'booked', updatedAt: sql`now()` })
        .where(
          and(
            eq(bookingSessions.id, id),
            eq(bookingSessions.status, 'open'),
            eq(bookingSessions.lockedCartId, cartId),
          ),
        )
        .returning({ id: bookingSessions.id });
      return rows.length === 1;
    },
  };
}
export type BookingSessionRepository = ReturnType<typeof createBookingSessionRepository>;
