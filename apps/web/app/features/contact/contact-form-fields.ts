/**
 * The contact form's fields as the page shows them: names, limits and choices, without zod or the
 * phone numbers' metadata, so a page with the form paints without its checks
 * (contact-form.schemas.ts, loaded on first use by contact-form-checks.ts).
 */

/** Spec §3's best time to reach, as the API takes it (the schemas' test holds it to the contract). */
export const BEST_TIMES_TO_REACH = ['morning', 'afternoon', 'evening', 'any'] as const;
export type BestTimeToReach = (typeof BEST_TIMES_TO_REACH)[number];

/** The phone picker's country before the visitor's own is known (and without script). */
export const DEFAULT_PHONE_COUNTRY = 'CO';

/** The honeypot: a field people never see; whatever fills it is a robot (spec §9 spam protection). */
export const HONEYPOT_FIELD = 'website';
/** The signed time the form was served at (form-start-token.server.ts). */
export const STARTED_AT_FIELD = 'startedAt';

/** Limits of the API's ContactMessageSchema, so nothing the form accepts is refused there. */
export const CONTACT_LIMITS = { name: 120, email: 254, message: 5_000 } as const;

/**
 * The keys of the field errors (`errors.*` of contact.json); 'phone' is the domain's phone message
 * (PHONE_MESSAGES), the one the booking form shows too.
 */
export type ContactFieldErrorKey = 'required' | 'email' | 'tooLong' | 'country' | 'departure' | 'phone';

/** The form's fields in the order the page shows them: the first in error takes the focus. */
export const CONTACT_FIELD_ORDER = [
  'name',
  'email',
  'countryCode',
  'phone',
  'bestTimeToReach',
  'departureDate',
  'message',
] as const;

export type ContactFieldName = (typeof CONTACT_FIELD_ORDER)[number];
