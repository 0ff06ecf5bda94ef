import type { Key, ReactNode } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

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
    <Select
      className={`field ${className ?? ''}`}
      data-field={field}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
    >
      <Label className="field__label">{label}</Label>
      <Button className="field__control select__button">
        <SelectValue className="select__value" />
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </Button>
      <Popover className="popover select-popover" offset={4}>
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="listbox__item">
              {option.content ?? option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
