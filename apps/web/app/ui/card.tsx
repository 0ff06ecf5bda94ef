import type { HTMLAttributes } from 'react';
import { joinClassNames } from '../lib/class-names';
import styles from './card.module.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'article' | 'section' | 'li';
  elevation?: 'flat' | 'raised';
  /** It holds a link or button the whole card stands for: it answers hover and focus. */
  interactive?: boolean;
  /** The traveller's current choice (a fare, a flight). */
  selected?: boolean;
};

/** A bordered surface for one thing: an offer, a fare, a destination. */
export function Card({
  as: Element = 'div',
  elevation = 'flat',
  interactive = false,
  selected = false,
  className,
  ...props
}: CardProps) {
  return (
    <Element
      className={joinClassNames(
        styles.card,
        elevation === 'raised' && styles.raised,
        interactive && styles.interactive,
        selected && styles.selected,
        className,
      )}
      {...props}
    />
  );
}
