import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\shref="([^"]+)"/;
const HEAD_END = '</head>';

type StripperOptions = {
  /**
   * Fetch the dropped modules once the page has painted (with this CSP nonce): the browser then
   * loads the whole module graph side by side instead of one import level at a time, so the page
   * becomes interactive a few round trips sooner while its first paint still waits on none of it.
   */
  preloadAfterPaintNonce?: string;
};

/**
 * An inline script that adds the module preloads after the first paint: the frame after the first
 * `requestAnimationFrame` is the one the page painted in, and a timeout then runs after it.
 */
function renderAfterPaintPreloads(hrefs: string[], nonce: string): string {
  if (hrefs.length === 0) return '';
  // JSON in a script: `<` is escaped so no href can close the element.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  return (
    `<script nonce="${nonce}">requestAnimationFrame(function(){setTimeout(function(){` +
    `${list}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})` +
    '})})</script>'
  );
}

/**
 * Drops the `<link rel="modulepreload">`s React hoists into the head. On a document page (an article,
 * a country guide) they would make the browser fetch every script at high priority alongside the
 * stylesheet, so the text waited for JavaScript it does not need to be read; without them the page
 * paints first and hydrates when its module script (at the end of the body) has loaded its imports.
 * Only the head is rewritten; the rest of the stream passes untouched.
 */
export function createModulePreloadStripper(options: StripperOptions = {}): Transform {
  let head = '';
  let inBody = false;
  const rewriteHead = (html: string) => {
    const hrefs: string[] = [];
    const stripped = html.replace(MODULE_PRELOAD, (link) => {
      const href = HREF.exec(link)?.[1];
      if (href) hrefs.push(href);
      return '';
    });
    const { preloadAfterPaintNonce: nonce } = options;
    return nonce === undefined ? stripped : stripped + renderAfterPaintPreloads(hrefs, nonce);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (inBody) return callback(null, chunk);
      head += chunk.toString('utf8');
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      inBody = true;
      const rewritten = rewriteHead(head.slice(0, end)) + head.slice(end);
      head = '';
      callback(null, rewritten);
    },
    flush(callback) {
      callback(null, inBody ? undefined : head.replace(MODULE_PRELOAD, ''));
    },
  });
}
