type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

/**
 * The time zone of a country that keeps one (Colombia, Peru, Panama…), from ICU's data; null for a
 * country with several (Mexico, Brazil, Chile…), where a server that knows only the country cannot
 * tell which clock the visitor reads, and for an unknown code.
 */
export function singleTimeZoneOf(countryCode: string | null | undefined): string | null {
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) return null;
  try {
    const locale = new Intl.Locale(`und-${countryCode}`) as LocaleWithZones;
    const zones = locale.getTimeZones?.() ?? locale.timeZones ?? [];
    return zones.length === 1 ? (zones[0] ?? null) : null;
  } catch {
    return null;
  }
}
