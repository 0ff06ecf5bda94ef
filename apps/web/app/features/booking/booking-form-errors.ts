import { BillingSchema, type Passenger, PassengerSchema, validateTraveller } from '@travel/domain/booking';
import { PHONE_MESSAGES, validatePhone } from '@travel/domain/phone';
import { z } from 'zod';
import { getCountryName } from '../../lib/countries';
import type { Locale } from '../../lib/locale';
import type { BillingForm, ContactForm, TravellerForm } from './traveller-form';

/** Keys of `errors.*` in booking.json. */
export type FormErrorKey =
  | 'required'
  | 'name'
  | 'date'
  | 'document'
  | 'email'
  | 'birthInFuture'
  | 'birthTooEarly'
  | 'tooLong'
  | 'documentRepeated'
  | 'typeMismatch'
  | 'expiresBeforeReturn'
  | 'issuedInFuture'
  | 'nationalIdInvalid';

export type TravellerField = Exclude<keyof TravellerForm, 'id' | 'type'>;
export type TravellerErrors = Partial<Record<TravellerField, FormErrorKey>>;

const blank = (value: string) => value.trim() === '';
const optional = (value: string) => (blank(value) ? undefined : value.trim());

/** The form as the API's PassengerSchema expects it (empty optional fields left out). */
export function toPassengerInput(form: TravellerForm): Record<string, unknown> {
  return {
    id: form.id,
    type: form.type,
    firstName: form.firstName.trim(),
    middleName: optional(form.middleName),
    lastName: form.lastName.trim(),
    gender: form.gender || undefined,
    dateOfBirth: form.dateOfBirth,
    nationality: form.nationality,
    documentType: form.documentType,
    passportNumber: form.passportNumber.trim(),
    passportIssuanceDate: optional(form.passportIssuanceDate),
    passportExpiryDate: form.passportExpiryDate,
    mealPreference: optional(form.mealPreference),
    specialAssistance: optional(form.specialAssistance),
  };
}

const REQUIRED: readonly TravellerField[] = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'passportExpiryDate',
];

const SCHEMA_ERROR: Partial<Record<TravellerField, FormErrorKey>> = {
  firstName: 'name',
  middleName: 'name',
  lastName: 'name',
  dateOfBirth: 'date',
  passportIssuanceDate: 'date',
  passportExpiryDate: 'date',
  passportNumber: 'document',
};

const ISSUE_FIELD: Record<
  ReturnType<typeof validateTraveller>[number]['code'],
  [TravellerField, FormErrorKey]
> = {
  'birth-in-future': ['dateOfBirth', 'birthInFuture'],
  'birth-too-early': ['dateOfBirth', 'birthTooEarly'],
  'type-mismatch': ['dateOfBirth', 'typeMismatch'],
  'document-expires-before-return': ['passportExpiryDate', 'expiresBeforeReturn'],
  'document-issued-in-future': ['passportIssuanceDate', 'issuedInFuture'],
  'national-id-invalid': ['passportNumber', 'nationalIdInvalid'],
};

export type TripDates = { departureDate: string; returnDate?: string; today: string };

/**
 * Every problem of one traveller form, by field, in one round: the domain's PassengerSchema, and the
 * domain's date rules (validateTraveller) for this trip on the fields the schema found no fault with
 * (a birth date 130 years back is named with the misspelt name, not after it is fixed).
 */
export function getTravellerErrors(form: TravellerForm, trip: TripDates): TravellerErrors {
  const errors: TravellerErrors = {};
  for (const field of REQUIRED) if (blank(form[field])) errors[field] = 'required';
  const input = toPassengerInput(form);
  const parsed = PassengerSchema.safeParse(input);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as TravellerField;
    // Too long says so; any other flaw of the field is its own message (a name's letters, a date).
    if (errors[field] === undefined) {
      errors[field] = issue.code === 'too_big' ? 'tooLong' : (SCHEMA_ERROR[field] ?? 'required');
    }
  }
  // Each rule reads its own fields as text; one whose field is at fault already is not repeated.
  for (const issue of validateTraveller(parsed.data ?? (input as Passenger), trip)) {
    const [field, key] = ISSUE_FIELD[issue.code];
    errors[field] ??= key;
  }
  return errors;
}

export function toPassenger(form: TravellerForm): Passenger {
  return PassengerSchema.parse(toPassengerInput(form));
}

const EmailSchema = z.email();

export type ContactErrors = { email?: FormErrorKey; phone?: string };

/** The contact e-mail (required, an address) and phone (spec §5 rules of the domain, domain message). */
export function getContactErrors(contact: ContactForm, locale: Locale): ContactErrors {
  const errors: ContactErrors = {};
  if (blank(contact.email)) errors.email = 'required';
  else if (!EmailSchema.safeParse(contact.email.trim()).success) errors.email = 'email';
  if (!validatePhone(contact.phone, { defaultCountry: contact.countryCode as never }).valid) {
    errors.phone = PHONE_MESSAGES.contactNumberRequired[locale];
  }
  return errors;
}

/** The phone in E.164, or null while it is not valid. */
export function getContactPhone(contact: ContactForm): string | null {
  const check = validatePhone(contact.phone, { defaultCountry: contact.countryCode as never });
  return check.valid ? check.e164 : null;
}

export type BillingField = 'cardHolderName' | 'addressLine1' | 'city' | 'countryCode';
export type BillingErrors = Partial<Record<BillingField, FormErrorKey>>;

/** The billing information the API's BillingSchema expects, for an amount (the session total). */
export function toBillingInput(
  billing: BillingForm,
  email: string,
  amount: { amount: number; currency: string },
  locale: Locale,
): Record<string, unknown> {
  return {
    amount: amount.amount,
    currency: amount.currency,
    isCardHolderTraveling: !billing.cardHolderNotTravelling,
    cardHolderName: billing.cardHolderName.trim(),
    emailId: email.trim(),
    addressLine1: billing.addressLine1.trim(),
    addressLine2: optional(billing.addressLine2),
    addressLine3: optional(billing.addressLine3),
    city: billing.city.trim(),
    region: optional(billing.region),
    postCode: optional(billing.postCode),
    country: {
      code: billing.countryCode,
      name: billing.countryCode ? getCountryName(billing.countryCode, locale) : '',
    },
  };
}

export function getBillingErrors(billing: BillingForm): BillingErrors {
  const errors: BillingErrors = {};
  const input = toBillingInput(billing, 'check@example.com', { amount: 0, currency: 'USD' }, 'es');
  const parsed = BillingSchema.safeParse(input);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] === 'country' ? 'countryCode' : issue.path[0]) as BillingField;
    errors[field] = 'required';
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((value) => value !== undefined);
}
