import { useTranslation } from 'react-i18next';

/** Placeholder cards while the offers load; the same size as real cards, so nothing jumps. */
export function ResultsSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation('results');
  return (
    <div className="results-skeleton" role="status" aria-live="polite">
      <p className="visually-hidden">{t('loading')}</p>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
        <div key={index} className="offer-card offer-card--skeleton" aria-hidden="true">
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--block" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}
