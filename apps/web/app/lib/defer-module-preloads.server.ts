import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = '</head>';

/**
 * Drops the `<link rel="modulepreload">`s React hoists into the head. On a document page (an article,
 * a country guide) they would make the browser fetch every script at high priority alongside the
 * stylesheet, so the text waited for JavaScript it does not need to be read; without them the page
 * paints first and hydrates when its module script (at the end of the body) has loaded its imports.
 * Only the head is rewritten; the rest of the stream passes untouched.
 */
export function createModulePreloadStripper(): Transform {
  let head = '';
  let inBody = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (inBody) return callback(null, chunk);
      head += chunk.toString('utf8');
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      inBody = true;
      const rewritten = head.slice(0, end).replace(MODULE_PRELOAD, '') + head.slice(end);
      head = '';
      callback(null, rewritten);
    },
    flush(callback) {
      callback(null, inBody ? undefined : head.replace(MODULE_PRELOAD, ''));
    },
  });
}
