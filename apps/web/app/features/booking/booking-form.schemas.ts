import { DOCUMENT_TYPES, findRepeatedDocuments } from '@travel/domain/booking';
import { z } from 'zod';
import type { Locale } from '../../lib/locale';
import {
  type FormErrorKey,
  getBillingErrors,
  getContactErrors,
  getTravellerErrors,
  type TripDates,
} from './booking-form-errors';
import type { BillingFieldName, ContactFieldName, TravellerFieldName } from './booking-form-fields';
import {
  createBillingForm,
  createContactForm,
  type PassengerType,
  type TravellerForm,
} from './traveller-form';

/**
 * The trip summary's form (travellers, contact, billing, bags and, with script, the card's token),
 * validated by the same domain rules in the browser (Conform, as the visitor types) and on the server
 * (the action, whatever the browser did). Errors are keys: `errors.*` of booking.json, 'phone' for
 * the domain's phone message; the page turns them into text.
 */
export type BookingFormErrorKey = FormErrorKey | 'phone';

/** What the form is checked against: the session's passengers (ids and types) and the trip dates. */
export type BookingFormContext = {
  passengers: readonly { id: string; type: PassengerType }[];
  trip: TripDates;
  locale: Locale;
};

/** A text input as posted: missing or empty is '' (Conform turns empty inputs into undefined). */
const text = z.string().max(500, { error: 'tooLong' }).default('');
/** A checkbox: 'on' when ticked (Conform coerces it), absent when not. */
const checkbox = z.boolean().default(false);
const bagCount = z.number().int().min(0).max(99).default(0);

// Each object has exactly the fields booking-form-fields.ts names (`satisfies` checks both ways).
const TravellerFieldsSchema = z.object({
  firstName: text,
  middleName: text,
  lastName: text,
  gender: z.union([z.enum(['male', 'female']), z.literal('')], { error: 'required' }).default(''),
  dateOfBirth: text,
  nationality: text,
  documentType: z.enum(DOCUMENT_TYPES, { error: 'required' }).default('PASSPORT'),
  passportNumber: text,
  passportIssuanceDate: text,
  passportExpiryDate: text,
  mealPreference: text,
  specialAssistance: text,
} satisfies Record<TravellerFieldName, z.ZodType>);

export const ContactFieldsSchema = z.object({
  email: text,
  countryCode: z.string().max(2).default('US'),
  phone: text,
  newsletterSubscribe: checkbox,
} satisfies Record<ContactFieldName, z.ZodType>);

export const BillingFieldsSchema = z.object({
  cardHolderName: text,
  cardHolderNotTravelling: checkbox,
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  city: text,
  region: text,
  postCode: text,
  countryCode: text,
} satisfies Record<BillingFieldName, z.ZodType>);

/** The card as the gateway tokenized it in the page: what may be shown, never its number or CVC. */
export const CardTokenFieldsSchema = z.object({
  token: z.string().min(1).max(200),
  brand: z.string().min(1).max(40),
  lastFour: z.string().regex(/^\d{4}$/),
  expiry: z.string().max(12),
  /** Ignored by the server: the card is recorded under billing's cardholder (asked once). */
  name: z.string().max(255).default(''),
});
export type CardTokenFields = z.infer<typeof CardTokenFieldsSchema>;

/** The form's fields as posted, without the rules: what a background save keeps. */
export const BookingFieldsSchema = z.object({
  travellers: z.array(TravellerFieldsSchema).max(9).default([]),
  contact: ContactFieldsSchema.default(createContactForm),
  billing: BillingFieldsSchema.default(createBillingForm),
  bags: z.object({ onward: bagCount, return: bagCount }).default({ onward: 0, return: 0 }),
  /** Absent without script, or while no card was typed: the gateway's page then asks for it. */
  card: CardTokenFieldsSchema.optional(),
});
export type BookingFormFields = z.infer<typeof BookingFieldsSchema>;

/** The posted travellers as full traveller forms, one per passenger of the session, in its order. */
export function toTravellerForms(
  fields: BookingFormFields['travellers'],
  passengers: BookingFormContext['passengers'],
): TravellerForm[] {
  return passengers.map(({ id, type }, index) => ({
    ...(fields[index] ?? TravellerFieldsSchema.parse({})),
    id,
    type,
  }));
}

/**
 * The whole form, every rule included: each traveller by the domain's passenger schema and date
 * rules for this trip, the contact (e-mail, phone for its country) and the billing address.
 */
export function createBookingFormSchema(context: BookingFormContext) {
  return BookingFieldsSchema.superRefine((fields, ctx) => {
    const issue = (path: (string | number)[], message: BookingFormErrorKey) =>
      ctx.addIssue({ code: 'custom', path, message });
    const travellers = toTravellerForms(fields.travellers, context.passengers);
    const flawed = new Set<number>();
    travellers.forEach((traveller, index) => {
      for (const [field, key] of Object.entries(getTravellerErrors(traveller, context.trip))) {
        if (key) issue(['travellers', index, field], key);
        if (key && field === 'passportNumber') flawed.add(index);
      }
    });
    // A document number copied from another traveller (the API refuses it too).
    for (const index of findRepeatedDocuments(travellers)) {
      if (!flawed.has(index) && travellers[index]?.passportNumber.trim()) {
        issue(['travellers', index, 'passportNumber'], 'documentRepeated');
      }
    }
    const contact = getContactErrors(fields.contact, context.locale);
    if (contact.email) issue(['contact', 'email'], contact.email);
    if (contact.phone) issue(['contact', 'phone'], 'phone');
    for (const [field, key] of Object.entries(getBillingErrors(fields.billing))) {
      if (key) issue(['billing', field], key);
    }
  });
}
