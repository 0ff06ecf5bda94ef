import type { ButtonHTMLAttributes } from 'react';
import { joinClassNames } from '../lib/class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'quiet';

/** The look of each variant over the base .button (secondary is the base itself). */
const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: undefined,
  accent: styles.accent,
  quiet: styles.quiet,
};

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** Full width (a phone's main action). */
  block?: boolean;
  /** Waiting for an answer: the button says so (aria-busy) and cannot be pressed twice. */
  busy?: boolean;
};

/** The site's button: a plain <button> (so a form posts without script) in one of four looks. */
export function Button({
  variant = 'secondary',
  size = 'medium',
  block = false,
  busy = false,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={joinClassNames(
        styles.button,
        VARIANT_CLASS[variant],
        size === 'small' && styles.small,
        block && styles.block,
        className,
      )}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
