import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// CSS modules type every class as a string, so a misspelt `styles.x` would silently render
// class="undefined". These checks read the sources instead: every class a component asks for exists
// in its module, every rule in a module is used, and outside the booking funnel (which keeps its
// global classes in features/booking/booking.css for now) a plain class name is a global one.
const appDir = import.meta.dirname;
const FUNNEL = /^(features\/booking\/|routes\/booking-|routes\/my-journey)/;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/** The class names a stylesheet's selectors use (declarations and at-rule preludes left out). */
function readClasses(cssPath: string): Set<string> {
  const css = readFileSync(cssPath, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const classes = new Set<string>();
  for (const [, prelude = ''] of css.matchAll(/([^{};]+)\{/g)) {
    if (prelude.trim().startsWith('@')) continue;
    // `:global(.x)` styles a global class; it is not one the module defines.
    const local = prelude.replace(/:global\([^)]*\)/g, '');
    for (const [, name = ''] of local.matchAll(/\.([A-Za-z_][\w-]*)/g)) classes.add(name);
  }
  return classes;
}

type ModuleUse = { source: string; module: string; names: string[] };

/** Every `import x from './y.module.css'` in the app's sources, with the `x.name`s used. */
function readModuleUses(): ModuleUse[] {
  const sources = listFiles(appDir).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
  return sources.flatMap((source) => {
    const code = readFileSync(source, 'utf8');
    return [...code.matchAll(/import (\w+) from '([^']+\.module\.css)';/g)].map(
      ([, binding = '', path = '']) => ({
        source: relative(appDir, source),
        module: resolve(dirname(source), path),
        names: [...code.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map(([, name = '']) => name),
      }),
    );
  });
}

describe('CSS modules', () => {
  const uses = readModuleUses();
  const modules = listFiles(appDir).filter((file) => file.endsWith('.module.css'));

  it('finds the modules and the components that use them', () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(uses.length).toBeGreaterThan(40);
  });

  it('defines every class a component asks its module for', () => {
    const missing = uses.flatMap(({ source, module, names }) => {
      const classes = readClasses(module);
      return names.filter((name) => !classes.has(name)).map((name) => `${source}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('uses every class a module defines', () => {
    const unused = modules.flatMap((module) => {
      const used = new Set(uses.filter((use) => use.module === module).flatMap((use) => use.names));
      return [...readClasses(module)]
        .filter((name) => !used.has(name))
        .map((name) => `${relative(appDir, module)}: ${name}`);
    });
    expect(unused).toEqual([]);
  });

  it('leaves only global utility classes as plain class names outside the booking funnel', () => {
    const globals = readClasses(join(appDir, 'app.css'));
    const strays = listFiles(appDir)
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .filter((file) => !FUNNEL.test(relative(appDir, file)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/className="([^"]*)"/g)]
          .flatMap(([, names = '']) => names.split(/\s+/))
          .filter((name) => name && !globals.has(name))
          .map((name) => `${relative(appDir, file)}: ${name}`),
      );
    expect(strays).toEqual([]);
  });
});
