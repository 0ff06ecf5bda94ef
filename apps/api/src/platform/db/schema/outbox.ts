import { SITE_LOCALES } from '@travel/contract/locale';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OutboxMessage } from '../../outbox/mail-renderers.ts';

/**
 * Mails to send, written in the same transaction as what caused them. Workers on any replica claim
 * due rows with FOR UPDATE SKIP LOCKED; a failure is retried later with exponential backoff, never
 * dropped.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    /** Idempotency of the cause, e.g. `booking-confirmation:<bookingId>`. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    locale: text('locale', { enum: SITE_LOCALES }).notNull(),
    /**
     * The message: subject, text and html (the recipient is `recipient`), or a template and its input
     * that the worker renders before sending and then keeps here as sent.
     */
    message: jsonb('message').$type<OutboxMessage>().notNull(),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);
