import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and during hydration, true once the page's script runs: parts that
 * only work with script (card fields tokenized in the page, a print button) appear then, so a page
 * without script never shows a control that cannot work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
