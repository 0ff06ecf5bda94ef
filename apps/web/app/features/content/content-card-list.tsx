import { Link } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import styles from './content.module.css';

export type ContentCard = { id: string; title: string; summary: string; path: string; meta?: string };

/** Teasers linking to their pages; each card's heading is its link. */
export function ContentCardList({
  cards,
  headingLevel = 2,
}: {
  cards: readonly ContentCard[];
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card}>
          <Heading className={styles.cardTitle}>
            <Link to={localizePath(card.path, locale)}>{card.title}</Link>
          </Heading>
          {card.meta ? <p className={styles.cardMeta}>{card.meta}</p> : null}
          <p>{card.summary}</p>
        </li>
      ))}
    </ul>
  );
}
