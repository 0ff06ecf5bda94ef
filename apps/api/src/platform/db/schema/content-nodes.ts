import type { ContentBundle } from '@travel/contract/content';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The built-in content (content/ in the repository), loaded at start like the reference data: one row
 * per node and language, in the shape Drupal's JSON:API serves. `fields` holds the bundle's `field_*`
 * members, checked against the contract's schemas when loaded.
 */
export const contentNodes = pgTable(
  'content_nodes',
  {
    uuid: varchar('uuid', { length: 36 }).notNull(),
    langcode: varchar('langcode', { length: 2 }).notNull(),
    nid: integer('nid').notNull(),
    bundle: text('bundle').$type<ContentBundle>().notNull(),
    /** The path without language prefix, e.g. /aerolineas/avianca. */
    alias: text('alias').notNull(),
    title: text('title').notNull(),
    bodyValue: text('body_value').notNull(),
    /** Sanitised HTML rendered from the Markdown body. */
    bodyProcessed: text('body_processed').notNull(),
    summary: text('summary'),
    /** Title, summary and body, lower case without accents (normalizeSearchText), for site search. */
    searchText: text('search_text').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** Ordering inside a bundle where no date applies (FAQ, offices). */
    weight: integer('weight').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull(),
    changed: timestamp('changed', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.uuid, table.langcode] }),
    uniqueIndex('content_nodes_alias_idx').on(table.langcode, table.alias),
    index('content_nodes_bundle_idx').on(table.bundle, table.langcode),
  ],
);
