import { useRootDataIfAny } from './use-format-locale';
import { useVisitorStore, type VisitorLocation } from './visitor.store';

/**
 * Where the visitor is (spec §2 start-up): what the server located for the page's first byte (the root
 * loader), so the server's HTML and the hydrated page agree and nothing changes once script runs; else,
 * when the server had no answer in time, what the browser's start-up asks (features/visitor). null
 * until one of them knows. Read from the router's state, as useFormatLocale, so a component rendered
 * alone in a test has none.
 */
export function useVisitorLocation(): VisitorLocation | null {
  const asked = useVisitorStore((state) => state.location);
  const root = useRootDataIfAny();
  return asked ?? root?.visitorLocation ?? null;
}
