#!/usr/bin/env node
/**
 * Brotli at its best quality (11) for the client build's hashed scripts and styles, written beside
 * each file as `<name>.br` once at build time. `compression()` compresses on the fly at quality 4,
 * fast enough per request but about 15% bigger: for files that never change (their name holds their
 * hash) the server sends the prepared `.br` instead (web-server.mjs, `servePrecompressed`).
 *
 *   node server/precompress.mjs [clientDir]   (the build script runs it after `react-router build`)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/** What is worth compressing: text files, and only above a size where it pays. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.svg', '.json'];
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` for every text asset under `assetsDir`; returns how many it wrote.
 *
 * @param {string} assetsDir
 * @returns {number}
 */
export function precompressAssets(assetsDir) {
  let written = 0;
  for (const name of readdirSync(assetsDir)) {
    const file = path.join(assetsDir, name);
    if (!PRECOMPRESSED_EXTENSIONS.includes(path.extname(name)) || statSync(file).size < MIN_BYTES) continue;
    const compressed = brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    writeFileSync(`${file}.br`, compressed);
    written += 1;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../build/client'),
  );
  const count = precompressAssets(path.join(clientDir, 'assets'));
  console.log(`precompress: ${count} assets written as Brotli (quality 11)`);
}
