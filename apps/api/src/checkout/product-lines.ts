import type { ProductLine, ProductLines } from './product-line.ts';

/** The registry the composition root builds: one line per product type, never two. */
export function createProductLines(lines: readonly ProductLine[]): ProductLines {
  const registry = new Map<string, ProductLine>();
  for (const line of lines) {
    if (registry.has(line.productType)) throw new Error(`two product lines for ${line.productType}`);
    registry.set(line.productType, line);
  }
  return registry;
}

/**
 * The line that sells a stored session's product. A type nobody registered is a deployment mistake
 * (a session written by a build that sold that product), not a visitor's: it fails loudly.
 */
export function findProductLine(lines: ProductLines, productType: string): ProductLine {
  const line = lines.get(productType);
  if (!line) throw new Error(`no product line is registered for ${productType}`);
  return line;
}
