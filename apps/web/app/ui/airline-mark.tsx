import styles from './airline-mark.module.css';

/**
 * An airline's mark, drawn here (no logo host, no image request): a rounded tile in a colour derived
 * from the IATA code, with the code on it. The same code always gets the same colour, on results, the
 * trip summary and the confirmation. Decorative: the airline's name is always written beside it.
 */
export function AirlineMark({ code, size = 32 }: { code: string; size?: number }) {
  const hue = hueOf(code);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      {/* Lightness 30 % keeps white text above 4.5:1 contrast whatever the hue. */}
      <rect width="32" height="32" rx="7" fill={`hsl(${hue} 60% 30%)`} />
      <path d="M4 24 L28 8 L28 12 L8 26 Z" fill={`hsl(${hue} 70% 45%)`} opacity="0.55" />
      <text
        x="16"
        y="20.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={code.length > 2 ? 10 : 12}
        fontWeight="700"
        fill="#fff"
      >
        {code}
      </text>
    </svg>
  );
}

/**
 * An airline as the traveller reads it: the mark, then the name as text (the code when no name is
 * known). The one way to show a carrier outside the results' own cards: trip summary, confirmation,
 * My Journey.
 */
export function AirlineName({ code, name, size = 24 }: { code: string; name?: string; size?: number }) {
  return (
    <span className={styles.airline} data-carrier={code}>
      <AirlineMark code={code} size={size} />
      <span>{name || code}</span>
    </span>
  );
}

/** A stable hue for an airline code: a small string hash spread over the colour wheel. */
export function hueOf(code: string): number {
  let hash = 0;
  for (const char of code.toUpperCase()) hash = (hash * 31 + char.charCodeAt(0)) % 3600;
  return (hash * 7) % 360;
}
