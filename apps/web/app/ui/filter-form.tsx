import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { joinClassNames } from '../lib/class-names';
import { localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import buttonStyles from './button.module.css';
import styles from './filter-form.module.css';
import { InputField, NativeSelectField } from './form-field';

/**
 * A listing's filters as a GET form: the URL holds the choice (shareable, works without script) and
 * the page's loader applies it. The heading is for screen readers; sighted users see the fields.
 */
export function FilterForm({
  titleId,
  title,
  submitLabel,
  clearLabel,
  clearPath,
  actionsColumn = false,
  children,
}: {
  titleId: string;
  title: string;
  submitLabel: string;
  clearLabel: string;
  /** The listing without any filter, unlocalised: clearing is a plain link, not a reset. */
  clearPath: string;
  /** Three fields fit one row on wide screens, so the buttons take a fourth, auto-width column. */
  actionsColumn?: boolean;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <Form
      method="get"
      className={joinClassNames(styles.filters, actionsColumn && styles.actionsColumn)}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      {children}
      <div className={styles.actions}>
        <button type="submit" className={joinClassNames(buttonStyles.button, buttonStyles.primary)}>
          {submitLabel}
        </button>
        <Link to={localizePath(clearPath, locale)}>{clearLabel}</Link>
      </div>
    </Form>
  );
}

/** A filter's select: its empty first choice ("any …") is no filter at all. */
export function FilterSelectField({
  id,
  name,
  label,
  anyLabel,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <NativeSelectField
      id={id}
      name={name}
      label={label}
      defaultValue={value ?? ''}
      options={[{ value: '', label: anyLabel }, ...options]}
    />
  );
}

/** The `precioMax` filter: a whole, positive price; empty when the URL has none. */
export function MaxPriceField({
  id,
  label,
  hint,
  value,
}: {
  id: string;
  label: string;
  hint: string;
  value: number | undefined;
}) {
  return (
    <InputField
      id={id}
      name="precioMax"
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      label={label}
      hint={hint}
      defaultValue={value === undefined ? '' : String(value)}
    />
  );
}
