import type { Key, ReactNode } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { joinClassNames } from '../lib/class-names';
import { AriaLocale } from './aria-locale';
import fieldStyles from './field.module.css';
import listboxStyles from './listbox.module.css';
import popoverStyles from './popover.module.css';
import styles from './select-field.module.css';

export type SelectOption = { id: string; label: string; content?: ReactNode };

type SelectFieldProps = {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** Marks the field for code that needs to find it (e.g. to move focus into it). */
  field?: string;
};

/** A labelled React Aria select (listbox in a popover). */
export function SelectField({ label, options, value, onChange, className, field }: SelectFieldProps) {
  return (
    <AriaLocale>
      <Select
        className={joinClassNames(fieldStyles.field, className)}
        data-field={field}
        selectedKey={value}
        onSelectionChange={(key: Key | null) => {
          if (key !== null) onChange(String(key));
        }}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <Button className={joinClassNames(fieldStyles.control, styles.button)}>
          <SelectValue className={styles.value} />
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className={popoverStyles.popover} offset={4}>
          <ListBox className={listboxStyles.listbox} items={options}>
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.label} className={listboxStyles.item}>
                {option.content ?? option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </AriaLocale>
  );
}
