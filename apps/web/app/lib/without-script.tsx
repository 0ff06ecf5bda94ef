import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * What only a page without script needs (a submit button its script replaces): rendered by the server
 * and gone once the page's script runs. Its own component, so that only it renders again after
 * hydration (a store whose server and browser values differ re-renders its reader synchronously).
 */
export function WithoutScript({ children }: { children: ReactNode }) {
  return useHydrated() ? null : children;
}
