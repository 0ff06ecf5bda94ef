import { defineConfig } from 'tsup';

// One ESM bundle for production; the domain package is TypeScript source, so it is bundled in,
// while npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@travel\//],
});
