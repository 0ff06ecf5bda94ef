/**
 * Intl formatters kept by locale and options. Building one costs far more than using it (ICU
 * resolves the locale and loads its data; a time zone's rules too), and a page formats dozens of
 * dates with a handful of formats, most of them while it hydrates on the visitor's phone. The keys
 * are few (the site's locales × the formats written in code × the visitor's time zone), and a
 * constructor that throws (an unknown time zone) keeps nothing.
 */
const MAX_KEPT = 400;

function keptBy<F, O>(create: (locales: string, options: O) => F): (locales: string, options: O) => F {
  const kept = new Map<string, F>();
  return (locales, options) => {
    const key = `${locales} ${JSON.stringify(options)}`;
    let formatter = kept.get(key);
    if (formatter === undefined) {
      formatter = create(locales, options);
      // Bounded against a flood of distinct time zones; the site's own keys refill at once.
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = keptBy(
  (locales, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, options),
);

export const numberFormat = keptBy(
  (locales, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options),
);

export const displayNames = keptBy(
  (locales, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames(locales, options),
);

export const listFormat = keptBy(
  (locales, options: Intl.ListFormatOptions) => new Intl.ListFormat(locales, options),
);
