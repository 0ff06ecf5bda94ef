import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { prepareBookingPayment, pressSandboxButton, selectOfferWithBags } from '../../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../../test/build-test-app.ts';
import { openTestDatabase, testEngines } from '../../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../drizzle');

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** The committed migrations up to and including `lastTag`, in a folder of their own. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await fs.cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

async function migrateWith(handle: DatabaseHandle, migrationsFolder: string) {
  if (handle.engine === 'pglite') await migratePglite(handle.db as never, { migrationsFolder });
  else await migratePg(handle.db as never, { migrationsFolder });
}

/** A jsonb parameter; SQL null for a missing value (never the JSON `null`). */
const json = (value: unknown) => (value == null ? sql`null` : sql`${JSON.stringify(value)}::jsonb`);

describe.each(testEngines())('migration 0006 (the checkout product line) on %s', (engine) => {
  // Today's schema, for rows as the current code writes them after a real booking.
  let current: TestApp;
  // A database at migration 0005, given those rows in the flight columns, then migrated to today.
  let migrated: DatabaseHandle;
  let before: { booked: Row; open: Row; booking: Row; order: Row };
  let migrations: string;

  beforeAll(async () => {
    current = await buildTestApp({ engine, seed: true });
    const paidAgent = issueTestAgentId();
    const { direction } = await prepareBookingPayment(current.app, paidAgent);
    const { query } = await pressSandboxButton(current.app, direction.worldpayTransactionUrl, 'authorise');
    const success = await current.app.inject({
      method: 'POST',
      url: '/user/session/card/success',
      payload: { agentId: paidAgent, worldpayResponseData: query },
    });
    expect(success.statusCode).toBe(200);
    // A second visitor only selects an offer: their line has no bags, their session no travellers.
    const openAgent = issueTestAgentId();
    await selectOfferWithBags(current.app, openAgent);
    const { db } = current.database;
    const session = async (agentId: string) =>
      rowsOf(await db.execute(sql`select * from booking_sessions where agent_id = ${agentId}`))[0] as Row;
    const booked = await session(paidAgent);
    before = {
      booked,
      open: await session(openAgent),
      booking: rowsOf(await db.execute(sql`select * from bookings where agent_id = ${paidAgent}`))[0] as Row,
      order: rowsOf(
        await db.execute(sql`select * from flight_orders where session_id = ${booked.id}`),
      )[0] as Row,
    };

    migrations = await migrationsUpTo('0005_payment_integrity');
    migrated = await openTestDatabase(engine, { migrate: false });
    await migrateWith(migrated, migrations);
    for (const row of [before.booked, before.open]) {
      const line = row.line as {
        snapshot: Record<string, unknown>;
        base: { usd: number; display: number };
        extras: { usd: number; display: number };
      };
      const { snapshot } = line;
      const bags = snapshot.bags as unknown[];
      await migrated.db.execute(sql`insert into booking_sessions (id, agent_id, flight_offer_id, status, locale,
        display_currency, offer, offer_usd, offer_display, bag_options, fare_rules, dictionaries, bags, bags_usd,
        bags_display, fees_display, additional_services_id, customer, passengers, billing, card, transaction_id,
        locked_cart_id, attribution, version)
        values (${row.id}, ${row.agent_id}, ${row.offer_id}, ${row.status}, ${row.locale}, ${row.display_currency},
        ${json(snapshot.offer)}, ${line.base.usd}, ${line.base.display}, ${json(snapshot.bagOptions)},
        ${json(snapshot.fareRules)}, ${json(snapshot.dictionaries)},
        ${bags.length > 0 ? json(bags) : null}, ${line.extras.usd}, ${line.extras.display}, ${row.fees_display},
        ${snapshot.additionalServicesId as string | null}, ${json(row.customer)}, ${json(row.passengers)},
        ${json(row.billing)}, ${json(row.card)}, ${row.transaction_id}, ${row.locked_cart_id},
        ${json(row.attribution)}, ${row.version})`);
    }
    const { order, booking } = before;
    await migrated.db.execute(sql`insert into flight_orders (id, session_id, supplier, reference, "order", created_at)
      values (${order.id}, ${order.session_id}, ${order.supplier}, ${order.reference}, ${json(order.order)},
      ${order.created_at})`);
    await migrated.db.execute(sql`insert into bookings (id, reference, cart_id, session_id, agent_id, status,
      email, locale, flight_order_id, total_usd, total_display, display_currency, details, created_at, updated_at)
      values (${booking.id}, ${booking.reference}, ${booking.cart_id}, ${booking.session_id}, ${booking.agent_id},
      ${booking.status}, ${booking.email}, ${booking.locale}, ${booking.supplier_order_id}, ${booking.total_usd},
      ${booking.total_display}, ${booking.display_currency}, ${json(booking.details)}, ${booking.created_at},
      ${booking.updated_at})`);
    await migrated.migrate();
  });

  afterAll(async () => {
    await migrated?.close();
    await current?.close();
    if (migrations) await fs.rm(migrations, { recursive: true, force: true });
  });

  it('copies the flight columns into one line per session, exactly as the flight line writes it', async () => {
    const rows = rowsOf(
      await migrated.db.execute(
        sql`select id, product_type, offer_id, line from booking_sessions order by id`,
      ),
    );
    const expected = [before.booked, before.open]
      .map((row) => ({ id: row.id, product_type: 'flight', offer_id: row.offer_id, line: row.line }))
      .sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1));
    expect(rows).toEqual(expected);
    const open = rows.find((row) => row.id === before.open.id);
    expect(open?.line).toMatchObject({ snapshot: { bags: [] }, extras: { usd: 0, display: 0 } });
  });

  it('keeps the columns it replaced nowhere, and the booking points at its order generically', async () => {
    const columns = rowsOf(
      await migrated.db.execute(sql`select column_name from information_schema.columns
        where table_name = 'booking_sessions' and column_name in ('offer', 'bags', 'offer_usd', 'flight_offer_id')`),
    );
    expect(columns).toEqual([]);
    const [booking] = rowsOf(
      await migrated.db.execute(sql`select supplier_order_id from bookings where id = ${before.booking.id}`),
    );
    expect(booking?.supplier_order_id).toBe(before.order.id);
  });

  it('lets the API read old sessions and bookings as it reads new ones', async () => {
    const app = await buildApp({ ...current.deps, database: migrated });
    try {
      for (const row of [before.booked, before.open]) {
        const url = `/user/session/${row.id}/baggage`;
        const old = await app.inject({ method: 'GET', url });
        expect(old.statusCode).toBe(200);
        expect(old.json()).toEqual((await current.app.inject({ method: 'GET', url })).json());
      }
      const details = { agentId: before.open.agent_id, flightOfferId: before.open.offer_id };
      const oldDetails = await app.inject({ method: 'POST', url: '/user/session/details', payload: details });
      expect(oldDetails.statusCode).toBe(200);
      const currentDetails = (
        await current.app.inject({ method: 'POST', url: '/user/session/details', payload: details })
      ).json() as { data: { hold?: unknown } };
      // A session opened before migration 0012 (the trip hold) has no hold; the rest reads the same.
      const { hold: _hold, ...currentWithoutHold } = currentDetails.data;
      expect(oldDetails.json()).toEqual({ data: currentWithoutHold });
      const booking = before.booking.details as { referenceId: string; contact: { email: string } };
      const lookup = { referenceId: booking.referenceId, email: booking.contact.email };
      const found = await app.inject({ method: 'POST', url: '/user/booking/lookup', payload: lookup });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual(
        (await current.app.inject({ method: 'POST', url: '/user/booking/lookup', payload: lookup })).json(),
      );
    } finally {
      await app.close();
    }
  });
});
