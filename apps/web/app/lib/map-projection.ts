/**
 * The projections our maps are drawn with, as pure functions of longitude and latitude (degrees) to
 * pixels. The country maps come from scripts/build-illustrations.mjs (d3-geo's azimuthal equal-area,
 * rotated to the country's centre and fitted to the image); its parameters are in the gallery's
 * manifest, so a tour's stops land where the map has those places.
 */
export type MapProjection = {
  type: 'azimuthal-equal-area';
  /** d3's rotate: [λ, φ] in degrees. */
  rotate: readonly number[];
  scale: number;
  translate: readonly number[];
};

export type Point = { x: number; y: number };

const RADIANS = Math.PI / 180;

/** d3-geo's rotation by [δλ, δφ] (no roll) then its azimuthal equal-area, scaled and translated. */
export function projectAzimuthalEqualArea(projection: MapProjection, lon: number, lat: number): Point {
  const deltaLambda = (projection.rotate[0] ?? 0) * RADIANS;
  const deltaPhi = (projection.rotate[1] ?? 0) * RADIANS;
  // Rotate the longitude, then tilt the sphere by δφ about the y axis.
  let lambda = lon * RADIANS + deltaLambda;
  if (lambda > Math.PI) lambda -= 2 * Math.PI;
  else if (lambda < -Math.PI) lambda += 2 * Math.PI;
  const phi = lat * RADIANS;
  const cosPhi = Math.cos(phi);
  const x = Math.cos(lambda) * cosPhi;
  const y = Math.sin(lambda) * cosPhi;
  const z = Math.sin(phi);
  const rotatedLambda = Math.atan2(y, x * Math.cos(deltaPhi) - z * Math.sin(deltaPhi));
  const rotatedPhi = Math.asin(Math.max(-1, Math.min(1, z * Math.cos(deltaPhi) + x * Math.sin(deltaPhi))));
  // Lambert azimuthal equal-area.
  const cosL = Math.cos(rotatedLambda);
  const cosP = Math.cos(rotatedPhi);
  const k = Math.sqrt(2 / (1 + cosL * cosP));
  const px = k * cosP * Math.sin(rotatedLambda);
  const py = k * Math.sin(rotatedPhi);
  return {
    x: projection.scale * px + (projection.translate[0] ?? 0),
    y: (projection.translate[1] ?? 0) - projection.scale * py,
  };
}

/** Points closer than this (degrees) are spread as if this far apart: one port does not fill the map. */
const MIN_SPAN_DEGREES = 1;

function widen(low: number, high: number): [number, number] {
  const grow = Math.max(0, MIN_SPAN_DEGREES - (high - low)) / 2;
  return [low - grow, high + grow];
}

/**
 * Points fitted into a box, for a map without a drawn country (a cruise route, a destination the
 * illustrations do not cover): equirectangular, with the longitude shrunk by the cosine of the middle
 * latitude so shapes keep their proportions, centred in the box with `padding` pixels around.
 */
export function fitPoints(
  points: readonly { lon: number; lat: number }[],
  box: { width: number; height: number; padding: number },
): Point[] {
  if (points.length === 0) return [];
  const lons = points.map((point) => point.lon);
  const lats = points.map((point) => point.lat);
  const [west, east] = widen(Math.min(...lons), Math.max(...lons));
  const [south, north] = widen(Math.min(...lats), Math.max(...lats));
  const shrink = Math.cos(((south + north) / 2) * RADIANS);
  const spanX = (east - west) * shrink;
  const spanY = north - south;
  const scale = Math.min((box.width - 2 * box.padding) / spanX, (box.height - 2 * box.padding) / spanY);
  const offsetX = (box.width - spanX * scale) / 2;
  const offsetY = (box.height - spanY * scale) / 2;
  return points.map((point) => ({
    x: offsetX + (point.lon - west) * shrink * scale,
    y: offsetY + (north - point.lat) * scale,
  }));
}
