import { type KeyboardEvent, useRef, useState } from 'react';
import { Form } from 'react-router';
import buttonStyles from '../../ui/button.module.css';
import { NativeSelectField } from '../../ui/form-field';
import styles from './toolbar-select-form.module.css';

type ToolbarSelectFormProps = {
  id: string;
  /** The query parameter the select writes (`sort`, `currency`). */
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The rest of the URL's query as this choice leaves it (the search, and what it keeps of the view). */
  query: URLSearchParams;
  /** The button that applies the choice when the page runs no script. */
  submitLabel: string;
  /** With script: the choice applies once made (see ToolbarSelectForm for the keyboard's way). */
  onChange: (value: string) => void;
};

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
 * A choice of the results toolbar (sort, currency) as a native select in a GET form: keyboard, screen
 * readers and phones' own pickers for free, no script needed to show or use it (issue 18: React
 * Aria's Select was 21 KB of the page's first JavaScript). Without script the `<noscript>` button
 * submits the form.
 *
 * With script a choice made in the list (a click, a phone's picker, Enter in the open list) applies at
 * once. On a closed select, though, the arrow keys fire `change` for every option they pass, and each
 * would load the page again: a change that comes from such a key press only moves the select, and the
 * option reached applies on Enter or when focus leaves it (WCAG 3.2.2 On Input; the "apply on blur or
 * Enter" habit of accessible auto-submitting selects).
 */
export function ToolbarSelectForm({
  id,
  name,
  label,
  value,
  options,
  query,
  submitLabel,
  onChange,
}: ToolbarSelectFormProps) {
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
    if (next !== null && next === shown && next !== value) onChange(next);
  };
  return (
    <Form method="get" className={styles.form} preventScrollReset>
      {[...query.entries()]
        .filter(([key]) => key !== name)
        .map(([key, entry], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a key; its order is the key
          <input key={`${key}-${index}`} type="hidden" name={key} value={entry} />
        ))}
      <NativeSelectField
        id={id}
        name={name}
        label={label}
        value={shown}
        options={options}
        onValueChange={(next) => {
          setShown(next);
          if (stepping.current) {
            waiting.current = next;
            return;
          }
          waiting.current = null;
          onChange(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyWaiting();
          stepping.current = stepsThroughOptions(event);
        }}
        onKeyUp={() => {
          stepping.current = false;
        }}
        onPointerDown={() => {
          stepping.current = false;
        }}
        onBlur={applyWaiting}
      />
      <noscript>
        <button type="submit" className={buttonStyles.button}>
          {submitLabel}
        </button>
      </noscript>
    </Form>
  );
}
