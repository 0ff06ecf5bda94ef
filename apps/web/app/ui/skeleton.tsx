import type { CSSProperties } from 'react';
import { joinClassNames } from '../lib/class-names';
import styles from './skeleton.module.css';

type SkeletonProps = {
  shape?: 'block' | 'text' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
};

/**
 * A placeholder the size of what is loading. Decorative (aria-hidden): the region that waits says
 * so in words (aria-busy and a status message), as the results page does.
 */
export function Skeleton({ shape = 'block', width = '100%', height }: SkeletonProps) {
  return (
    <span
      className={joinClassNames(
        styles.skeleton,
        shape === 'text' && styles.text,
        shape === 'circle' && styles.circle,
      )}
      style={{ width, height: height ?? (shape === 'text' ? undefined : '1.5rem') }}
      aria-hidden="true"
    />
  );
}
