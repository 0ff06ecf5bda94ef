import styles from './card-brand-marks.module.css';

/**
 * The card brands most travellers of the region carry, as small inline marks (no image requests):
 * simplified shapes in each brand's colours, named for screen readers by the list's items.
 */
export function CardBrandMarks({ label }: { label: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Visa">
          <rect width="48" height="30" rx="4" fill="#1a1f71" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fill="#ffffff"
            fontSize="13"
            fontWeight="800"
            fontStyle="italic"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Mastercard">
          <rect width="48" height="30" rx="4" fill="#1b1f24" />
          <circle cx="19" cy="15" r="9" fill="#eb001b" />
          <circle cx="29" cy="15" r="9" fill="#f79e1b" />
          <path d="M24 7.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="American Express">
          <rect width="48" height="30" rx="4" fill="#006fcf" />
          <text x="24" y="19" textAnchor="middle" fill="#ffffff" fontSize="10" fontWeight="800">
            AMEX
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Diners Club">
          <rect width="48" height="30" rx="4" fill="#ffffff" stroke="#8792a0" />
          <circle cx="24" cy="15" r="9" fill="none" stroke="#0079be" strokeWidth="2.5" />
          <path d="M21 10v10M27 10v10" stroke="#0079be" strokeWidth="2" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Elo">
          <rect width="48" height="30" rx="4" fill="#1b1f24" />
          <text x="24" y="20" textAnchor="middle" fill="#ffffff" fontSize="13" fontWeight="800">
            elo
          </text>
          <circle cx="12" cy="15" r="2.5" fill="#ffcb05" />
          <circle cx="36" cy="15" r="2.5" fill="#00a4e0" />
        </svg>
      </li>
    </ul>
  );
}
