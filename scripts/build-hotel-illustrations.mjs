// Draws the hotel gallery's illustrations (issue 14: no external image host) as small SVG scenes in
// apps/web/public/illustrations/hotels/: six scenes (facade, room, pool, lobby, breakfast, view) in
// four palettes. A hotel picks its palette from its id (features/hotels/hotel-scenes.ts).
// Run: node scripts/build-hotel-illustrations.mjs   (commit what it writes)
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../apps/web/public/illustrations/hotels');
const W = 960;
const H = 720;

const PALETTES = [
  {
    sky: ['#fde7c8', '#f6b98a'],
    sun: '#f79009',
    wall: '#f2e8dc',
    accent: '#0e7490',
    dark: '#1f3a4d',
    floor: '#c9a27e',
    plant: '#2f7d4f',
  },
  {
    sky: ['#cfe8ff', '#8cc4f2'],
    sun: '#fdb022',
    wall: '#ffffff',
    accent: '#155eef',
    dark: '#1d2939',
    floor: '#d0b896',
    plant: '#12805c',
  },
  {
    sky: ['#f4c7d8', '#7a5ba6'],
    sun: '#fd853a',
    wall: '#efe6f5',
    accent: '#c11574',
    dark: '#2d1e3e',
    floor: '#b38b6d',
    plant: '#3b7a57',
  },
  {
    sky: ['#c6f2ec', '#5cc2c2'],
    sun: '#fac515',
    wall: '#fff7e6',
    accent: '#e04f16',
    dark: '#123b3b',
    floor: '#e2c08d',
    plant: '#16803c',
  },
];

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

