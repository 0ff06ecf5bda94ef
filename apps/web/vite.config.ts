import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Whether an expression calls into zod (`z.object(...)`, `z.string().min(1)`, …). */
function callsZod(code: string, node: Node): boolean {
  return /(?<![\w.$])z\.[a-zA-Z]+\s*\(/.test(code.slice(node.start, node.end));
}

/**
 * The domain and the contract build their zod schemas at module level (`export const XSchema =
 * z.object(...)`). They have no side effects, but a bundler cannot know it, so every page would ship
 * zod for schemas the browser never uses. Wrapping each such initializer in a pure IIFE lets Rollup
 * drop the unused ones, and zod with them. Only the browser build needs it; the server keeps the code
 * as written.
 */
function pureDomainSchemas(): Plugin {
  return {
    name: 'travel:pure-domain-schemas',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!/packages\/(domain|contract)\/src\/.*\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = (
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
        ) as Node | null;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && callsZod(code, init)) inits.push(init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.reverse()) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [pureDomainSchemas(), reactRouter()],
  build: {
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    rollupOptions: {
      // Rollup splits shared code into a chunk per set of importers, many of a few hundred bytes; each
      // costs a request and ~0.5 KB of response headers, often more than its code. Chunks under 1.5 KB
      // are merged into a neighbour when that changes no side effect (issue 18: larger thresholds made
      // pages load more code than the headers they saved).
      output: { experimentalMinChunkSize: 1500 },
    },
  },
});
