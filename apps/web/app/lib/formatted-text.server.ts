import { AsyncLocalStorage } from 'node:async_hooks';
import { Transform } from 'node:stream';
import { FORMATTED_TEXT_ELEMENT_ID, setFormattedTextRecorder } from './formatted-text';
import { toScriptJson } from './script-json';

/** A results page of 70 offers writes a few hundred texts; a page writing more sends only these. */
export const MAX_RECORDED_TEXTS = 2_000;

/** One render's formatted text (formatted-text.ts), bounded. */
export class RecordedTexts extends Map<string, string> {
  override set(key: string, text: string): this {
    if (this.size >= MAX_RECORDED_TEXTS && !this.has(key)) return this;
    return super.set(key, text);
  }
}

const renders = new AsyncLocalStorage<RecordedTexts>();
setFormattedTextRecorder(() => renders.getStore());

/**
 * Runs `render` (React's renderToPipeableStream) so that what it formats, now and as its Suspense
 * boundaries finish, is kept in `texts`: React carries on the render in callbacks of this call.
 */
export function recordFormattedText<T>(texts: RecordedTexts, render: () => T): T {
  return renders.run(texts, render);
}

const BODY_END = Buffer.from('</body>');

/** The longest end of `data` that begins `</body>` (it may go on in the next chunk). */
function partialBodyEnd(data: Buffer): number {
  for (let length = Math.min(BODY_END.length - 1, data.length); length > 0; length -= 1) {
    if (data.subarray(data.length - length).equals(BODY_END.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * Writes the render's texts into the document just before `</body>`, once the render is over (React
 * writes `</body></html>` last, after every boundary): the stream up to there passes at once, what
 * follows waits for the end. Module scripts run after the whole document is parsed, so hydration
 * finds the element; a document without `</body>` gets it at its end.
 */
export function createFormattedTextWriter(texts: ReadonlyMap<string, string>, nonce: string): Transform {
  let held: Buffer[] | null = null;
  let carry: Buffer = Buffer.alloc(0);
  // A data block runs nothing, but carries the page's nonce like every script the page has.
  const element = () =>
    texts.size === 0
      ? ''
      : `<script type="application/json" id="${FORMATTED_TEXT_ELEMENT_ID}" nonce="${nonce}">${toScriptJson(Object.fromEntries(texts))}</script>`;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held) {
        held.push(chunk);
        return callback();
      }
      const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const at = data.indexOf(BODY_END);
      if (at !== -1) {
        held = [data.subarray(at)];
        carry = Buffer.alloc(0);
        return callback(null, at > 0 ? data.subarray(0, at) : undefined);
      }
      const partial = partialBodyEnd(data);
      carry = data.subarray(data.length - partial);
      callback(null, partial < data.length ? data.subarray(0, data.length - partial) : undefined);
    },
    flush(callback) {
      const rest = held ? Buffer.concat(held) : carry;
      callback(null, Buffer.concat([Buffer.from(element()), rest]));
    },
  });
}
