/**
 * What people type for a city instead of its name, normalized (normalizeSearchText), to the city codes
 * they mean. Nicknames and abbreviations a LIKE on the names cannot find ("CDMX", "DF", "BA"), or finds
 * behind smaller places ("Rio" also matches Rio Branco, Río Gallegos…). Matched against the whole term.
 */
export const AIRPORT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  cdmx: ['MEX'],
  df: ['MEX'],
  'mexico df': ['MEX'],
  'mexico d f': ['MEX'],
  'ciudad de mexico': ['MEX'],
  ba: ['BUE'],
  bsas: ['BUE'],
  'bs as': ['BUE'],
  caba: ['BUE'],
  rio: ['RIO'],
  'rio de janeiro': ['RIO'],
  sp: ['SAO'],
  sampa: ['SAO'],
  'sao paulo': ['SAO'],
  'santiago de chile': ['SCL'],
  stgo: ['SCL'],
  'bogota dc': ['BOG'],
  'bogota d c': ['BOG'],
  'santa fe de bogota': ['BOG'],
};

/** City codes an alias names, or none. */
export function findAliasCities(normalizedTerm: string): readonly string[] {
  return AIRPORT_ALIASES[normalizedTerm] ?? [];
}
