import type { ReactNode } from 'react';
import styles from './price-table.module.css';
import { UsdPrice } from './usd-price';

/**
 * Options (departures, cabins…) against their "from" price in US dollars. The caption is for screen
 * readers: the section's visible heading already says what the table is.
 */
export function PriceTable({
  caption,
  optionHeader,
  priceHeader,
  fromLabel,
  rows,
}: {
  caption: string;
  optionHeader: string;
  priceHeader: string;
  fromLabel: string;
  rows: readonly { key: string; option: ReactNode; usd: number }[];
}) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{optionHeader}</th>
          <th scope="col">{priceHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.option}</td>
            <td>
              {fromLabel} <UsdPrice usd={row.usd} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
