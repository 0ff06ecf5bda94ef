#!/usr/bin/env node
/**
 * Draws the country guides' illustrations offline, from packaged data only (CONVENTIONS rule 10):
 * for every destination page in content/destinations/*.es.md, a map of the country with its main
 * airports and a map of the region with the country highlighted, as SVG and as PNG at three widths.
 *
 *   npm run illustrations            writes apps/web/public/illustrations/countries/ and the manifest
 *   npm run illustrations -- --check  writes nothing; fails when a committed file differs from a fresh one
 *
 * Sources: Natural Earth through world-atlas (public domain; ids are ISO 3166-1 numeric), airport
 * positions from airport-data-js (OurAirports, CC BY 4.0). Labels are drawn as strokes with the small
 * font below rather than <text>, so the PNGs do not depend on the fonts a machine has: the same input
 * gives the same bytes everywhere.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// airport-data-js is a CommonJS bundle whose named exports Node cannot detect: use its default export.
import airportData from 'airport-data-js';
import * as d3 from 'd3-geo';
import isoCountries from 'i18n-iso-countries';
import * as topojson from 'topojson-client';
import { parse as parseYaml } from 'yaml';
import { BRAND_COLORS } from '../packages/brand/src/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DESTINATIONS_DIR = path.join(ROOT, 'content/destinations');
const OUTPUT_DIR = path.join(ROOT, 'apps/web/public/illustrations/countries');
/** What the web app reads to know which countries have illustrations (apps/web/app/features/gallery). */
const MANIFEST_FILE = path.join(ROOT, 'apps/web/app/features/gallery/country-illustrations.gen.json');

/** Every illustration has the same frame, so thumbnails line up and reserve their space (4:3). */
const WIDTH = 960;
const HEIGHT = 720;
const FRAME = { x: 0, y: 0, width: WIDTH, height: HEIGHT };
const RASTER_WIDTHS = [240, 480, 960, 1440];

const COLORS = {
  sea: BRAND_COLORS.brandSoft,
  land: BRAND_COLORS.surface,
  border: '#9cc4c6',
  country: BRAND_COLORS.brand,
  countryBorder: BRAND_COLORS.brandDark,
  airport: BRAND_COLORS.accent,
  label: BRAND_COLORS.brandDark,
  halo: BRAND_COLORS.surface,
};

/** A polygon farther than this (degrees) from the mainland goes to an inset (the Canaries, Galápagos). */
const REMOTE_GAP_DEGREES = 5;
/** A remote island group smaller than this (steradians, about 4,000 km²) is left out unless it has an airport. */
const INSET_MIN_AREA = 1e-4;
const INSET = { width: 200, height: 150, margin: 16, gap: 12 };
const PADDING = 40;
/** A country map spans at least this many degrees, so an island as small as Aruba shows its neighbours. */
const MIN_SPAN_DEGREES = 1.5;
const EARTH_RADIUS_KM = 6371;
/** Past this many kilometres a pixel (the whole of Brazil, Chile or the United States), a country map uses the 1:50m outlines. */
const COARSE_ABOVE_KM_PER_PX = 5;
/** Outlines are simplified to stay within this many pixels of the data (half a pixel at 1440 wide). */
const SIMPLIFY_PX = 0.35;

/** The sovereign countries of Latin America and the Caribbean that frame the region map. */
const LATIN_AMERICA = [
  'AR',
  'BO',
  'BR',
  'BS',
  'BZ',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'GT',
  'GY',
  'HN',
  'HT',
  'JM',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SR',
  'SV',
  'TT',
  'UY',
  'VE',
];

const GLYPH_WIDTH = 4;
const GLYPH_HEIGHT = 6;
/**
 * Capital letters drawn as strokes on a 4 × 6 grid (y down), enough for IATA codes. Only M, L, Q and Z,
 * whose arguments are all x y pairs, so a glyph is placed by scaling and moving every pair.
 */
