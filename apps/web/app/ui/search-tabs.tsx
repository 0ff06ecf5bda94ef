import { Link } from 'react-router';
import styles from './search-tabs.module.css';

export type SearchTab = { id: string; label: string; to: string };

/**
 * Links that look like tabs (what to search: flights, hotels). Links, not an ARIA tablist: each
 * tab is an address the server renders, so they work without script and can be shared.
 */
export function SearchTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly SearchTab[];
  current: string;
}) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              className={styles.tab}
              aria-current={tab.id === current ? 'page' : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
