// Deterministic randomness for the built-in suppliers (flights, hotels): one seed, one answer.
/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, seeded PRNG returning numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEPARATOR = '|'.charCodeAt(0);
const FNV_OFFSET = 0x811c9dc5;

/** `hashString(parts.join('|'))` without building the joined text: searches seed thousands of these. */
export function hashParts(parts: ReadonlyArray<string | number>): number {
  let hash = FNV_OFFSET;
  for (let index = 0; index < parts.length; index++) {
    hash = index > 0 ? extendHash(hash, parts[index] as string | number) : hashText(hash, parts[index]);
  }
  return hash >>> 0;
}

function hashText(hash: number, part: string | number | undefined): number {
  const text = typeof part === 'string' ? part : String(part);
  let next = hash;
  for (let i = 0; i < text.length; i++) {
    next ^= text.charCodeAt(i);
    next = Math.imul(next, 0x01000193);
  }
  return next >>> 0;
}

/**
 * The hash of the parts already hashed (`hashParts`) with one more part after them: seeds that share
 * their first parts (a flight's, with each date) hash those once.
 */
export function extendHash(hash: number, part: string | number): number {
  return hashText(Math.imul(hash ^ SEPARATOR, 0x01000193), part);
}

/** A PRNG seeded by the given key parts, so the same parts always draw the same numbers. */
export function randomFor(...parts: Array<string | number>): () => number {
  return createRandom(hashParts(parts));
}