const STROKE_FONT = {
  A: 'M0 6L2 0L4 6M0.7 4L3.3 4',
  B: 'M0 3L2.8 3Q3.8 3 3.8 1.5Q3.8 0 2.8 0L0 0L0 6L3 6Q4 6 4 4.5Q4 3 3 3',
  C: 'M4 1Q3.5 0 2 0Q0 0 0 3Q0 6 2 6Q3.5 6 4 5',
  D: 'M0 0L0 6L2 6Q4 6 4 3Q4 0 2 0Z',
  E: 'M4 0L0 0L0 6L4 6M0 3L3 3',
  F: 'M4 0L0 0L0 6M0 3L3 3',
  G: 'M4 1Q3.5 0 2 0Q0 0 0 3Q0 6 2 6Q4 6 4 3.5L2.2 3.5',
  H: 'M0 0L0 6M4 0L4 6M0 3L4 3',
  I: 'M0.8 0L3.2 0M2 0L2 6M0.8 6L3.2 6',
  J: 'M4 0L4 4.5Q4 6 2 6Q0 6 0 4.5',
  K: 'M0 0L0 6M4 0L0 3.6M1.4 2.5L4 6',
  L: 'M0 0L0 6L4 6',
  M: 'M0 6L0 0L2 3.5L4 0L4 6',
  N: 'M0 6L0 0L4 6L4 0',
  O: 'M2 0Q0 0 0 3Q0 6 2 6Q4 6 4 3Q4 0 2 0Z',
  P: 'M0 6L0 0L2.8 0Q4 0 4 1.6Q4 3.2 2.8 3.2L0 3.2',
  Q: 'M2 0Q0 0 0 3Q0 6 2 6Q4 6 4 3Q4 0 2 0ZM2.6 4.4L4 6.2',
  R: 'M0 6L0 0L2.8 0Q4 0 4 1.6Q4 3.2 2.8 3.2L0 3.2M2.2 3.2L4 6',
  S: 'M4 0.9Q3.4 0 2 0Q0 0 0 1.6Q0 3 2 3Q4 3 4 4.5Q4 6 2 6Q0.5 6 0 5',
  T: 'M0 0L4 0M2 0L2 6',
  U: 'M0 0L0 4.2Q0 6 2 6Q4 6 4 4.2L4 0',
  V: 'M0 0L2 6L4 0',
  W: 'M0 0L0.9 6L2 2L3.1 6L4 0',
  X: 'M0 0L4 6M4 0L0 6',
  Y: 'M0 0L2 3L4 0M2 3L2 6',
  Z: 'M0 0L4 0L0 6L4 6',
};
const LABEL = { unit: 3, advance: 5, strokeWidth: 2.4, haloWidth: 7.5, dotRadius: 6.5, offset: 9 };

const round1 = (value) => Math.round(value * 10) / 10;

/** The path of `text` in the stroke font with its top-left corner at (x, y). */
function drawStrokeText(text, x, y) {
  const { unit } = LABEL;
  return [...text]
    .map((char, index) => {
      const glyph = STROKE_FONT[char];
      if (!glyph) throw new Error(`The stroke font has no glyph for "${char}"`);
      const left = x + index * LABEL.advance * unit;
      let axis = 0;
      return glyph.replace(/-?\d+(\.\d+)?/g, (number) => {
        const value = Number(number) * unit + (axis === 0 ? left : y);
        axis = 1 - axis;
        return String(round1(value));
      });
    })
    .join('');
}

const labelWidth = (text) => ((text.length - 1) * LABEL.advance + GLYPH_WIDTH) * LABEL.unit;
const labelHeight = GLYPH_HEIGHT * LABEL.unit;

const escapeXml = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

/** The destination pages' front matter that the maps need, in file-name order. */
function readDestinations() {
  return readdirSync(DESTINATIONS_DIR)
    .filter((file) => file.endsWith('.es.md'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(DESTINATIONS_DIR, file), 'utf8');
      const block = /^---\n([\s\S]*?)\n---/.exec(text);
      if (!block?.[1]) throw new Error(`${file}: no front matter`);
      const { title, country, airports } = parseYaml(block[1]);
      if (typeof title !== 'string' || !/^[A-Z]{2}$/.test(country ?? '')) {
        throw new Error(`${file}: front matter needs a title and an ISO 3166-1 alpha-2 country`);
      }
      if (!Array.isArray(airports) || !airports.every((code) => /^[A-Z]{3}$/.test(code))) {
        throw new Error(`${file}: airports must be a list of IATA codes`);
      }
      return { file, title, iso2: country, airports };
    });
}

