import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The site's own words in another language, read from the web app's translation files, so a spec
 * walks the Portuguese (or English) site with the labels visitors see there, and follows the texts
 * when the translators change them. Spanish, the source, names the label as the other specs do.
 */

type Tree = { [key: string]: string | Tree };
const LOCALES_DIR = fileURLToPath(new URL('../../apps/web/app/locales', import.meta.url));
const files = new Map<string, Tree>();

function load(locale: string, namespace: string): Tree {
  const file = `${locale}/${namespace}.json`;
  let tree = files.get(file);
  if (!tree) {
    tree = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')) as Tree;
    files.set(file, tree);
  }
  return tree;
}

function entries(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

/** The text at `key` (dotted) of `namespace` in `locale`, with `{{name}}` filled from `values`. */
export function siteText(
  locale: string,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = entries(load(locale, namespace)).find(([candidate]) => candidate === key)?.[1];
  if (text === undefined) throw new Error(`No ${locale}/${namespace}.json key ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** The same label in `locale` as the Spanish `spanish` of `namespace` (which must be unambiguous there). */
export function translate(locale: string, namespace: string, spanish: string): string {
  const keys = entries(load('es', namespace))
    .filter(([, text]) => text === spanish)
    .map(([key]) => key);
  const texts = new Set(keys.map((key) => siteText(locale, namespace, key)));
  if (texts.size !== 1)
    throw new Error(`"${spanish}" in es/${namespace}.json is ${[...texts].join(' | ') || 'missing'}`);
  return [...texts][0] as string;
}

/** A text's fixed start (before its first `{{…}}`) as an anchored pattern: `Voo da {{carrier}}` → /^Voo da /. */
export function siteTextStart(locale: string, namespace: string, key: string): RegExp {
  const start = siteText(locale, namespace, key).split('{{')[0] ?? '';
  return new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** A whole text with each `{{…}}` matching anything: `Cartão {{brand}} final {{lastFour}}` → /^Cartão .+ final .+$/. */
export function siteTextPattern(locale: string, namespace: string, key: string): RegExp {
  const parts = siteText(locale, namespace, key).split(/\{\{\w+\}\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}
