import { useEffect, useState } from 'react';

/** What shows the visitor is about to use the page: code they need for it loads then, not with its first paint. */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Loads what `load` gives (a form's checks: zod, the phone numbers' metadata) on the visitor's first
 * touch, click, key or focus in the page: a page that is only looked at never downloads it. Null until
 * then, and if the download fails (the page then works as without script). `load` must be stable (a
 * module-level function).
 */
export function useLoadOnFirstUse<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let mounted = true;
    const start = () => {
      for (const type of FIRST_USE) window.removeEventListener(type, start, true);
      load().then(
        // A function form: what is loaded may itself be a function.
        (value) => mounted && setLoaded(() => value),
        () => undefined,
      );
    };
    for (const type of FIRST_USE) window.addEventListener(type, start, true);
    return () => {
      mounted = false;
      for (const type of FIRST_USE) window.removeEventListener(type, start, true);
    };
  }, [load]);
  return loaded;
}