/**
 * Douglas–Peucker in pixel space: the points of a ring that keep it within `tolerance` px of its
 * original line. Iterative, as a coastline can have thousands of points.
 */
function simplifyRing(points, tolerance) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const spans = [[0, points.length - 1]];
  while (spans.length > 0) {
    const [first, last] = spans.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let distance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const [px, py] = points[index];
      const d =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) {
        farthest = index;
        distance = d;
      }
    }
    if (farthest === -1) continue;
    keep[farthest] = 1;
    spans.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, index) => keep[index] === 1);
}

/** A number in tenths of a pixel, written as briefly as SVG allows (".5", "-1.2"). */
const formatTenths = (tenths) => String(tenths / 10).replace(/^(-?)0\./, '$1.');

/** `M x y l dx dy … z` with every point on a 0.1 px grid: relative moves keep the file small. */
function ringPathData(points) {
  const grid = [];
  for (const [x, y] of points) {
    const point = [Math.round(x * 10), Math.round(y * 10)];
    const last = grid.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) grid.push(point);
  }
  if (grid.length < 3) return '';
  const numbers = (values) =>
    values
      .map(formatTenths)
      .reduce((text, value) => text + (text === '' || value.startsWith('-') ? '' : ' ') + value, '');
  const [start, ...rest] = grid;
  const moves = rest.flatMap(([x, y], index) => [x - grid[index][0], y - grid[index][1]]);
  return `M${numbers(start)}l${numbers(moves)}z`;
}

/**
 * A d3 stream that writes projected, clipped polygons as path data, simplified, and leaving out
 * rings smaller than the tolerance unless `keepSmallRings` (a highlighted island must stay).
 */
function createPathWriter(keepSmallRings) {
  let ring = null;
  let data = '';
  return {
    point(x, y) {
      ring?.push([x, y]);
    },
    lineStart() {
      ring = [];
    },
    lineEnd() {
      const points = simplifyRing(ring, SIMPLIFY_PX);
      ring = null;
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      const small =
        Math.max(...xs) - Math.min(...xs) < 2 * SIMPLIFY_PX &&
        Math.max(...ys) - Math.min(...ys) < 2 * SIMPLIFY_PX;
      if (points.length < 3 || (small && !keepSmallRings)) return;
      data += ringPathData(points);
    },
    polygonStart() {},
    polygonEnd() {},
    sphere() {},
    result: () => data,
  };
}

/**
 * Natural Earth has a few four-point slivers (three in the Maldives at 1:10m) that d3 reads as
 * covering the whole globe but the sliver: a polygon larger than a hemisphere is such a one.
 */
function dropDegeneratePolygons(feature) {
  if (feature.geometry === null) return feature;
  const polygons = polygonsOf(feature).filter(
    (polygon) => d3.geoArea({ type: 'Polygon', coordinates: polygon }) <= 2 * Math.PI,
  );
  return { ...feature, geometry: { type: 'MultiPolygon', coordinates: polygons } };
}

/** Rasterising is optional: without the native renderer the site serves the SVGs alone. */
async function loadRenderer() {
  try {
    const module = await import('@resvg/resvg-js');
    return module.Resvg ?? module.default?.Resvg ?? null;
  } catch {
    return null;
  }
}

/** Loads the data once; everything after is a pure function of it. */
async function loadSources() {
  const readAtlas = (name) =>
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules/world-atlas', name), 'utf8'));
  const toFeatures = (topology) =>
    topojson.feature(topology, topology.objects.countries).features.map(dropDegeneratePolygons);
  return {
    numericOf: (iso2) => isoCountries.alpha2ToNumeric(iso2),
    // 1:10m for a country's own map (small islands such as Aruba keep their shape), 1:50m for the region.
    detailed: toFeatures(readAtlas('countries-10m.json')),
    coarse: toFeatures(readAtlas('countries-50m.json')),
    findAirport: async (code) => {
      const [record] = await airportData.getAirportByIata(code);
      if (!record) throw new Error(`airport-data-js has no airport ${code}`);
      return { code, coordinates: [record.longitude, record.latitude] };
    },
    Resvg: await loadRenderer(),
  };
}

function findCountry(features, numeric, iso2) {
  const feature = features.find((candidate) => candidate.id === numeric);
  if (!feature) throw new Error(`world-atlas has no country ${iso2} (${numeric})`);
  return feature;
}

