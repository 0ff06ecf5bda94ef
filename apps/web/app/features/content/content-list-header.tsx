import { Breadcrumbs, type Crumb } from './breadcrumbs';
import styles from './content.module.css';
import { ContentMeta } from './content-meta';

/** The top of a list page (airlines, destinations, a section, the FAQ): meta, trail, heading, intro. */
export function ContentListHeader({ title, intro, trail }: { title: string; intro: string; trail: Crumb[] }) {
  return (
    <>
      <ContentMeta title={title} description={intro} />
      <Breadcrumbs trail={trail} />
      <h1>{title}</h1>
      <p className={styles.lead}>{intro}</p>
    </>
  );
}
