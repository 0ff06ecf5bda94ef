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

/** A stable hue for an airline code: a small string hash spread over the colour wheel. */
export function hueOf(code: string): number {
  let hash = 0;
  for (const char of code.toUpperCase()) hash = (hash * 31 + char.charCodeAt(0)) % 3600;
  return (hash * 7) % 360;
}
