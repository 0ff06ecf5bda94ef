import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The country guides' maps are made offline by scripts/build-illustrations.mjs and committed; these
// tests fail when a destination page has none, or when the committed files are not what it makes now.
const root = resolve(import.meta.dirname, '..');
const outputDir = join(root, 'apps/web/public/illustrations/countries');
const manifestFile = join(root, 'apps/web/app/features/gallery/country-illustrations.gen.json');
const destinationsDir = join(root, 'content/destinations');
const MAX_SVG_BYTES = 60_000;

type Manifest = {
  width: number;
  height: number;
  rasterWidths: number[];
  countries: Record<string, { airports: string[]; region: string }>;
};

/** ISO 3166-1 alpha-2 and airports of every Spanish destination page, read straight from its front matter. */
function readDestinationPages(): Array<{ file: string; iso2: string; airports: string[] }> {
  return readdirSync(destinationsDir)
    .filter((file) => file.endsWith('.es.md'))
    .map((file) => {
      const text = readFileSync(join(destinationsDir, file), 'utf8');
      const country = /^country:\s*([A-Z]{2})\s*$/m.exec(text)?.[1];
      const airports = /^airports:\s*\[([^\]]*)\]\s*$/m.exec(text)?.[1];
      if (!country || airports === undefined) throw new Error(`${file} has no country or airports`);
      return { file, iso2: country.toLowerCase(), airports: airports.split(',').map((code) => code.trim()) };
    });
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const pages = readDestinationPages();

describe('build-illustrations', () => {
  it('finds destination pages to draw', () => {
    expect(pages.length).toBeGreaterThanOrEqual(14);
  });

  it.each(pages)('has a map and a region image for $file', ({ iso2 }) => {
    for (const image of [`${iso2}-map`, `${iso2}-region`]) {
      const svg = readFileSync(join(outputDir, `${image}.svg`), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 960 720"/);
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(statSync(join(outputDir, `${image}.svg`)).size).toBeLessThan(MAX_SVG_BYTES);
      for (const width of manifest.rasterWidths) {
        expect(existsSync(join(outputDir, `${image}-${width}.png`)), `${image}-${width}.png`).toBe(true);
      }
    }
  });

  it("rasterises every image at 240 (a phone's destination card), 480, 960 and 1440 pixels wide", () => {
    expect(manifest.rasterWidths).toEqual([240, 480, 960, 1440]);
    // PNG stores the width and height as big-endian integers at bytes 16 and 20.
    const size = (name: string) => {
      const png = readFileSync(join(outputDir, name));
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    expect(size('mx-map-240.png')).toEqual([240, 180]);
    expect(size('mx-map-480.png')).toEqual([480, 360]);
  });

  it('lists every destination, with the airports its map shows, for the web app', () => {
    expect(manifest).toMatchObject({ width: 960, height: 720 });
    const listed = Object.entries(manifest.countries).map(([iso2, { airports }]) => [iso2, airports]);
    expect(Object.fromEntries(listed)).toEqual(
      Object.fromEntries(pages.map(({ iso2, airports }) => [iso2, airports])),
    );
    expect(manifest.countries.es?.region).toBe('spain-and-latin-america');
    expect(manifest.countries.mx?.region).toBe('latin-america');
  });

  it('names the country and its airports in the map title', () => {
    const svg = readFileSync(join(outputDir, 'mx-map.svg'), 'utf8');
    expect(svg).toContain(
      '<title id="title">Mapa de México con sus aeropuertos principales: MEX, CUN, GDL, MTY, SJD</title>',
    );
  });

  it('committed files are byte for byte what the script makes now', { timeout: 120_000 }, () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-illustrations.mjs', '--check'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
