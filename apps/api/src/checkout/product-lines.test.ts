import { describe, expect, it } from 'vitest';
import type { ProductLine } from './product-line.ts';
import { createProductLines, findProductLine } from './product-lines.ts';

/** Only the product type matters to the registry. */
const line = (productType: string) => ({ productType }) as ProductLine;

describe('createProductLines', () => {
  it('registers one line per product type', () => {
    const flight = line('flight');
    const hotel = line('hotel');
    const lines = createProductLines([flight, hotel]);
    expect(findProductLine(lines, 'flight')).toBe(flight);
    expect(findProductLine(lines, 'hotel')).toBe(hotel);
  });

  it('refuses two lines for one product type', () => {
    expect(() => createProductLines([line('flight'), line('flight')])).toThrow(
      /two product lines for flight/,
    );
  });
});

describe('findProductLine', () => {
  it('fails loudly for a product type nobody registered', () => {
    expect(() => findProductLine(createProductLines([line('flight')]), 'cruise')).toThrow(
      /no product line is registered for cruise/,
    );
  });
});
