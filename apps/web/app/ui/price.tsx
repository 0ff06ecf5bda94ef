import { joinClassNames } from '../lib/class-names';
import { formatAmount } from '../lib/format-money';
import { useFormatLocale } from '../lib/use-format-locale';
import styles from './price.module.css';

type Amount = { amount: string; currency: string };

type PriceProps = {
  value: Amount;
  /** Before the amount: "desde", "Total". */
  lead?: string;
  /** A higher earlier price, struck through; its words come from `wasLabel` for screen readers. */
  was?: Amount;
  wasLabel?: string;
  /** Under the amount: "por adulto, impuestos incluidos". */
  note?: string;
  size?: 'medium' | 'large';
};

/** An amount written as in the visitor's country (es-MX 2,660.10, es-CL 2.660,10) with its words around it. */
export function Price({ value, lead, was, wasLabel, note, size = 'medium' }: PriceProps) {
  const formatLocale = useFormatLocale();
  return (
    <span className={joinClassNames(styles.price, size === 'large' && styles.large)}>
      {lead && <span className={styles.lead}>{lead}</span>}
      {was && (
        <s className={styles.was}>
          {wasLabel && <span className="visually-hidden">{wasLabel} </span>}
          {formatAmount(was, formatLocale)}
        </s>
      )}
      <span className={styles.amount}>{formatAmount(value, formatLocale)}</span>
      {note && <span className={styles.note}>{note}</span>}
    </span>
  );
}
