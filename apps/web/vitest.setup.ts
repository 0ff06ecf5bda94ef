// jsdom lacks CSS.escape, which React Aria's popovers use; a minimal stand-in for the tests.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/([^\w-])/g, '\\$1');
(globalThis as { CSS?: unknown }).CSS = css;