const polygonsOf = (feature) =>
  feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
const asFeature = (polygons) => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'MultiPolygon', coordinates: polygons },
});

const pointsFeature = (coordinates) => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'MultiPoint', coordinates },
});

/** Two corners around the middle of `bounds`, MIN_SPAN_DEGREES apart. */
function minimumSpan([[west, south], [east, north]]) {
  const [lon, lat] = [(west + east) / 2, (south + north) / 2];
  const half = MIN_SPAN_DEGREES / 2;
  return [
    [lon - half, lat - half],
    [lon + half, lat + half],
  ];
}

function boundsGap(a, b) {
  const lonGap = Math.max(0, a[0][0] - b[1][0], b[0][0] - a[1][0]);
  const latGap = Math.max(0, a[0][1] - b[1][1], b[0][1] - a[1][1]);
  return Math.max(lonGap, latGap);
}
const mergeBounds = (a, b) => [
  [Math.min(a[0][0], b[0][0]), Math.min(a[0][1], b[0][1])],
  [Math.max(a[1][0], b[1][0]), Math.max(a[1][1], b[1][1])],
];
const containsPoint = (bounds, [lon, lat], margin) =>
  lon >= bounds[0][0] - margin &&
  lon <= bounds[1][0] + margin &&
  lat >= bounds[0][1] - margin &&
  lat <= bounds[1][1] + margin;

/**
 * Splits a country into its mainland (the largest polygon and everything near it) and groups of
 * remote islands, each with the airports on it. Remote groups without an airport are kept only when
 * they are large enough to matter (the Canaries, Galápagos).
 */
function splitCountry(feature, airports) {
  let rest = polygonsOf(feature)
    .map((polygon) => {
      const part = asFeature([polygon]);
      return { polygon, bounds: d3.geoBounds(part), area: d3.geoArea(part) };
    })
    .sort((a, b) => b.area - a.area);
  const groups = [];
  while (rest.length > 0) {
    const [seed, ...others] = rest;
    const group = { polygons: [seed.polygon], bounds: seed.bounds, area: seed.area };
    rest = others;
    for (let grew = true; grew; ) {
      grew = false;
      rest = rest.filter((part) => {
        if (boundsGap(group.bounds, part.bounds) > REMOTE_GAP_DEGREES) return true;
        group.polygons.push(part.polygon);
        group.bounds = mergeBounds(group.bounds, part.bounds);
        group.area += part.area;
        grew = true;
        return false;
      });
    }
    groups.push({ ...group, airports: [] });
  }
  for (const airport of airports) {
    const home = groups.find((group) => containsPoint(group.bounds, airport.coordinates, 1)) ?? groups[0];
    home.airports.push(airport);
  }
  const [mainland, ...remote] = groups;
  return {
    mainland,
    insets: remote.filter((group) => group.airports.length > 0 || group.area >= INSET_MIN_AREA),
  };
}

/** An azimuthal equal-area projection centred on `feature` and fitted into `extent`, clipped to `clip`. */
function fitProjection(feature, extent, clip) {
  const [[west, south], [east, north]] = d3.geoBounds(feature);
  return d3
    .geoAzimuthalEqualArea()
    .rotate([-(west + east) / 2, -(south + north) / 2])
    .clipAngle(90)
    .fitExtent(extent, feature)
    .clipExtent(clip);
}

function pathOf(projection, features, keepSmallRings = false) {
  const writer = createPathWriter(keepSmallRings);
  const stream = projection.stream(writer);
  for (const feature of features) d3.geoStream(feature, stream);
  return writer.result();
}

const featureBounds = new WeakMap();
const boundsOf = (feature) => {
  if (!featureBounds.has(feature)) featureBounds.set(feature, d3.geoBounds(feature));
  return featureBounds.get(feature);
};

/**
 * The features that may show in `box`: projecting the whole world at 1:10m for every map is slow,
 * and what lies outside the box is clipped away anyway. Features across the antimeridian stay in.
 */
