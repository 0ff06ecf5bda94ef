import { describe, expect, it } from 'vitest';
import { findCountryIllustrations } from './country-illustrations';

describe('findCountryIllustrations', () => {
  it('points at the map and the region image a country has, with their raster copies', () => {
    const mexico = findCountryIllustrations('MX');
    expect(mexico?.airports).toEqual(['MEX', 'CUN', 'GDL', 'MTY', 'SJD']);
    expect(mexico?.region).toBe('latin-america');
    expect(mexico?.map).toEqual({
      src: '/illustrations/countries/mx-map.svg',
      width: 960,
      height: 720,
      renditions: [
        { src: '/illustrations/countries/mx-map-240.png', width: 240 },
        { src: '/illustrations/countries/mx-map-480.png', width: 480 },
        { src: '/illustrations/countries/mx-map-960.png', width: 960 },
        { src: '/illustrations/countries/mx-map-1440.png', width: 1440 },
      ],
    });
    expect(mexico?.locator.src).toBe('/illustrations/countries/mx-region.svg');
  });

  it('frames Spain with Latin America', () => {
    expect(findCountryIllustrations('es')?.region).toBe('spain-and-latin-america');
  });

  it('finds nothing for a country the script has not drawn', () => {
    expect(findCountryIllustrations('ZZ')).toBeNull();
  });
});
