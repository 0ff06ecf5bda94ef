/**
 * A listing's filters as they travel in its address: a query is rewritten to the filters the page
 * applies, so an address never says something the page does not show.
 */

/** A query string's pairs in order, repeated names kept (what `url.searchParams` iterates). */
export type QueryEntries = Iterable<[string, string]>;

/** The `name=value` pairs of `names` in a query, sorted, without those that change nothing. */
function saidFilters(
  entries: readonly [string, string][],
  names: readonly string[],
  defaults: Readonly<Record<string, string | undefined>>,
) {
  return entries
    .filter(([name, value]) => names.includes(name) && value.trim() !== '' && value !== defaults[name])
    .map(([name, value]) => `${name}=${value}`)
    .sort();
}

/**
 * The query with its filter parameters (`names`) replaced by `applied`, the filters as applied written
 * back, or null when it says them already: a value the form never offers must not stay in an address
 * that shows something else. What the GET form sends itself never moves it (a blank field, a default
 * spelt out, another order), so the form works without a redirect and a rewritten query is final.
 */
export function rewriteFilterQuery(
  query: QueryEntries,
  names: readonly string[],
  applied: QueryEntries,
  defaults: Readonly<Record<string, string | undefined>> = {},
): [string, string][] | null {
  const entries = [...query];
  const appliedEntries = [...applied];
  const said = saidFilters(entries, names, defaults);
  const meant = saidFilters(appliedEntries, names, defaults);
  if (said.length === meant.length && said.every((pair, index) => pair === meant[index])) return null;
  return [...entries.filter(([name]) => !names.includes(name)), ...appliedEntries];
}
