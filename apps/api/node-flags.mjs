/**
 * The V8 flags the API process runs with, wherever it is started (`npm start -w @travel/api`,
 * scripts/start.mjs, the benches). Measured on distinct searches (bench/README.md, 29 November 2026,
 * sixth session):
 * - A search allocates a few hundred kilobytes that live only as long as its request: a young
 *   generation of 32 MB semi-spaces (16 MB by default) collects it half as often.
 * - V8 moves an allocation site's objects straight to the old generation once most of them were seen
 *   to survive a collection, which a search's offers do when one lands in the middle of it; they die
 *   with the request all the same, and the old objects pointing at young ones made every later
 *   scavenge slower (1,165–1,408 ms of scavenges in a 10-second load with it, 835 without).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];
