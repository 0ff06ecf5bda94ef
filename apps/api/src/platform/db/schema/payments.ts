import type { SessionTotals } from '@travel/contract/booking-session';
import type { InstalmentPlanView } from '@travel/contract/payment';
import { PAYMENT_METHOD_IDS } from '@travel/domain/payment-methods';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingSessions } from './booking-sessions.ts';

/**
 * Cards tokenized by the payment sandbox (the gateway's side). Only what may be shown or is needed
 * to decide the sandbox outcome: never the card number or the CVC. `token_key` is the HMAC of the
 * token handed to the browser, so a copy of this table holds no usable token.
 */
export const paymentTokens = pgTable('payment_tokens', {
  tokenKey: char('token_key', { length: 64 }).primaryKey(),
  brand: text('brand').notNull(),
  lastFour: char('last_four', { length: 4 }).notNull(),
  expiry: text('expiry').notNull(),
  cardName: text('card_name').notNull(),
  /** Decided at tokenization from the sandbox's decline test cards. */
  decline: boolean('decline').notNull().default(false),
  declineReason: text('decline_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Orders opened on the sandbox's hosted payment page (the gateway's side), keyed by Worldpay's
 * orderKey (our cartId). Decided once: pending → AUTHORISED, REFUSED or CANCELLED; an authorisation
 * the merchant will not capture is then VOIDED.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  orderKey: text('order_key').primaryKey(),
  merchant: text('merchant').notNull(),
  description: text('description').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  tokenKey: char('token_key', { length: 64 }).references(() => paymentTokens.tokenKey),
  status: text('status', { enum: ['pending', 'AUTHORISED', 'REFUSED', 'CANCELLED', 'VOIDED'] })
    .notNull()
    .default('pending'),
  /** How it is paid: the card page, or a local method's own page (decision 017). */
  method: text('method', { enum: PAYMENT_METHOD_IDS }).notNull().default('card'),
  /** A local method's deadline: the gateway takes no payment after it. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** What the traveller pays with: the voucher number, or the PSE bank chosen. */
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/**
 * The merchant's payment attempts: one per payment-direction call, with a unique cartId (orderKey)
 * and the USD amount the gateway must return. A refused or cancelled attempt stays recorded; an
 * authorised one that arrives after the session was paid by another is voided at the gateway.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    cartId: text('cart_id').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => bookingSessions.id),
    agentId: text('agent_id').notNull(),
    transactionId: uuid('transaction_id'),
    /** The session's version when this cart was made: card/success books only that exact content. */
    sessionVersion: integer('session_version').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    displayAmount: bigint('display_amount', { mode: 'number' }).notNull(),
    displayCurrency: char('display_currency', { length: 3 }).notNull(),
    /** The charge's parts: offer, bags and fees, in USD and in the display currency. */
    breakdown: jsonb('breakdown').$type<SessionTotals>().notNull(),
    /**
     * pending (card page open) or awaiting_payment (a local method: the booking is held until
     * `expires_at`) → authorised (booked) | refused | cancelled | voided | expired (decision 017).
     */
    status: text('status', {
      enum: ['pending', 'awaiting_payment', 'authorised', 'refused', 'cancelled', 'voided', 'expired'],
    })
      .notNull()
      .default('pending'),
    /** card, pix, boleto, oxxo or pse. `amount`/`currency` are what that method charges. */
    method: text('method', { enum: PAYMENT_METHOD_IDS }).notNull().default('card'),
    /** The card instalment plan chosen, as shown before paying (count, rates, CFT/CET). */
    instalments: jsonb('instalments').$type<InstalmentPlanView>(),
    /** The date of the exchange-rate table a local currency charge was converted at. */
    rateDate: text('rate_date'),
    /** When an awaited payment stops holding the booking. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payments_session_idx').on(table.sessionId),
    index('payments_awaiting_idx').on(table.status, table.expiresAt),
  ],
);

/**
 * Every gateway notification accepted (decision 017), by the gateway's own id: a replay of one already
 * processed is answered without being processed again. Kept well past the signature's tolerance.
 */
export const paymentNotifications = pgTable('payment_notifications', {
  id: text('id').primaryKey(),
  orderKey: text('order_key').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  /** Set when its effect is recorded; a delivery that failed half-way is processed again. */
  processedAt: timestamp('processed_at', { withTimezone: true }),
  outcome: text('outcome'),
});
