import { CONTENT_LANGS, type ContentLang, ContentLangSchema } from '@travel/contract/content';

const PREFIX = new RegExp(`^/(${CONTENT_LANGS.join('|')})(/.*)?$`);

/** `/en/aerolineas/x` → English and `/aerolineas/x` (`/pt/…` Portuguese); `/es/…` or no prefix → Spanish. */
export function splitLanguagePrefix(path: string): { lang: ContentLang; alias: string } {
  const match = PREFIX.exec(path);
  const lang = ContentLangSchema.safeParse(match?.[1]);
  const rest = match ? (match[2] ?? '/') : path;
  const alias = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return { lang: lang.success ? lang.data : 'es', alias };
}
