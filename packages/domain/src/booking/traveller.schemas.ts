import { z } from 'zod';
import { CurrencyCodeSchema } from '../money/currency.schemas.ts';
import { BILLING_MAX_LENGTHS } from './billing-limits.ts';
import { isCountryCode } from './country-codes.ts';
import { MEAL_CODES, SPECIAL_ASSISTANCE_CODES } from './traveller-codes.ts';

/**
 * Names as written in the passport: Latin letters including Spanish and Portuguese accents
 * (á é í ó ú ñ ü ç ã õ â ê ô à ...), single spaces, hyphens and apostrophes between letters.
 */
export const PASSPORT_NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ]+(?:[ '’-][A-Za-zÀ-ÖØ-öø-ÿ]+)*$/;

const nameField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .max(60, { error: `${field} must be at most 60 characters` })
    .regex(PASSPORT_NAME_PATTERN, {
      error: `${field} may hold only letters, spaces, hyphens and apostrophes, as in the passport`,
    });

const dateField = (field: string) => z.iso.date({ error: `${field} must be a date as yyyy-MM-dd` });

export const PASSENGER_TYPES_WIRE = ['adult', 'child', 'infant'] as const;
export const DOCUMENT_TYPES = ['PASSPORT', 'NATIONAL_ID'] as const;

/** Spec §3 passenger. Rules that need the travel dates are in `validateTraveller`. */
export const PassengerSchema = z.object({
  id: z.string({ error: 'id is required' }).min(1, { error: 'id is required' }),
  firstName: nameField('firstName'),
  middleName: nameField('middleName').optional().or(z.literal('')),
  lastName: nameField('lastName'),
  gender: z.enum(['male', 'female'], { error: 'gender must be male or female' }),
  dateOfBirth: dateField('dateOfBirth'),
  nationality: z
    .string({ error: 'nationality is required' })
    .regex(/^[A-Z]{2}$/, { error: 'nationality must be an ISO 3166 alpha-2 country code', abort: true })
    .refine(isCountryCode, { error: 'nationality must be an ISO 3166 alpha-2 country code' }),
  documentType: z
    .enum(DOCUMENT_TYPES, { error: 'documentType must be PASSPORT or NATIONAL_ID' })
    .default('PASSPORT'),
  passportNumber: z
    .string({ error: 'passportNumber is required' })
    .trim()
    .regex(/^[A-Za-z0-9.\- ]{5,20}$/, { error: 'passportNumber must be 5 to 20 letters or digits' }),
  passportIssuanceDate: dateField('passportIssuanceDate').optional(),
  passportExpiryDate: dateField('passportExpiryDate'),
  type: z.enum(PASSENGER_TYPES_WIRE, { error: 'type must be adult, child or infant' }),
  mealPreference: z.enum(MEAL_CODES, { error: 'mealPreference must be a meal code such as VGML' }).optional(),
  specialAssistance: z
    .enum(SPECIAL_ASSISTANCE_CODES, { error: 'specialAssistance must be WCHR, WCHS or WCHC' })
    .optional(),
});
export type Passenger = z.infer<typeof PassengerSchema>;

/** Spec §3 customer (the contact who books). */
export const CustomerSchema = z.object({
  email: z.email({ error: 'email must be a valid e-mail address' }),
  phone: z.string({ error: 'phone is required' }).min(1, { error: 'phone is required' }),
  emergencyContact: z.string().optional(),
  frequentFlyerNumber: z.string().optional(),
  newsletterSubscribe: z.boolean().default(false),
  customerId: z.string().optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/**
 * Billing fields are printed on one line each (the receipt, the e-mails) and handed to the payment
 * gateway, so line breaks, tabs and other control characters are refused rather than cleaned later.
 */
const BILLING_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;

const billingText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .regex(BILLING_CONTROL_CHARACTERS, {
      error: `${field} must be on one line, without line breaks or control characters`,
    });

const requiredBillingText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .regex(BILLING_CONTROL_CHARACTERS, {
      error: `${field} must be on one line, without line breaks or control characters`,
    });

/** Spec §3 billing. */
export const BillingSchema = z.object({
  amount: z.number({ error: 'amount is required' }).int({ error: 'amount must be integer minor units' }),
  currency: CurrencyCodeSchema,
  isCardHolderTraveling: z.boolean({ error: 'isCardHolderTraveling must be true or false' }),
  cardHolderName: requiredBillingText('cardHolderName', BILLING_MAX_LENGTHS.cardHolderName),
  emailId: z.email({ error: 'emailId must be a valid e-mail address' }),
  addressLine1: requiredBillingText('addressLine1', BILLING_MAX_LENGTHS.addressLine),
  addressLine2: billingText('addressLine2', BILLING_MAX_LENGTHS.addressLine).optional(),
  addressLine3: billingText('addressLine3', BILLING_MAX_LENGTHS.addressLine).optional(),
  city: requiredBillingText('city', BILLING_MAX_LENGTHS.city),
  region: billingText('region', BILLING_MAX_LENGTHS.region).optional(),
  postCode: billingText('postCode', BILLING_MAX_LENGTHS.postCode).optional(),
  country: z.object({
    code: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'country.code must be an ISO 3166 alpha-2 code', abort: true })
      .refine(isCountryCode, { error: 'country.code must be an ISO 3166 alpha-2 code' }),
    name: z
      .string()
      .min(1, { error: 'country.name is required', abort: true })
      .max(BILLING_MAX_LENGTHS.countryName, {
        error: `country.name must be at most ${BILLING_MAX_LENGTHS.countryName} characters`,
      })
      .regex(BILLING_CONTROL_CHARACTERS, {
        error: 'country.name must be on one line, without line breaks or control characters',
      }),
  }),
});
export type Billing = z.infer<typeof BillingSchema>;
