import type { Point } from '../lib/map-projection';
import styles from './route-map.module.css';

export type RouteMapStop = Point & { name: string };

/**
 * A route drawn as SVG: numbered stops joined in order, over a background map when there is one (a
 * country map from the illustrations, in the same pixels as the points). The figure's caption and the
 * ordered list beside it say the same in words, so the picture itself is decorative to screen readers.
 */
export function RouteMap({
  stops,
  width,
  height,
  background,
  caption,
}: {
  stops: readonly RouteMapStop[];
  width: number;
  height: number;
  background?: string;
  caption: string;
}) {
  const path = stops
    .map((stop, index) => `${index === 0 ? 'M' : 'L'}${round(stop.x)} ${round(stop.y)}`)
    .join(' ');
  // Labels scale with the drawing: the SVG shrinks to a phone's width.
  const unit = width / 60;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        aria-hidden="true"
        focusable="false"
      >
        <rect width={width} height={height} fill="#dbe9f4" />
        {background && <image href={background} x={0} y={0} width={width} height={height} />}
        <path
          d={path}
          fill="none"
          stroke="#0b5cab"
          strokeWidth={unit / 3}
          strokeDasharray={`${unit} ${unit / 2}`}
        />
        {stops.map((stop, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a route may pass the same port twice; the order never changes
          <g key={`${stop.name}-${index}`}>
            <circle
              cx={round(stop.x)}
              cy={round(stop.y)}
              r={unit * 0.9}
              fill="#b3261e"
              stroke="#fff"
              strokeWidth={unit / 5}
            />
            <text
              x={round(stop.x)}
              y={round(stop.y + unit * 0.32)}
              fontSize={unit}
              textAnchor="middle"
              fill="#fff"
              fontWeight={700}
            >
              {index + 1}
            </text>
            <text
              x={round(stop.x + unit * 1.3)}
              y={round(stop.y + unit * 0.35)}
              fontSize={unit}
              fill="#1b1f24"
              stroke="#fff"
              strokeWidth={unit / 4}
              paintOrder="stroke"
            >
              {stop.name}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{caption}</figcaption>
      <ol className={styles.stops}>
        {stops.map((stop, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a route may pass the same port twice; the order never changes
          <li key={`${stop.name}-${index}`}>{stop.name}</li>
        ))}
      </ol>
    </figure>
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
