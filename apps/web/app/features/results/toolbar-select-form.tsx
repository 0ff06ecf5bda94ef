import { Form } from 'react-router';
import buttonStyles from '../../ui/button.module.css';
import { NativeSelectField } from '../../ui/form-field';
import { useCommittedSelect } from '../../ui/use-committed-select';
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

/**
 * A choice of the results toolbar (sort, currency) as a native select in a GET form: keyboard, screen
 * readers and phones' own pickers for free, no script needed to show or use it (issue 18: React
 * Aria's Select was 21 KB of the page's first JavaScript). Without script the `<noscript>` button
 * submits the form; with script a choice applies as useCommittedSelect says (the arrow keys of a
 * closed select wait for Enter or blur).
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
  const select = useCommittedSelect(value, onChange);
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
        value={select.value}
        options={options}
        onValueChange={select.onValueChange}
        onKeyDown={select.onKeyDown}
        onKeyUp={select.onKeyUp}
        onPointerDown={select.onPointerDown}
        onBlur={select.onBlur}
      />
      <noscript>
        <button type="submit" className={buttonStyles.button}>
          {submitLabel}
        </button>
      </noscript>
    </Form>
  );
}