function sky(p, id) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>${rect(0, 0, W, H, `url(#${id})`)}`;
}

function palm(x, y, p) {
  const leaves = [-70, -35, 0, 35, 70]
    .map(
      (a) =>
        `<ellipse cx="${x}" cy="${y - 170}" rx="90" ry="18" fill="${p.plant}" transform="rotate(${a} ${x} ${y - 170}) translate(60 0)"/>`,
    )
    .join('');
  return `<path d="M${x - 8} ${y} Q${x + 10} ${y - 90} ${x} ${y - 170} L${x + 10} ${y - 170} Q${x + 22} ${y - 90} ${x + 8} ${y} Z" fill="#8a5a34"/>${leaves}`;
}

function windows(x0, y0, cols, rows, w, h, gap, p, lit) {
  let s = '';
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1)
      s += rect(
        x0 + c * (w + gap),
        y0 + r * (h + gap),
        w,
        h,
        (r + c) % lit === 0 ? p.sun : p.accent,
        'rx="4" opacity="0.85"',
      );
  return s;
}

const SCENES = {
  facade: (p) =>
    `${sky(p, 'g')}${circle(800, 140, 70, p.sun)}${rect(0, 600, W, 120, p.floor)}` +
    `${rect(220, 150, 520, 450, p.wall, 'stroke="#98a2b3" stroke-width="4"')}${rect(200, 130, 560, 40, p.dark)}` +
    `${windows(260, 200, 6, 5, 52, 50, 24, p, 4)}${rect(420, 500, 120, 100, p.dark)}${rect(380, 480, 200, 20, p.accent)}` +
    `${palm(120, 610, p)}${palm(850, 610, p)}`,
  room: (p) =>
    `${rect(0, 0, W, H, p.wall)}${rect(0, 560, W, 160, p.floor)}${rect(600, 90, 260, 260, p.sky[1], 'stroke="#ffffff" stroke-width="14"')}` +
    `${circle(760, 170, 40, p.sun)}${rect(120, 360, 420, 120, '#ffffff', 'rx="16"')}${rect(120, 300, 420, 70, p.accent, 'rx="12"')}` +
    `${rect(150, 320, 120, 50, '#ffffff', 'rx="20"')}${rect(390, 320, 120, 50, '#ffffff', 'rx="20"')}${rect(110, 470, 440, 90, p.dark, 'rx="10"')}` +
    `${rect(600, 440, 110, 120, p.dark, 'rx="8"')}${rect(635, 360, 40, 80, p.sun, 'rx="6"')}`,
  pool: (p) =>
    `${sky(p, 'g')}${circle(180, 150, 80, p.sun)}${rect(0, 380, W, 340, p.floor)}` +
    `<path d="M140 470 H820 L880 660 H80 Z" fill="#36bffa"/>` +
    `<path d="M180 540 Q260 520 340 540 T500 540 T660 540 T820 540" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.7"/>` +
    `${rect(60, 410, 180, 26, '#ffffff', 'rx="10"')}${rect(700, 410, 180, 26, '#ffffff', 'rx="10"')}${palm(900, 440, p)}${palm(40, 440, p)}`,
  lobby: (p) =>
    `${rect(0, 0, W, H, p.wall)}${rect(0, 540, W, 180, p.floor)}${rect(0, 0, W, 60, p.dark)}` +
    `${circle(240, 140, 46, p.sun)}${circle(720, 140, 46, p.sun)}${rect(300, 360, 360, 180, p.dark, 'rx="12"')}${rect(290, 340, 380, 30, p.accent, 'rx="8"')}` +
    `${rect(90, 420, 60, 120, '#8a5a34', 'rx="6"')}${circle(120, 380, 70, p.plant)}${rect(810, 420, 60, 120, '#8a5a34', 'rx="6"')}${circle(840, 380, 70, p.plant)}` +
    `${rect(420, 200, 120, 110, p.sky[1], 'stroke="#ffffff" stroke-width="8"')}`,
  breakfast: (p) =>
    `${rect(0, 0, W, H, p.sky[0])}${rect(0, 420, W, 300, p.floor)}<ellipse cx="480" cy="470" rx="380" ry="120" fill="#ffffff"/>` +
    `${circle(330, 450, 60, p.wall)}${circle(330, 450, 40, p.sun)}${circle(630, 450, 60, p.wall)}<ellipse cx="630" cy="450" rx="36" ry="24" fill="${p.plant}"/>` +
    `${rect(450, 360, 60, 80, p.accent, 'rx="10"')}${rect(505, 380, 22, 30, 'none', `stroke="${p.accent}" stroke-width="8" rx="8"`)}` +
    `${circle(480, 540, 34, '#f79009')}${circle(420, 560, 26, '#d92d20')}${circle(540, 560, 26, '#12b76a')}`,
  view: (p) =>
    `${sky(p, 'g')}${circle(700, 180, 90, p.sun)}` +
    `${[60, 160, 240, 360, 470, 560, 660, 770, 860]
      .map((x, i) => rect(x, 300 + ((i * 53) % 140), 80 + ((i * 17) % 40), 420, p.dark, 'opacity="0.8"'))
      .join('')}${rect(0, 560, W, 30, '#ffffff')}${[40, 140, 240, 340, 440, 540, 640, 740, 840]
      .map((x) => rect(x, 590, 14, 130, '#ffffff'))
      .join('')}${rect(0, 700, W, 20, '#ffffff')}`,
};

/** Each scene says what it shows, for a reader of the file itself; the pages give their own alt text. */
const TITLES = {
  facade: 'Ilustración de la fachada de un hotel',
  room: 'Ilustración de una habitación de hotel',
  pool: 'Ilustración de la piscina de un hotel',
  lobby: 'Ilustración del vestíbulo de un hotel',
  breakfast: 'Ilustración de un desayuno de hotel',
  view: 'Ilustración de la vista desde un hotel',
};

fs.mkdirSync(out, { recursive: true });
for (const [name, draw] of Object.entries(SCENES)) {
  PALETTES.forEach((palette, index) => {
    const title = `<title>${TITLES[/** @type {keyof typeof TITLES} */ (name)]}</title>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">${title}${draw(palette)}</svg>\n`;
    fs.writeFileSync(path.join(out, `${name}-${index + 1}.svg`), svg);
  });
}
console.log(
  `wrote ${Object.keys(SCENES).length * PALETTES.length} scenes to ${path.relative(process.cwd(), out)}`,
);
