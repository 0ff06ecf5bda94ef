import { formattedParts, formattedText } from './formatted-text';

/**
 * Intl formatters kept by locale and options. Building one costs far more than using it (ICU
 * resolves the locale and loads its data; a time zone's rules too), and a page formats dozens of
 * dates with a handful of formats, most of them while it hydrates on the visitor's phone. The keys
 * are few (the site's locales × the formats written in code × the visitor's time zone).
 *
 * Each is built on its first use, not when asked for, and writes through formatted-text.ts: while a
 * page hydrates, the text the server wrote is read back and no Intl formatter is built at all.
 * Options Intl refuses (an unknown time zone) throw a RangeError at the first format.
 */
const MAX_KEPT = 400;

function keptBy<F, O>(
  create: (key: string, locales: string, options: O) => F,
): (locales: string, options: O) => F {
  const kept = new Map<string, F>();
  return (locales, options) => {
    const key = `${locales} ${JSON.stringify(options)}`;
    let formatter = kept.get(key);
    if (formatter === undefined) {
      formatter = create(key, locales, options);
      // Bounded against a flood of distinct time zones; the site's own keys refill at once.
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, formatter);
    }
    return formatter;
  };
}

function builtOnUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= create();
    return made;
  };
}

export interface DateTimeFormatter {
  format(date: Date | number): string;
  formatToParts(date: Date | number): Intl.DateTimeFormatPart[];
}

/**
 * The input as the formatter reads it. With a time zone, the instant. Without one Intl writes the
 * date as the host's clocks read it, so the key is that reading: a server and a browser in different
 * zones agree on a day parsed as local ('2027-03-10' → its midnight). A zone's name without a zone
 * depends on the host alone: never kept (null).
 */
function dateKey(date: Date | number, options: Intl.DateTimeFormatOptions): string | null {
  const value = typeof date === 'number' ? new Date(date) : date;
  if (options.timeZone !== undefined) return `@${value.getTime()}`;
  if (options.timeZoneName !== undefined) return null;
  return `${value.getFullYear()}-${value.getMonth() + 1}-${value.getDate()} ${value.getHours()}:${value.getMinutes()}:${value.getSeconds()}.${value.getMilliseconds()}`;
}

export const dateTimeFormat = keptBy(
  (key, locales, options: Intl.DateTimeFormatOptions): DateTimeFormatter => {
    const intl = builtOnUse(() => new Intl.DateTimeFormat(locales, options));
    return {
      format(date) {
        const input = dateKey(date, options);
        return input === null
          ? intl().format(date)
          : formattedText(`dt ${key} ${input}`, () => intl().format(date));
      },
      formatToParts(date) {
        const input = dateKey(date, options);
        return input === null
          ? intl().formatToParts(date)
          : formattedParts(`dtp ${key} ${input}`, () => intl().formatToParts(date));
      },
    };
  },
);

export interface NumberFormatter {
  format(value: number | bigint): string;
}

export const numberFormat = keptBy((key, locales, options: Intl.NumberFormatOptions): NumberFormatter => {
  const intl = builtOnUse(() => new Intl.NumberFormat(locales, options));
  return { format: (value) => formattedText(`n ${key} ${String(value)}`, () => intl().format(value)) };
});

export interface DisplayNamesFormatter {
  of(code: string): string | undefined;
}

export const displayNames = keptBy(
  (key, locales, options: Intl.DisplayNamesOptions): DisplayNamesFormatter => {
    const intl = builtOnUse(() => new Intl.DisplayNames(locales, options));
    // Intl answers undefined for a code it has no name for: kept as '' and answered as undefined.
    return {
      of: (code) => formattedText(`dn ${key} ${code}`, () => intl().of(code) ?? '') || undefined,
    };
  },
);

export interface ListFormatter {
  format(list: readonly string[]): string;
}

export const listFormat = keptBy((key, locales, options: Intl.ListFormatOptions): ListFormatter => {
  const intl = builtOnUse(() => new Intl.ListFormat(locales, options));
  return { format: (list) => formattedText(`l ${key} ${JSON.stringify(list)}`, () => intl().format(list)) };
});
