import { createHash } from 'node:crypto';
import {
  CONTENT_FALLBACK_LANG,
  type ContentBundle,
  type ContentLang,
  type NodeCollectionQuery,
  PAGE_BUNDLES,
} from '@travel/contract/content';
import { and, asc, count, desc, eq, inArray, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appMeta, contentNodes } from '../../platform/db/schema.ts';
import { normalizeSearchText } from '../../platform/search-text.ts';
import type { ContentNodeRecord } from './content-files.loader.ts';

const CONTENT_KEY = 'content_version';
const BATCH = 200;

export type ContentNodeRow = typeof contentNodes.$inferSelect;

function fingerprint(records: readonly ContentNodeRecord[]): string {
  return createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 16);
}

function orderBy(sort: NodeCollectionQuery['sort']): SQL[] {
  switch (sort) {
    case 'created':
      return [asc(contentNodes.created), asc(contentNodes.nid)];
    case '-created':
      return [desc(contentNodes.created), desc(contentNodes.nid)];
    case 'title':
      return [asc(contentNodes.title)];
    case '-title':
      return [desc(contentNodes.title)];
    default:
      return [asc(contentNodes.weight), asc(contentNodes.nid)];
  }
}

/**
 * The rows a reader of `lang` sees: the nodes written in it and, for a language with a fallback
 * (CONTENT_FALLBACK_LANG), the fallback's rows of the nodes not translated yet. Each node once.
 */
function readableIn(db: Database, lang: ContentLang): SQL {
  const fallback = CONTENT_FALLBACK_LANG[lang];
  const own = eq(contentNodes.langcode, lang);
  if (!fallback) return own;
  const translated = db
    .select({ uuid: contentNodes.uuid })
    .from(contentNodes)
    .where(eq(contentNodes.langcode, lang));
  return or(own, and(eq(contentNodes.langcode, fallback), notInArray(contentNodes.uuid, translated))) as SQL;
}

/** The built-in content's table: replaced whole when the files change, read by alias, id or page. */
export function createContentRepository(db: Database) {
  return {
    /** Loads the files' nodes unless the same set is loaded already (its fingerprint is kept). */
    async replaceAll(records: readonly ContentNodeRecord[]): Promise<{ reloaded: boolean }> {
      const version = fingerprint(records);
      const [current] = await db.select().from(appMeta).where(eq(appMeta.key, CONTENT_KEY));
      if (current?.value === version) return { reloaded: false };
      await db.transaction(async (tx) => {
        await tx.delete(contentNodes);
        for (let i = 0; i < records.length; i += BATCH) {
          await tx.insert(contentNodes).values(records.slice(i, i + BATCH));
        }
        await tx
          .insert(appMeta)
          .values({ key: CONTENT_KEY, value: version })
          .onConflictDoUpdate({ target: appMeta.key, set: { value: version } });
      });
      return { reloaded: true };
    },

    /** The node at `alias` in `lang`, or in its fallback language when not translated (langcode says which). */
    async findByAlias(lang: ContentLang, alias: string): Promise<ContentNodeRow | undefined> {
      const [row] = await db
        .select()
        .from(contentNodes)
        .where(and(readableIn(db, lang), eq(contentNodes.alias, alias)));
      return row;
    },

    async findNode(
      bundle: ContentBundle,
      uuid: string,
      lang: ContentLang,
    ): Promise<ContentNodeRow | undefined> {
      const [row] = await db
        .select()
        .from(contentNodes)
        .where(and(eq(contentNodes.bundle, bundle), eq(contentNodes.uuid, uuid), readableIn(db, lang)));
      return row;
    },

    /** Pages holding every word of `text` (accents and case ignored), title matches first. */
    async search(lang: ContentLang, text: string, limit: number): Promise<ContentNodeRow[]> {
      const words = normalizeSearchText(text).split(' ').filter(Boolean).slice(0, 8);
      if (words.length === 0) return [];
      // LIKE's own wildcards typed by a visitor match literally.
      const pattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select()
        .from(contentNodes)
        .where(
          and(
            readableIn(db, lang),
            inArray(contentNodes.bundle, [...PAGE_BUNDLES]),
            ...words.map((word) => like(contentNodes.searchText, pattern(word))),
          ),
        )
        .orderBy(sql`position(${words[0] ?? ''} in ${contentNodes.searchText})`, desc(contentNodes.created))
        .limit(limit);
    },

    async list(
      bundle: ContentBundle,
      lang: ContentLang,
      query: NodeCollectionQuery,
    ): Promise<{ rows: ContentNodeRow[]; total: number }> {
      const conditions = [eq(contentNodes.bundle, bundle), readableIn(db, lang)];
      const section = query['filter[field_section]'];
      const category = query['filter[field_category]'];
      if (section !== undefined) conditions.push(sql`${contentNodes.fields}->>'field_section' = ${section}`);
      if (category !== undefined)
        conditions.push(sql`${contentNodes.fields}->>'field_category' = ${category}`);
      const destination = query['filter[field_destination]'];
      if (destination !== undefined)
        conditions.push(sql`${contentNodes.fields}->>'field_destination' = ${destination}`);
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contentNodes)
          .where(where)
          .orderBy(...orderBy(query.sort))
          .limit(query['page[limit]'])
          .offset(query['page[offset]']),
        db.select({ total: count() }).from(contentNodes).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