function visibleFeatures(projection, features, box) {
  const corners = [];
  for (let i = 0; i <= 8; i += 1)
    for (let j = 0; j <= 8; j += 1) {
      const point = projection.invert([box.x + (box.width * i) / 8, box.y + (box.height * j) / 8]);
      if (point && Number.isFinite(point[0]) && Number.isFinite(point[1])) corners.push(point);
    }
  const margin = 3;
  const west = Math.min(...corners.map(([lon]) => lon)) - margin;
  const east = Math.max(...corners.map(([lon]) => lon)) + margin;
  const south = Math.min(...corners.map(([, lat]) => lat)) - margin;
  const north = Math.max(...corners.map(([, lat]) => lat)) + margin;
  return features.filter((feature) => {
    const [[w, s], [e, n]] = boundsOf(feature);
    return w > e || (w <= east && e >= west && s <= north && n >= south);
  });
}

/** Land, then the country on top: one path each, so the file stays small. */
function drawLayers(projection, world, country, box) {
  const others = visibleFeatures(projection, world, box).filter((feature) => feature.id !== country.id);
  return (
    `<path d="${pathOf(projection, others)}" fill="${COLORS.land}" stroke="${COLORS.border}" stroke-width="0.8" stroke-linejoin="round"/>` +
    `<path d="${pathOf(projection, [country], true)}" fill="${COLORS.country}" stroke="${COLORS.countryBorder}" stroke-width="0.8" stroke-linejoin="round"/>`
  );
}

const overlaps = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Puts each label at the first place around its dot that stays inside its frame and clear of the
 * other dots and labels: right, left, above, below, then the corners.
 */
function placeLabels(dots, frame) {
  const obstacles = dots.map(({ x, y }) => ({
    x: x - LABEL.dotRadius,
    y: y - LABEL.dotRadius,
    width: LABEL.dotRadius * 2,
    height: LABEL.dotRadius * 2,
  }));
  const inside = (box) =>
    box.x >= frame.x + 4 &&
    box.y >= frame.y + 4 &&
    box.x + box.width <= frame.x + frame.width - 4 &&
    box.y + box.height <= frame.y + frame.height - 4;
  return dots.map(({ x, y, code }) => {
    const width = labelWidth(code);
    const gap = LABEL.offset;
    const candidates = [
      [x + gap, y - labelHeight / 2],
      [x - gap - width, y - labelHeight / 2],
      [x - width / 2, y - gap - labelHeight],
      [x - width / 2, y + gap],
      [x + gap - 2, y - gap - labelHeight + 2],
      [x + gap - 2, y + gap - 2],
      [x - gap - width + 2, y - gap - labelHeight + 2],
      [x - gap - width + 2, y + gap - 2],
    ].map(([left, top]) => ({ x: left, y: top, width, height: labelHeight }));
    const box =
      candidates.find(
        (candidate) => inside(candidate) && !obstacles.some((other) => overlaps(candidate, other)),
      ) ??
      candidates.find(inside) ??
      candidates[0];
    obstacles.push(box);
    return { code, x: round1(box.x), y: round1(box.y) };
  });
}

function drawAirports(projection, airports, frame) {
  const dots = airports.map(({ code, coordinates }) => {
    const [x, y] = projection(coordinates);
    return { code, x: round1(x), y: round1(y) };
  });
  const labels = placeLabels(dots, frame);
  const text = labels.map(({ code, x, y }) => drawStrokeText(code, x, y)).join('');
  const stroke = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
  return (
    dots
      .map(
        ({ x, y }) =>
          `<circle cx="${x}" cy="${y}" r="${LABEL.dotRadius}" fill="${COLORS.airport}" stroke="${COLORS.halo}" stroke-width="2.5"/>`,
      )
      .join('') +
    `<path d="${text}" ${stroke} stroke="${COLORS.halo}" stroke-width="${LABEL.haloWidth}"/>` +
    `<path d="${text}" ${stroke} stroke="${COLORS.label}" stroke-width="${LABEL.strokeWidth}"/>`
  );
}

const svgDocument = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="title">` +
  `<title id="title">${escapeXml(title)}</title>` +
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.sea}"/>${body}</svg>\n`;

