import type { ContentBundle, ContentLang, NodeCollectionQuery } from '@travel/contract/content';
import { AppError } from '../errors.ts';
import { type ContentSource, ContentSourceError } from './content-source.port.ts';

/**
 * The content routes' one dependency: the chosen source, with "nothing there" as CONTENT_NOT_FOUND and
 * a failing source as CONTENT_UNAVAILABLE (502 'Bad gateway', spec §8) naming the source's status.
 */
export function createContentService(source: ContentSource) {
  async function guarded<T>(read: () => Promise<T | null>): Promise<T> {
    let found: T | null;
    try {
      found = await read();
    } catch (cause) {
      if (!(cause instanceof ContentSourceError)) throw cause;
      const detail = cause.status
        ? `content source answered ${cause.status} ${cause.message}`
        : 'Bad gateway';
      throw new AppError('CONTENT_UNAVAILABLE', { detail, cause });
    }
    if (found === null) throw new AppError('CONTENT_NOT_FOUND');
    return found;
  }

  return {
    translatePath: (path: string) => guarded(() => source.translatePath(path)),
    getNode: (bundle: ContentBundle, id: string, lang: ContentLang) =>
      guarded(() => source.getNode(bundle, id, lang)),
    listNodes: (bundle: ContentBundle, lang: ContentLang, query: NodeCollectionQuery) =>
      guarded(() => source.listNodes(bundle, lang, query)),
    search: (lang: ContentLang, text: string, limit: number) =>
      guarded(() => source.search(lang, text, limit)),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
