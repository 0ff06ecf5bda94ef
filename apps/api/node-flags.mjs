/**
 * The V8 flags the API process runs with, wherever it is started (`npm start -w @travel/api`,
 * scripts/start.mjs, the benches). A search allocates a few hundred kilobytes that live only as long
 * as its request; a young generation of 32 MB semi-spaces (16 MB by default) collects it half as often
 * (bench/README.md, 29 November 2026, sixth session).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];
