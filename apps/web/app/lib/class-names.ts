/** One `className` from several, skipping the conditions that did not hold: `joinClassNames(a, on && b)`. */
export function joinClassNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
