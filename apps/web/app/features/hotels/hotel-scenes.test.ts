import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSceneSrc, HOTEL_SCENES, listHotelScenes, pickPalette } from './hotel-scenes';

describe('pickPalette', () => {
  it('gives a hotel the same palette every time, from 1 to 4', () => {
    expect(pickPalette('BOGHT001')).toBe(pickPalette('BOGHT001'));
    const palettes = new Set(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((id) => pickPalette(`BOGHT00${id}`)),
    );
    expect([...palettes].every((p) => p >= 1 && p <= 4)).toBe(true);
    expect(palettes.size).toBeGreaterThan(1);
  });
});

describe('getSceneSrc', () => {
  it('names a picture that the illustrations script drew', () => {
    const publicDir = path.resolve(import.meta.dirname, '../../../public');
    for (const scene of HOTEL_SCENES) {
      expect(fs.existsSync(path.join(publicDir, getSceneSrc('LIMHT042', scene)))).toBe(true);
    }
  });
});

describe('listHotelScenes', () => {
  it('shows the pool only for a hotel that has one', () => {
    expect(listHotelScenes(['WIFI'])).not.toContain('pool');
    expect(listHotelScenes(['SWIMMING_POOL'])).toContain('pool');
  });
});
