/**
 * The trip summary's field names and sections, without zod: the page needs them at first paint
 * (which field takes the focus, which section may be saved), the schemas only once its checks load
 * (booking-form-checks.ts). `booking-form.schemas.ts` builds its objects from these lists.
 */

export const TRAVELLER_FIELD_NAMES = [
  'firstName',
  'middleName',
  'lastName',
  'gender',
  'dateOfBirth',
  'nationality',
  'documentType',
  'passportNumber',
  'passportIssuanceDate',
  'passportExpiryDate',
  'mealPreference',
  'specialAssistance',
] as const;
export type TravellerFieldName = (typeof TRAVELLER_FIELD_NAMES)[number];

export const CONTACT_FIELD_NAMES = ['email', 'countryCode', 'phone', 'newsletterSubscribe'] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];

export const BILLING_FIELD_NAMES = [
  'cardHolderName',
  'cardHolderNotTravelling',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'region',
  'postCode',
  'countryCode',
] as const;
export type BillingFieldName = (typeof BILLING_FIELD_NAMES)[number];

/** The contact fields that can show an error (the newsletter box cannot). */
const CONTACT_CHECKED = ['email', 'countryCode', 'phone'] as const;

/**
 * Every field that can show an error, in the order the page shows them: the first one in error
 * takes the focus after a refused submit (Conform does it with script; `autoFocus` without).
 */
export function listBookingFieldNames(passengerCount: number): string[] {
  return [
    ...Array.from({ length: passengerCount }, (_, index) =>
      TRAVELLER_FIELD_NAMES.map((field) => `travellers[${index}].${field}`),
    ).flat(),
    ...CONTACT_CHECKED.map((field) => `contact.${field}`),
    ...BILLING_FIELD_NAMES.map((field) => `billing.${field}`),
  ];
}

/** The hotel form's fields in page order: the first one in error takes the focus without script. */
export function listHotelBookingFieldNames(guestCount: number): string[] {
  return [
    ...Array.from({ length: guestCount }, (_, i) => [
      `guests[${i}].firstName`,
      `guests[${i}].lastName`,
    ]).flat(),
    ...CONTACT_CHECKED.map((field) => `contact.${field}`),
    ...BILLING_FIELD_NAMES.map((field) => `billing.${field}`),
  ];
}

export type BookingFormSection = 'contact' | 'travellers' | 'billing';
export const BOOKING_FORM_SECTIONS: readonly BookingFormSection[] = ['contact', 'travellers', 'billing'];

/**
 * The sections of a submission without errors: those can be saved to the session while others are
 * not done. Spec §5: travellers and billing go only with a valid contact e-mail.
 */
export function getValidSections(
  error: Record<string, string[] | null> | undefined,
): Set<BookingFormSection> {
  const wrong = Object.keys(error ?? {}).filter((name) => (error?.[name]?.length ?? 0) > 0);
  const clean = (prefix: string) => !wrong.some((name) => name.startsWith(prefix));
  const email = !wrong.includes('contact.email');
  const valid = new Set<BookingFormSection>();
  if (clean('contact.')) valid.add('contact');
  if (clean('travellers[') && email) valid.add('travellers');
  if (clean('billing.') && email) valid.add('billing');
  return valid;
}
