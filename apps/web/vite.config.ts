import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { cheapLocaleCheck } from './build-plugins/cheap-locale-check';

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

/**
 * Every page runs the root route, and then its own route modules: React Router loads a route only
 * with the root already in memory. Rollup cannot know it: it sees ~60 independent entries and splits
 * the code the root shares with some routes into a chunk per set of importers, ~20 chunks of 1–2 KB
 * that every page fetches one by one (each ~0.4 KB of response headers, issue 18). Emitting each
 * route as a chunk loaded implicitly after the root tells Rollup what React Router does, so what the
 * root imports stays in the root's chunks and the routes import it from there: no page loads a byte
 * it did not load before, with fewer requests. Code shared by routes but not the root is split as before.
 */
function routesLoadAfterRoot(): Plugin {
  let root: string | undefined;
  let routes: string[] = [];
  return {
    name: 'travel:routes-load-after-root',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      const input = options.input;
      if (!Array.isArray(input)) return null;
      // React Router's client build takes each route module, layouts included, by this query.
      const modules = input.filter((id) => id.endsWith('?__react-router-build-client-route'));
      root = modules.find((id) => /[\\/]app[\\/]root\.tsx\?/.test(id));
      if (!root) return null;
      routes = modules.filter((id) => id !== root);
      return { ...options, input: input.filter((id) => !routes.includes(id)) };
    },
    buildStart() {
      if (!root) return;
      for (const id of routes)
        this.emitFile({ type: 'chunk', id, implicitlyLoadedAfterOneOf: [root], preserveSignature: 'strict' });
    },
  };
}

export default defineConfig({
  plugins: [pureDomainSchemas(), routesLoadAfterRoot(), cheapLocaleCheck(), reactRouter()],
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
