import type { Database } from '../../platform/db/client.ts';
import { createContentRepository } from './content.repository.ts';
import { findContentDir, loadContentFiles } from './content-files.loader.ts';

/**
 * Loads the repository's content files into the database at start, as the seed does for reference
 * data: a bad file stops the start naming it; an unchanged set is not written again.
 */
export async function seedContent(
  db: Database,
  options: { airlineCodes: ReadonlySet<string>; dir?: string },
): Promise<{ reloaded: boolean; nodes: number }> {
  const records = await loadContentFiles(options.dir ?? findContentDir(), {
    airlineCodes: options.airlineCodes,
  });
  const { reloaded } = await createContentRepository(db).replaceAll(records);
  return { reloaded, nodes: records.length };
}