/** The country with its main airports; remote island groups in insets down the left side. */
function drawCountryMap(sources, destination, airports) {
  const country = findCountry(sources.detailed, sources.numericOf(destination.iso2), destination.iso2);
  const { mainland, insets } = splitCountry(country, airports);
  const left = insets.length > 0 ? INSET.margin + INSET.width : 0;
  const fitted = {
    type: 'FeatureCollection',
    features: [
      asFeature(mainland.polygons),
      pointsFeature([
        ...mainland.airports.map(({ coordinates }) => coordinates),
        ...minimumSpan(mainland.bounds),
      ]),
    ],
  };
  const projection = fitProjection(
    fitted,
    [
      [left + PADDING, PADDING],
      [WIDTH - PADDING, HEIGHT - PADDING],
    ],
    [
      [0, 0],
      [WIDTH, HEIGHT],
    ],
  );
  // On a continent-wide map a pixel spans several kilometres: the 1:10m outlines add only sub-pixel
  // wiggles there (and double the file), so the 1:50m ones draw it.
  const coarseCountry = findCountry(sources.coarse, sources.numericOf(destination.iso2), destination.iso2);
  const draw = (fitted, box) =>
    EARTH_RADIUS_KM / fitted.scale() > COARSE_ABOVE_KM_PER_PX
      ? drawLayers(fitted, sources.coarse, coarseCountry, box)
      : drawLayers(fitted, sources.detailed, country, box);
  let body = draw(projection, FRAME) + drawAirports(projection, mainland.airports, FRAME);
  insets.forEach((group, index) => {
    const box = {
      x: INSET.margin,
      y: HEIGHT - INSET.margin - (index + 1) * INSET.height - index * INSET.gap,
      width: INSET.width,
      height: INSET.height,
    };
    // Fitted to the group's main islands: a speck such as Sala y Gómez would leave Easter Island tiny.
    const largest = Math.max(...group.polygons.map((polygon) => d3.geoArea(asFeature([polygon]))));
    const islands = group.polygons.filter((polygon) => d3.geoArea(asFeature([polygon])) >= largest / 100);
    const insetProjection = fitProjection(
      {
        type: 'FeatureCollection',
        features: [asFeature(islands), pointsFeature(group.airports.map(({ coordinates }) => coordinates))],
      },
      [
        [box.x + 24, box.y + 24],
        [box.x + box.width - 24, box.y + box.height - 24],
      ],
      [
        [box.x, box.y],
        [box.x + box.width, box.y + box.height],
      ],
    );
    body +=
      `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="${COLORS.sea}" stroke="${COLORS.countryBorder}" stroke-width="1.5"/>` +
      draw(insetProjection, box) +
      drawAirports(insetProjection, group.airports, box);
  });
  const codes = airports.map(({ code }) => code).join(', ');
  return {
    svg: svgDocument(`Mapa de ${destination.title} con sus aeropuertos principales: ${codes}`, body),
    projection: projectionParameters(projection),
  };
}

const roundTo = (digits) => (value) => Number(value.toFixed(digits));

/**
 * The mainland map's projection (azimuthal equal-area, rotation in degrees, scale and translation in
 * the map's pixels), so the site can put its own points (a tour's stops) where this map has them.
 */
function projectionParameters(projection) {
  return {
    type: 'azimuthal-equal-area',
    rotate: projection.rotate().slice(0, 2).map(roundTo(6)),
    scale: roundTo(4)(projection.scale()),
    translate: projection.translate().map(roundTo(4)),
  };
}

/**
 * What the region map frames: Latin America and the Caribbean, with Spain added for Spain and the
 * United States' contiguous states for the United States (Alaska and Hawaii would stretch the frame
 * across the Pacific until the region is a speck).
 */
const regionOf = (iso2) =>
  iso2 === 'ES' ? 'spain-and-latin-america' : iso2 === 'US' ? 'americas' : 'latin-america';

const REGION_TITLES = {
  'latin-america': 'América Latina y el Caribe',
  'spain-and-latin-america': 'España y América Latina',
  americas: 'América',
};

/** The part of a country that frames the region map: for the United States, the 48 contiguous states. */
function framingPart(feature, iso2) {
  if (iso2 !== 'US') return feature;
  const contiguous = ([lon, lat]) => lon > -130 && lon < -60 && lat > 24 && lat < 50;
  return asFeature(
    polygonsOf(feature).filter((polygon) =>
      contiguous(d3.geoCentroid({ type: 'Polygon', coordinates: polygon })),
    ),
  );
}

