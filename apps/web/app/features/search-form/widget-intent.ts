/**
 * The interactive widgets of the search form load on the visitor's first sign of interest (ARCHITECTURE
 * §6: nothing that the first paint does not need). What the visitor started doing on the light
 * placeholder is kept here so the real widget can carry on: focus the same field, keep the typed
 * text, open the same popover.
 */
export type WidgetField =
  | 'origin'
  | 'destination'
  | 'departure'
  | 'return'
  | 'passengers'
  | 'cabin'
  | 'currency';

export type AirportField = 'origin' | 'destination';

export type WidgetIntent = { field: WidgetField; open?: boolean };

const WIDGET_FIELDS: readonly WidgetField[] = [
  'origin',
  'destination',
  'departure',
  'return',
  'passengers',
  'cabin',
  'currency',
];

/** The id of a field's placeholder control: how the swap knows which one has focus. */
export function getShellId(field: WidgetField): string {
  return `shell-${field}`;
}

function findShellField(element: Element | null): WidgetField | null {
  return WIDGET_FIELDS.find((field) => element?.id === getShellId(field)) ?? null;
}

let pending: WidgetIntent | null = null;

/** The text of each airport field the visitor has typed into (absent: never typed into). */
const typedText: Partial<Record<AirportField, string>> = {};

export function setWidgetIntent(intent: WidgetIntent | null): void {
  pending = intent;
}

/**
 * Right before the real widgets replace the placeholders: the element that has focus now wins over
 * an older intent. A placeholder field keeps (or takes) it; anything else on the page (a radio, a
 * link, the search button) means the visitor moved on, so the swap must not pull focus back.
 */
export function settleWidgetIntent(active: Element | null): void {
  const field = findShellField(active);
  if (field) {
    if (pending?.field !== field) pending = { field };
    return;
  }
  if (active && active !== active.ownerDocument.body) pending = null;
}

/** The pending intent, once: the widget that handles it clears it. */
export function takeWidgetIntent(): WidgetIntent | null {
  const intent = pending;
  pending = null;
  return intent;
}

/**
 * Records what the visitor typed into an airport field (`undefined`: nothing, the field shows the
 * form's value). The real combobox starts from it, and background start-up work leaves such a field alone.
 */
export function setTypedText(field: AirportField, text: string | undefined): void {
  typedText[field] = text;
}

export function getTypedText(field: AirportField): string | undefined {
  return typedText[field];
}

/**
 * A tap or click under way: the swap waits for its click, so the element the gesture lands on (and
 * focuses) is still in the page. Swapping between a touchstart and its click removed the tapped
 * placeholder, and the tap then focused nothing: what was typed next went nowhere.
 */
let pointerDown = false;
let pointerTimer: ReturnType<typeof setTimeout> | undefined;
const afterPointer: (() => void)[] = [];

/** A gesture that does not end in a click (a scroll, a drag) lets the swap go after this long. */
const GESTURE_WITHOUT_CLICK_MS = 400;

function endPointer(): void {
  clearTimeout(pointerTimer);
  if (!pointerDown) return;
  pointerDown = false;
  // A task later: the click and the focus it gives are delivered first.
  setTimeout(() => {
    for (const run of afterPointer.splice(0)) run();
  });
}

/** Runs `run` now, or once the tap or click under way has ended. */
export function runAfterPointer(run: () => void): void {
  if (pointerDown) afterPointer.push(run);
  else run();
}

/** Follows taps and clicks on the page (capture phase); returns the cleanup. */
export function watchPointerGestures(target: Document): () => void {
  const down = () => {
    clearTimeout(pointerTimer);
    pointerDown = true;
  };
  const up = () => {
    clearTimeout(pointerTimer);
    pointerTimer = setTimeout(endPointer, GESTURE_WITHOUT_CLICK_MS);
  };
  const listeners = [
    ['pointerdown', down],
    ['pointerup', up],
    ['pointercancel', endPointer],
    ['click', endPointer],
  ] as const;
  for (const [type, listener] of listeners) target.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener, true);
  };
}

/** Starts loading the widget chunk (and caches the promise). */
let widgetsPromise: Promise<typeof import('./search-widgets')> | null = null;
export function loadSearchWidgets(): Promise<typeof import('./search-widgets')> {
  widgetsPromise ??= import('./search-widgets');
  return widgetsPromise;
}
