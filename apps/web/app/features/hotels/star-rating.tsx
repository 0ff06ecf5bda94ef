import styles from './hotel-notes.module.css';
import { useHotelsTranslation } from './use-hotels-translation';

/** '★★★★' read out as '4 estrellas'. */
export function StarRating({ rating }: { rating: number | null }) {
  const { t } = useHotelsTranslation();
  if (rating === null) return <span>{t('card.noStars')}</span>;
  return (
    <span>
      <span aria-hidden="true" className={styles.stars}>
        {'★'.repeat(rating)}
      </span>{' '}
      <span>{t('card.stars', { count: rating })}</span>
    </span>
  );
}
