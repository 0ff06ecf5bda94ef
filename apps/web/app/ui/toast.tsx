import type { ReactNode } from 'react';
import { joinClassNames } from '../lib/class-names';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

const TONE_CLASS: Record<ToastTone, string | undefined> = {
  info: styles.info,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
};

type ToastProps = {
  tone?: ToastTone;
  children: ReactNode;
  /** Without it the message stays until the page changes (nothing to close). */
  onDismiss?: () => void;
  dismissLabel?: string;
};

/**
 * A message about something that just happened. Read out politely (role=status), or at once for a
 * problem (role=alert); it never disappears by itself, so nobody misses it while reading.
 */
export function Toast({ tone = 'info', children, onDismiss, dismissLabel }: ToastProps) {
  return (
    <div
      className={joinClassNames(styles.toast, TONE_CLASS[tone])}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      <p className={styles.message}>{children}</p>
      {onDismiss && (
        <button type="button" className={styles.close} onClick={onDismiss} aria-label={dismissLabel}>
          ×
        </button>
      )}
    </div>
  );
}
