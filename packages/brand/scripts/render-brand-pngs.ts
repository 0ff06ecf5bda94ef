/**
 * Renders the PNG copies of the logo from its SVG, offline, with the local Chromium (CHROMIUM_PATH,
 * /usr/bin/chromium by default): the favicon fallback (32 px), the touch icon (180 px) and the e-mail
 * logo (mail clients block SVG). Run after changing the mark: `npx tsx packages/brand/scripts/render-brand-pngs.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_COLORS, logoMarkSvg, logoSvg } from '../src/index.ts';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/public');
const work = mkdtempSync(join(tmpdir(), 'brand-'));

const outputs = [
  { file: 'favicon-32.png', svg: logoMarkSvg(32), width: 32, height: 32 },
  // iOS rounds the corners itself and shows transparent ones black: a full square.
  {
    file: 'apple-touch-icon.png',
    svg: logoMarkSvg(180),
    width: 180,
    height: 180,
    background: BRAND_COLORS.brand,
  },
  // Twice the size it is shown at (150 × 32) so it stays sharp on dense screens.
  { file: 'brand/andariego-logo.png', svg: logoSvg(64), width: 300, height: 64 },
];

for (const output of outputs) {
  const page = join(work, `${output.width}.html`);
  writeFileSync(
    page,
    `<html><body style="margin:0;background:${'background' in output ? output.background : 'transparent'}">${output.svg.replace('<svg', '<svg style="display:block"')}</body></html>`,
  );
  const target = join(publicDir, output.file);
  mkdirSync(dirname(target), { recursive: true });
  execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--default-background-color=00000000',
    `--window-size=${output.width},${output.height}`,
    `--screenshot=${target}`,
    `file://${page}`,
  ]);
  console.log(`wrote ${target}`);
}
