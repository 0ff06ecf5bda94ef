import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import cardStyles from './offer-card.module.css';
import styles from './results-skeleton.module.css';

/** Placeholder cards while the offers load; the same size as real cards, so nothing jumps. */
export function ResultsSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation('results');
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <p className="visually-hidden">{t('loading')}</p>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
        <div key={index} className={joinClassNames(cardStyles.card, styles.card)} aria-hidden="true">
          <div className={joinClassNames(styles.bone, styles.line)} />
          <div className={joinClassNames(styles.bone, styles.block)} />
          <div className={joinClassNames(styles.bone, styles.line, styles.short)} />
        </div>
      ))}
    </div>
  );
}
