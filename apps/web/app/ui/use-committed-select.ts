import { type KeyboardEvent, useRef, useState } from 'react';

const STEP_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * A key that moves a closed select to another option at once, firing `change`: the arrows, Home, End,
 * Page Up/Down and type-to-find letters. Not Enter, Space or Alt+Down, which open or close the list.
 */
function stepsThroughOptions(event: KeyboardEvent<HTMLSelectElement>): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ');
}

/**
 * A native select whose choice loads a page (sort, currency): a choice made in the list (a click, a
 * phone's picker, Enter in the open list) applies at once. On a closed select, though, the arrow keys
 * fire `change` for every option they pass, and each would load the page again: a change that comes
 * from such a key press only moves the select, and the option reached applies on Enter or when focus
 * leaves it (WCAG 3.2.2 On Input; the "apply on blur or Enter" habit of accessible auto-submitting
 * selects). Answers the select's value and handlers; `apply` is called with the option to apply.
 */
export function useCommittedSelect(value: string, apply: (value: string) => void) {
  // The option shown, ahead of `value` while one reached with the keys waits to apply.
  const [shown, setShown] = useState(value);
  // A new `value` (the page loaded another choice, or went back) is shown at once.
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    setShown(value);
  }
  // A key that steps through the options is down: the `change` it fires waits.
  const stepping = useRef(false);
  const waiting = useRef<string | null>(null);
  const applyWaiting = () => {
    const next = waiting.current;
    waiting.current = null;
    // Not when the page's own value replaced the option shown meanwhile.
    if (next !== null && next === shown && next !== value) apply(next);
  };
  return {
    value: shown,
    onValueChange(next: string) {
      setShown(next);
      if (stepping.current) {
        waiting.current = next;
        return;
      }
      waiting.current = null;
      apply(next);
    },
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      if (event.key === 'Enter') applyWaiting();
      stepping.current = stepsThroughOptions(event);
    },
    onKeyUp() {
      stepping.current = false;
    },
    onPointerDown() {
      stepping.current = false;
    },
    onBlur: applyWaiting,
  };
}
