/**
 * Levenshtein distance (insert, delete, substitute) of two short names, one row at a time. Written
 * here rather than added as a dependency: city names are short and the lock file is shared this week.
 */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** A city as the typo match compares it: its normalized names and its largest airport's size. */
export type CityName = { cityCode: string; names: readonly string[]; size: number };

/**
 * How many typing mistakes a term of this length may hold and still name a city: none below five
 * letters (too many short names are one letter apart), one up to seven, two from eight.
 */
export function maxTypos(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Cities whose name is within `maxTypos` edits of the term ("medelin" → Medellín, "cartajena" →
 * Cartagena), or of the name's start as long as the term (a name still being typed); closest first,
 * then the larger city.
 */
export function matchCityTypos(normalizedTerm: string, cities: readonly CityName[], limit: number): string[] {
  const allowed = maxTypos(normalizedTerm.length);
  if (allowed === 0) return [];
  const matches: { cityCode: string; edits: number; size: number }[] = [];
  for (const city of cities) {
    let best = Number.POSITIVE_INFINITY;
    for (const name of city.names) {
      // Length gap alone exceeds the allowance: skip the whole computation.
      if (name.length + allowed >= normalizedTerm.length) {
        const prefix = name.slice(0, normalizedTerm.length);
        best = Math.min(best, distance(normalizedTerm, name), distance(normalizedTerm, prefix));
      }
    }
    if (best <= allowed) matches.push({ cityCode: city.cityCode, edits: best, size: city.size });
  }
  return matches
    .sort((a, b) => a.edits - b.edits || b.size - a.size || a.cityCode.localeCompare(b.cityCode))
    .slice(0, limit)
    .map((match) => match.cityCode);
}
