/**
 * One form field as the trip summary's sections render it: its form name, the value it starts with
 * (the session's, or what was typed when the server sent the form back), its error as text, and
 * whether it takes the focus (the first field in error after a refused submit, without script).
 * The page builds these from Conform; the sections stay plain components.
 */
export type FieldView = {
  name: string;
  defaultValue: string;
  error: string | null;
  autoFocus: boolean;
};
