import type { ReactNode } from 'react';
import { joinClassNames } from '../lib/class-names';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger';

const TONE_CLASS: Record<BadgeTone, string | undefined> = {
  neutral: styles.neutral,
  brand: styles.brand,
  accent: styles.accent,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
};

/** A short label ("Más barato", "Equipaje incluido"): its words carry the meaning, the colour only helps. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={joinClassNames(styles.badge, TONE_CLASS[tone])}>{children}</span>;
}
