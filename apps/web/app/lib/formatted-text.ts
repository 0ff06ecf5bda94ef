/**
 * Text Intl wrote while the server rendered the page, sent with it, so that hydration reads it
 * instead of building Intl formatters. A browser's first formatter loads ICU's data in one piece that
 * cannot yield (30–60 ms on this project's test machine, several times that on a slow phone): it
 * was the longest task of hydrating every page that shows a date or a price. The page's script now
 * builds formatters only for text it writes anew (a date picked, the hours in the visitor's zone),
 * once the visitor acts or scrolls to it.
 *
 * The server records what its render formats (formatted-text.server.ts) and writes it at the end of
 * the document as JSON in `<script type="application/json" id="formatted-text">`; the browser reads
 * it at its first format. A key names the formatter (kind, locales, options) and the input exactly,
 * so a text found is what the same formatter writes for the same input, in the server's words, which
 * hydration has to match anyway.
 */
export const FORMATTED_TEXT_ELEMENT_ID = 'formatted-text';

type Recorder = () => Map<string, string> | undefined;

let recorder: Recorder | null = null;
let seed: ReadonlyMap<string, string> | null = null;

/** Where the server's render keeps what it formats (its request's map), or null to keep nothing. */
export function setFormattedTextRecorder(next: Recorder | null): void {
  recorder = next;
}

/**
 * The page's recorded text, read once at the first format: module scripts run after the whole
 * document is parsed, so the element is there by then. The server has none.
 */
function readSeed(): ReadonlyMap<string, string> {
  if (seed === null) {
    seed =
      typeof document === 'undefined'
        ? new Map()
        : parseSeed(document.getElementById(FORMATTED_TEXT_ELEMENT_ID)?.textContent ?? '');
  }
  return seed;
}

function parseSeed(json: string): ReadonlyMap<string, string> {
  const texts = new Map<string, string>();
  if (json === '') return texts;
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return texts;
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') texts.set(key, value);
  } catch {
    // A damaged element only costs the formatters it would have spared.
  }
  return texts;
}

/** The text for `key`: the page's when the server wrote it, else `write()`'s (recorded on the server). */
export function formattedText(key: string, write: () => string): string {
  const known = readSeed().get(key);
  if (known !== undefined) return known;
  const text = write();
  recorder?.()?.set(key, text);
  return text;
}

/** formattedText for parts (formatToParts), kept as JSON. */
export function formattedParts<P>(key: string, write: () => P[]): P[] {
  let parts: P[] | undefined;
  const json = formattedText(key, () => {
    parts = write();
    return JSON.stringify(parts);
  });
  return parts ?? (JSON.parse(json) as P[]);
}
