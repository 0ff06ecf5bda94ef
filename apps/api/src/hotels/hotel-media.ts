/**
 * The built-in inventory's pictures: small SVG illustrations drawn from the hotel id (its colour) and
 * the kind of picture, so the gallery and the lightbox have real images offline. They say they are
 * illustrations in their alt text (hotel-content.ts).
 */

export const HOTEL_PICTURE_KINDS = ['facade', 'room', 'lobby', 'pool', 'breakfast'] as const;
export type HotelPictureKind = (typeof HOTEL_PICTURE_KINDS)[number];

function hueOf(hotelId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < hotelId.length; i++) {
    hash ^= hotelId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

function facade(hue: number, seed: number): string {
  const floors = 4 + (seed % 5);
  const columns = 4 + (seed % 3);
  const width = columns * 70 + 40;
  const height = floors * 60 + 50;
  const x0 = (800 - width) / 2;
  const y0 = 500 - height;
  let windows = '';
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < columns; c++) {
      const lit = (f * 7 + c * 3 + seed) % 4 === 0;
      windows += `<rect x="${x0 + 30 + c * 70}" y="${y0 + 25 + f * 60}" width="40" height="36" rx="3" fill="${lit ? hsl(45, 90, 75) : hsl(hue, 30, 82)}"/>`;
    }
  }
  return `<rect width="800" height="600" fill="${hsl(hue + 180, 60, 85)}"/><circle cx="660" cy="110" r="50" fill="${hsl(45, 95, 70)}"/><rect x="${x0}" y="${y0}" width="${width}" height="${height}" fill="${hsl(hue, 35, 55)}"/>${windows}<rect x="${x0 + width / 2 - 40}" y="440" width="80" height="60" fill="${hsl(hue, 40, 30)}"/><rect y="500" width="800" height="100" fill="${hsl(100, 25, 45)}"/>`;
}

function room(hue: number): string {
  return `<rect width="800" height="600" fill="${hsl(hue, 25, 88)}"/><rect y="430" width="800" height="170" fill="${hsl(hue + 30, 30, 55)}"/><rect x="500" y="90" width="200" height="180" fill="${hsl(200, 60, 80)}" stroke="#fff" stroke-width="10"/><rect x="120" y="300" width="360" height="150" rx="12" fill="#fff"/><rect x="120" y="360" width="360" height="90" rx="8" fill="${hsl(hue, 45, 60)}"/><rect x="140" y="310" width="120" height="50" rx="20" fill="${hsl(hue, 20, 94)}"/><rect x="340" y="310" width="120" height="50" rx="20" fill="${hsl(hue, 20, 94)}"/><rect x="90" y="250" width="20" height="200" fill="${hsl(hue + 30, 35, 35)}"/>`;
}

function lobby(hue: number): string {
  return `<rect width="800" height="600" fill="${hsl(hue, 20, 80)}"/><rect y="420" width="800" height="180" fill="${hsl(hue, 15, 65)}"/><rect x="250" y="300" width="300" height="130" rx="6" fill="${hsl(hue, 40, 40)}"/><rect x="250" y="290" width="300" height="18" fill="${hsl(hue, 30, 25)}"/><circle cx="130" cy="360" r="55" fill="${hsl(120, 35, 40)}"/><rect x="120" y="400" width="20" height="40" fill="${hsl(30, 40, 35)}"/><rect x="600" y="120" width="120" height="160" fill="${hsl(hue + 40, 40, 60)}"/>`;
}

function pool(hue: number): string {
  return `<rect width="800" height="600" fill="${hsl(200, 70, 85)}"/><circle cx="120" cy="100" r="45" fill="${hsl(45, 95, 70)}"/><rect y="330" width="800" height="270" fill="${hsl(40, 30, 82)}"/><rect x="110" y="380" width="580" height="170" rx="30" fill="${hsl(190, 70, 55)}"/><path d="M140 450 q40 -20 80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#fff" stroke-width="6" fill="none" opacity=".7"/><rect x="640" y="220" width="12" height="120" fill="${hsl(30, 40, 35)}"/><ellipse cx="646" cy="215" rx="70" ry="22" fill="${hsl(hue, 60, 55)}"/>`;
}

function breakfast(hue: number): string {
  return `<rect width="800" height="600" fill="${hsl(hue, 30, 90)}"/><rect x="80" y="320" width="640" height="40" fill="${hsl(30, 45, 45)}"/><rect x="110" y="360" width="20" height="200" fill="${hsl(30, 45, 35)}"/><rect x="670" y="360" width="20" height="200" fill="${hsl(30, 45, 35)}"/><ellipse cx="300" cy="315" rx="90" ry="16" fill="#fff"/><circle cx="290" cy="300" r="26" fill="${hsl(40, 90, 60)}"/><rect x="460" y="250" width="50" height="66" rx="8" fill="#fff"/><rect x="468" y="262" width="34" height="30" fill="${hsl(25, 60, 35)}"/><circle cx="600" cy="300" r="20" fill="${hsl(10, 70, 55)}"/><circle cx="630" cy="304" r="16" fill="${hsl(90, 60, 45)}"/>`;
}

/** The SVG of one picture of a hotel. */
export function drawHotelPicture(hotelId: string, kind: HotelPictureKind, title: string): string {
  const hue = hueOf(hotelId);
  const seed = hueOf(`${hotelId}|seed`);
  const body =
    kind === 'facade'
      ? facade(hue, seed)
      : kind === 'room'
        ? room(hue)
        : kind === 'lobby'
          ? lobby(hue)
          : kind === 'pool'
            ? pool(hue)
            : breakfast(hue);
  const safeTitle = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${safeTitle}"><title>${safeTitle}</title>${body}</svg>`;
}