/** Latin America and the Caribbean (and Spain, for Spain) with the country highlighted; a ring marks a country too small to see. */
function drawRegionMap(sources, destination) {
  const country = findCountry(sources.coarse, sources.numericOf(destination.iso2), destination.iso2);
  const framing = [...new Set([...LATIN_AMERICA, destination.iso2])].map((iso2) =>
    framingPart(findCountry(sources.coarse, sources.numericOf(iso2), iso2), iso2),
  );
  const projection = fitProjection(
    { type: 'FeatureCollection', features: framing },
    [
      [PADDING, PADDING],
      [WIDTH - PADDING, HEIGHT - PADDING],
    ],
    [
      [0, 0],
      [WIDTH, HEIGHT],
    ],
  );
  let body = drawLayers(projection, sources.coarse, country, FRAME);
  const [[x0, y0], [x1, y1]] = d3.geoPath(projection).bounds(country);
  if (Math.max(x1 - x0, y1 - y0) < 12) {
    const [cx, cy] = projection(d3.geoCentroid(country));
    body += `<circle cx="${round1(cx)}" cy="${round1(cy)}" r="14" fill="none" stroke="${COLORS.airport}" stroke-width="3"/>`;
  }
  return svgDocument(`${destination.title} en el mapa de ${REGION_TITLES[regionOf(destination.iso2)]}`, body);
}

/** Every file this script owns, by name, with its bytes. */
async function buildIllustrations() {
  const sources = await loadSources();
  const destinations = readDestinations();
  const files = new Map();
  const manifest = {
    width: WIDTH,
    height: HEIGHT,
    rasterWidths: sources.Resvg ? RASTER_WIDTHS : [],
    countries: {},
  };
  for (const destination of destinations) {
    const airports = await Promise.all(destination.airports.map(sources.findAirport));
    const slug = destination.iso2.toLowerCase();
    const countryMap = drawCountryMap(sources, destination, airports);
    const svgs = {
      [`${slug}-map`]: countryMap.svg,
      [`${slug}-region`]: drawRegionMap(sources, destination),
    };
    for (const [name, svg] of Object.entries(svgs)) {
      files.set(`${name}.svg`, Buffer.from(svg));
      if (!sources.Resvg) continue;
      for (const width of RASTER_WIDTHS) {
        const image = new sources.Resvg(svg, {
          fitTo: { mode: 'width', value: width },
          font: { loadSystemFonts: false },
        }).render();
        files.set(`${name}-${width}.png`, image.asPng());
      }
    }
    manifest.countries[slug] = {
      airports: destination.airports,
      region: regionOf(destination.iso2),
      projection: countryMap.projection,
    };
  }
  return { files, manifest: `${JSON.stringify(manifest, null, 2)}\n`, rasterised: Boolean(sources.Resvg) };
}

async function main() {
  const check = process.argv.includes('--check');
  const { files, manifest, rasterised } = await buildIllustrations();
  const present = existsSync(OUTPUT_DIR) ? readdirSync(OUTPUT_DIR) : [];
  const stale = present.filter((name) => !files.has(name));
  const changed = [...files].filter(([name, bytes]) => {
    const file = path.join(OUTPUT_DIR, name);
    return !existsSync(file) || !readFileSync(file).equals(bytes);
  });
  const manifestChanged = !existsSync(MANIFEST_FILE) || readFileSync(MANIFEST_FILE, 'utf8') !== manifest;
  if (check) {
    const problems = [
      ...changed.map(([name]) => `${name} differs from a fresh build`),
      ...stale.map((name) => `${name} is not made by the script`),
      ...(manifestChanged ? [`${path.relative(ROOT, MANIFEST_FILE)} differs from a fresh build`] : []),
    ];
    if (problems.length > 0) {
      console.error(`Illustrations are out of date (run npm run illustrations):\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log(`${files.size} illustrations are up to date.`);
    return;
  }
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const name of stale) rmSync(path.join(OUTPUT_DIR, name));
  for (const [name, bytes] of changed) writeFileSync(path.join(OUTPUT_DIR, name), bytes);
  if (manifestChanged) writeFileSync(MANIFEST_FILE, manifest);
  console.log(
    `${files.size} illustrations (${changed.length} written, ${stale.length} removed)` +
      (rasterised ? '.' : '; @resvg/resvg-js is missing, so only the SVGs were made.'),
  );
}

await main();
