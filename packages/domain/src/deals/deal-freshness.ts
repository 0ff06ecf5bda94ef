/**
 * Computed deals stay fresh for `ttlMs` and only within the UTC day they were computed on: supplier
 * fares move with the day of the search, and a deal must match the price the results page shows.
 */
export function isDealFresh(computedAt: Date, now: Date, ttlMs: number): boolean {
  const age = now.getTime() - computedAt.getTime();
  return age >= 0 && age < ttlMs && computedAt.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
}

/**
 * Whether a scheduled refresh should compute a route again now: it was asked for within `askedWithinMs`
 * and it is stale, or will be before the next refresh (`nextRefreshInMs`).
 */
export function isDealDueForRefresh(input: {
  computedAt: Date;
  lastAskedAt: Date;
  now: Date;
  ttlMs: number;
  askedWithinMs: number;
  nextRefreshInMs: number;
}): boolean {
  const { computedAt, lastAskedAt, now, ttlMs, askedWithinMs, nextRefreshInMs } = input;
  if (now.getTime() - lastAskedAt.getTime() > askedWithinMs) return false;
  return (
    !isDealFresh(computedAt, now, ttlMs) || now.getTime() - computedAt.getTime() + nextRefreshInMs >= ttlMs
  );
}
