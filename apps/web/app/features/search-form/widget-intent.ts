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

let pending: WidgetIntent | null = null;

/** The text of each airport field the visitor has typed into (absent: never typed into). */
const typedText: Partial<Record<AirportField, string>> = {};

export function setWidgetIntent(intent: WidgetIntent | null): void {
  pending = intent;
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

/** Starts loading the widget chunk (and caches the promise). */
let widgetsPromise: Promise<typeof import('./search-widgets')> | null = null;
export function loadSearchWidgets(): Promise<typeof import('./search-widgets')> {
  widgetsPromise ??= import('./search-widgets');
  return widgetsPromise;
}
