import { defineConfig } from 'tsup';

// One ESM bundle for production; the domain package is TypeScript source, so it is bundled in,
// while npm dependencies stay external and load from node_modules.
export default defineConfig({
  // The results pages' worker thread is a module of its own (search-pages.thread.ts starts it).
  entry: ['src/server.ts', 'src/flights/search-pages.worker.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@travel\//],
});
