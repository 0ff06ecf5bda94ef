import { dateTimeFormat } from './intl-formatters';

/**
 * The company's call-centre numbers and hours (spec §1, §9 "working hours"). The numbers come from
 * the API's GraphQL `companyContactInfoDisplayQuery` at start-up (spec §2, §7), loaded and cached by
 * `company-contacts.server.ts` and handed to the page by the root loader; this module is the pure part
 * both the server and the browser use.
 */
export type CompanyContact = {
  /** ISO country code; '' is the international entry. */
  countryCode: string;
  /** E.164 for tel: links. */
  contactNumber: string;
  /** As printed. */
  display: string;
};

/** Spec §8: the fixed international number, when the list has neither the visitor's country nor ''. */
export const DEFAULT_INTERNATIONAL_NUMBER: CompanyContact = {
  countryCode: '',
  contactNumber: '+13055083000',
  display: '+1 305 508 3000',
};

/**
 * The number to show a visitor (spec §8): their country's entry, else the one with the empty country
 * code, else DEFAULT_INTERNATIONAL_NUMBER (an empty list after a failed fetch ends there too).
 */
export function pickContactNumber(
  contacts: readonly CompanyContact[],
  countryCode: string | null | undefined,
): CompanyContact {
  const country = countryCode?.toUpperCase() ?? '';
  return (
    (country === '' ? undefined : contacts.find((contact) => contact.countryCode === country)) ??
    contacts.find((contact) => contact.countryCode === '') ??
    DEFAULT_INTERNATIONAL_NUMBER
  );
}

/** Spec §9: '8 AM to 10 PM', in the call centre's own time (Bogotá). */
export const COMPANY_WORKING_HOURS = { opens: '08:00', closes: '22:00' } as const;
export const COMPANY_TIME_ZONE = 'America/Bogota';

/** Spec §1 promotions. */
/**
 * The contact page as the phone-offers enquiry: the promotions link to it with this query, and the
 * message then asks an adviser to call back with those offers (features/contact/phone-offers-enquiry.ts).
 */
export const PHONE_OFFERS_ENQUIRY_QUERY = { name: 'asunto', value: 'ofertas-por-telefono' } as const;

export const PHONE_ONLY_MAX_DISCOUNT_PERCENT = 27;
export const CALL_CENTRE_DISCOUNT_PERCENT = 25;

export type WorkingHours = {
  /** 'HH:mm' in `timeZone`; may be later than `closes` when the hours cross midnight there. */
  opens: string;
  closes: string;
  timeZone: string;
  /** The zone as people call it, in the page's language, to start a sentence: 'Hora estándar de Colombia'. */
  timeZoneName: string;
};

const NUMERIC_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

/** The wall-clock reading in `timeZone` at `instant`, as numbers. */
function wallClock(timeZone: string, instant: Date) {
  const parts = dateTimeFormat('en-US', { ...NUMERIC_PARTS, timeZone }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The instant when the clocks of `timeZone` read `time` ('HH:mm') on the day they show at `at`. */
function instantOf(time: string, timeZone: string, at: Date): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const { year, month, day } = wallClock(timeZone, at);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset from UTC then: the same reading taken as UTC, minus the instant it names.
  const seen = wallClock(timeZone, new Date(asIfUtc));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - asIfUtc;
  return new Date(asIfUtc - offset);
}

function zoneName(timeZone: string, intlLocale: string, at: Date): string {
  const parts = dateTimeFormat(intlLocale, { timeZone, timeZoneName: 'long' }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return name.charAt(0).toLocaleUpperCase(intlLocale) + name.slice(1);
}

/**
 * The call centre's hours read on the clocks of `timeZone` (the visitor's), on the day it is at `at`,
 * with the zone's name in `intlLocale`. An unknown zone gives the call centre's own.
 */
export function describeWorkingHours(timeZone: string, intlLocale: string, at: Date): WorkingHours {
  const zone = isTimeZone(timeZone) ? timeZone : COMPANY_TIME_ZONE;
  const time = dateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    opens: time.format(instantOf(COMPANY_WORKING_HOURS.opens, COMPANY_TIME_ZONE, at)),
    closes: time.format(instantOf(COMPANY_WORKING_HOURS.closes, COMPANY_TIME_ZONE, at)),
    timeZone: zone,
    timeZoneName: zoneName(zone, intlLocale, at),
  };
}

function isTimeZone(timeZone: string): boolean {
  try {
    // The formatter is built at its first format: an unknown zone throws a RangeError there.
    dateTimeFormat('en-US', { timeZone }).format(0);
    return true;
  } catch {
    return false;
  }
}
