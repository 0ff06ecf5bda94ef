import { describe, expect, it } from 'vitest';
import { toPlaceSlug } from './city-slug.ts';

describe('toPlaceSlug', () => {
  it.each([
    ['Cancún', 'cancun'],
    ['Ciudad de Panamá', 'ciudad-de-panama'],
    ['São Paulo', 'sao-paulo'],
    ['  Bogotá D.C. ', 'bogota-d-c'],
  ])('slugs %j as %j', (name, slug) => {
    expect(toPlaceSlug(name)).toBe(slug);
  });
});
