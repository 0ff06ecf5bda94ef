import type { ReactNode } from 'react';
import { Form } from 'react-router';
import styles from './content.module.css';

/**
 * A GET search form on this page (`?q=`): it works without script, and the answer is a URL that can be
 * shared. `children` follow the button (a "see all" link).
 */
export function SearchBox({
  label,
  hint,
  submit,
  query,
  minLength,
  landmark,
  children,
}: {
  label: string;
  /** The search landmark's name when the field's label would repeat another one on the page. */
  landmark?: string;
  hint?: string;
  submit: string;
  query: string;
  minLength?: number;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={landmark ?? label} className={styles.search}>
      <label>
        {label}
        {hint ? <span className={styles.hint}>{hint}</span> : null}
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={100}
          minLength={minLength}
          required={minLength !== undefined}
        />
      </label>
      <button type="submit">{submit}</button>
      {children}
    </Form>
  );
}
