import { useMemo } from 'react';
import { getCurrencyOptions } from '../lib/currency-options';
import { useLocale } from '../lib/use-locale';
import styles from './currency-select.module.css';
import { SelectField } from './select-field';

type CurrencySelectProps = {
  label: string;
  value: string;
  onChange: (code: string) => void;
  field?: string;
  className?: string;
};

/** The allowed currencies of spec §9 with their flags. */
export function CurrencySelect({ label, value, onChange, field, className }: CurrencySelectProps) {
  const locale = useLocale();
  const options = useMemo(
    () =>
      getCurrencyOptions(locale).map((c) => ({
        id: c.code,
        label: `${c.code} ${c.name}`,
        content: (
          <span>
            <span aria-hidden="true">{c.flag}</span> <span>{c.code}</span>{' '}
            <span className={styles.name}>{c.name}</span>
          </span>
        ),
      })),
    [locale],
  );
  return (
    <SelectField
      field={field}
      className={className}
      label={label}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
