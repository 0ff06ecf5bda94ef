import { describe, expect, it } from 'vitest';
import manifest from '../features/gallery/country-illustrations.gen.json';
import { fitPoints, type MapProjection, projectAzimuthalEqualArea } from './map-projection';

const peru = manifest.countries.pe.projection as MapProjection;

describe('projectAzimuthalEqualArea', () => {
  it("places a point where the illustrations script's d3 projection does", () => {
    // d3-geo's geoAzimuthalEqualArea with Peru's parameters, as scripts/build-illustrations.mjs draws it.
    const fromD3: [lon: number, lat: number, x: number, y: number][] = [
      [-71.9675, -13.532, 585.6854505635372, 511.717415854254],
      [-77.0428, -12.0464, 412.8498035657713, 459.5762605172726],
      [-69, -15.8, 684.524023110546, 592.350298925117],
    ];
    for (const [lon, lat, x, y] of fromD3) {
      const point = projectAzimuthalEqualArea(peru, lon, lat);
      expect(point.x).toBeCloseTo(x, 6);
      expect(point.y).toBeCloseTo(y, 6);
    }
  });

  it('puts Cusco inside the 960 × 720 map of Peru, south-east of Lima', () => {
    const cusco = projectAzimuthalEqualArea(peru, -71.9675, -13.532);
    const lima = projectAzimuthalEqualArea(peru, -77.0428, -12.0464);
    expect(cusco.x).toBeGreaterThan(lima.x);
    expect(cusco.y).toBeGreaterThan(lima.y);
    for (const point of [cusco, lima]) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(960);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(720);
    }
  });
});

describe('fitPoints', () => {
  it('fits the points inside the padded box, north up and east right', () => {
    const [miami, cozumel] = fitPoints(
      [
        { lon: -80.1794, lat: 25.7781 },
        { lon: -86.9458, lat: 20.5083 },
      ],
      { width: 600, height: 400, padding: 40 },
    );
    expect(miami?.x).toBeGreaterThan(cozumel?.x ?? 0);
    expect(miami?.y).toBeLessThan(cozumel?.y ?? 0);
    for (const point of [miami, cozumel]) {
      expect(point?.x).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(point?.x).toBeLessThanOrEqual(560 + 1e-9);
      expect(point?.y).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(point?.y).toBeLessThanOrEqual(360 + 1e-9);
    }
  });

  it('centres a single point', () => {
    expect(fitPoints([{ lon: -70, lat: 12.5 }], { width: 600, height: 400, padding: 40 })).toEqual([
      { x: 300, y: 200 },
    ]);
  });
});
