import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { joinClassNames } from '../lib/class-names';
import fieldStyles from './field.module.css';

type FieldShellProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
  className?: string;
};

function FieldShell({ id, label, hint, error, children, className }: FieldShellProps) {
  return (
    <div className={joinClassNames(fieldStyles.field, error && fieldStyles.invalid, className)}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p className={fieldStyles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={fieldStyles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string | null): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  /** Controlled when given; otherwise the input keeps its own value (`defaultValue`, a plain form). */
  value?: string;
  onValueChange?: (value: string) => void;
  hint?: string;
  error?: string | null;
  className?: string;
};

/** A native input with its visible label, hint and error tied by aria-describedby. */
export function InputField({
  label,
  value,
  onValueChange,
  hint,
  error,
  className,
  ...rest
}: InputFieldProps) {
  const generated = useId();
  const id = rest.id ?? generated;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <input
        {...rest}
        id={id}
        className={fieldStyles.control}
        value={value}
        onChange={onValueChange && ((event) => onValueChange(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

type NativeSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  /** Controlled when given; otherwise the select keeps its own value (`defaultValue`, a plain form). */
  value?: string;
  onValueChange?: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option; none when omitted. */
  placeholder?: string;
  hint?: string;
  error?: string | null;
  className?: string;
};

/** A native select (keyboard and screen readers for free, type-to-find included). */
export function NativeSelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error,
  className,
  ...rest
}: NativeSelectFieldProps) {
  const generated = useId();
  const id = rest.id ?? generated;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <select
        {...rest}
        id={id}
        className={fieldStyles.control}
        value={value}
        onChange={onValueChange && ((event) => onValueChange(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
