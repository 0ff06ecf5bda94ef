import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { joinClassNames } from '../lib/class-names';
import { AriaLocale } from './aria-locale';
import fieldStyles from './field.module.css';
import listboxStyles from './listbox.module.css';
import popoverStyles from './popover.module.css';

export type ComboboxOption = { id: string; label: string };

type ComboboxFieldProps = {
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's id, null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  hint?: string;
  error?: string | null;
  /** Said in the list when nothing matches what was typed. */
  emptyLabel: string;
  isDisabled?: boolean;
};

/**
 * A labelled React Aria combobox over a known list (type to filter, arrows to move, Enter to pick).
 * The airport search (features/search-form/airport-combobox.tsx) is the same widget over the API.
 */
export function ComboboxField({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  emptyLabel,
  isDisabled,
}: ComboboxFieldProps) {
  return (
    <AriaLocale>
      <ComboBox
        className={joinClassNames(fieldStyles.field, error && fieldStyles.invalid)}
        defaultItems={options}
        selectedKey={value}
        onSelectionChange={(key) => onChange(key === null ? null : String(key))}
        isInvalid={Boolean(error)}
        isDisabled={isDisabled}
        menuTrigger="focus"
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <Input className={fieldStyles.control} />
        {hint && (
          <Text slot="description" className={fieldStyles.hint}>
            {hint}
          </Text>
        )}
        {error && (
          <Text slot="errorMessage" className={fieldStyles.error}>
            {error}
          </Text>
        )}
        <Popover className={popoverStyles.popover} offset={4}>
          <ListBox className={listboxStyles.listbox} renderEmptyState={() => emptyLabel}>
            {(option: ComboboxOption) => (
              <ListBoxItem id={option.id} textValue={option.label} className={listboxStyles.item}>
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </AriaLocale>
  );
}
