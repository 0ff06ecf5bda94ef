import type { SessionDetails } from '@travel/contract/booking-session';
import type { Passenger } from '@travel/domain/booking';
import { parsePhone } from '@travel/domain/phone';

/** What the trip-summary forms hold while the visitor types (all text, as the inputs give it). */
export type PassengerType = 'adult' | 'child' | 'infant';

export type TravellerForm = {
  id: string;
  type: PassengerType;
  firstName: string;
  middleName: string;
  lastName: string;
  gender: '' | 'male' | 'female';
  dateOfBirth: string;
  nationality: string;
  documentType: 'PASSPORT' | 'NATIONAL_ID';
  passportNumber: string;
  passportIssuanceDate: string;
  passportExpiryDate: string;
  mealPreference: string;
  specialAssistance: string;
};

export type ContactForm = {
  email: string;
  /** The phone picker's country (ISO 3166 alpha-2). */
  countryCode: string;
  phone: string;
  newsletterSubscribe: boolean;
};

export type BillingForm = {
  cardHolderName: string;
  /** Spec §3: the cardholder-not-travelling option (checked = not travelling). */
  cardHolderNotTravelling: boolean;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  region: string;
  postCode: string;
  countryCode: string;
};

export function createTravellerForm(id: string, type: PassengerType): TravellerForm {
  return {
    id,
    type,
    firstName: '',
    middleName: '',
    lastName: '',
    gender: '',
    dateOfBirth: '',
    nationality: '',
    documentType: 'PASSPORT',
    passportNumber: '',
    passportIssuanceDate: '',
    passportExpiryDate: '',
    mealPreference: '',
    specialAssistance: '',
  };
}

export function createContactForm(): ContactForm {
  return { email: '', countryCode: 'US', phone: '', newsletterSubscribe: false };
}

export function createBillingForm(): BillingForm {
  return {
    cardHolderName: '',
    cardHolderNotTravelling: false,
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    city: '',
    region: '',
    postCode: '',
    countryCode: '',
  };
}

/**
 * One form per passenger of the search (adults, then children, then infants; ids '1', '2'...),
 * keeping what was typed for a slot whose type is unchanged.
 */
export function reconcileTravellers(
  current: readonly TravellerForm[],
  counts: { adult: number; child: number; infant: number },
): TravellerForm[] {
  const types: PassengerType[] = [
    ...Array<PassengerType>(counts.adult).fill('adult'),
    ...Array<PassengerType>(counts.child).fill('child'),
    ...Array<PassengerType>(counts.infant).fill('infant'),
  ];
  return types.map((type, index) => {
    const id = String(index + 1);
    const existing = current[index];
    return existing && existing.type === type ? { ...existing, id } : createTravellerForm(id, type);
  });
}

/** How the offer's traveller pricings name a passenger type (Amadeus): anything else is an adult. */
const WIRE_TYPES: Record<string, PassengerType> = { CHILD: 'child', HELD_INFANT: 'infant' };

/**
 * The passengers a priced offer is for, as the trip summary numbers them: adults, then children,
 * then infants, with ids '1', '2'... (the ids the travellers are saved under).
 */
export function listPassengerSlots(
  travelerPricings: readonly { travelerType: string }[],
): { id: string; type: PassengerType }[] {
  const count = (type: PassengerType) =>
    travelerPricings.filter((t) => (WIRE_TYPES[t.travelerType] ?? 'adult') === type).length;
  return reconcileTravellers([], {
    adult: count('adult'),
    child: count('child'),
    infant: count('infant'),
  }).map(({ id, type }) => ({ id, type }));
}

/**
 * Blank text fields take the stored value; what was typed is never overwritten. A form still as it
 * was created (storage lost it) takes everything stored, its choices and checkboxes included.
 */
function fillBlanks<T extends object>(form: T, created: T, stored: Partial<T>): T {
  if (JSON.stringify(form) === JSON.stringify(created)) return { ...form, ...stored };
  const filled = { ...form };
  for (const key of Object.keys(stored) as (keyof T)[]) {
    const value = stored[key];
    if (form[key] === '' && typeof value === 'string') filled[key] = value as T[keyof T];
  }
  return filled;
}

/**
 * Fills the trip-summary forms from the visitor's booking session, which keeps what storage does
 * not (document numbers, the cardholder). A traveller form takes only the passenger stored for it:
 * same id and type, and no other name typed.
 */
export function fillFormsFromSession(
  forms: { travellers: readonly TravellerForm[]; contact: ContactForm; billing: BillingForm },
  { passengers, customer, billing }: Pick<SessionDetails, 'passengers' | 'customer' | 'billing'>,
) {
  const sameName = (form: TravellerForm, stored: Passenger) =>
    (['firstName', 'lastName'] as const).every(
      (field) => form[field].trim() === '' || form[field].trim() === stored[field],
    );
  const travellers = forms.travellers.map((form) => {
    const stored = passengers.find((p) => p.id === form.id && p.type === form.type);
    if (!stored || !sameName(form, stored)) return form;
    return fillBlanks(form, createTravellerForm(form.id, form.type), {
      ...stored,
      middleName: stored.middleName ?? '',
      passportIssuanceDate: stored.passportIssuanceDate ?? '',
      mealPreference: stored.mealPreference ?? '',
      specialAssistance: stored.specialAssistance ?? '',
    });
  });
  const phone = customer && parsePhone(customer.phone);
  const contact = customer
    ? {
        ...fillBlanks(forms.contact, createContactForm(), {
          email: customer.email,
          newsletterSubscribe: customer.newsletterSubscribe,
        }),
        // A number goes with its country: the stored picker's country comes only with a blank number.
        ...(forms.contact.phone === ''
          ? {
              phone: phone?.formatNational() ?? customer.phone,
              countryCode: customer.countryCode ?? phone?.country ?? forms.contact.countryCode,
            }
          : {}),
      }
    : forms.contact;
  const filledBilling = billing
    ? fillBlanks(forms.billing, createBillingForm(), {
        cardHolderName: billing.cardHolderName,
        cardHolderNotTravelling: !billing.isCardHolderTraveling,
        addressLine1: billing.addressLine1,
        addressLine2: billing.addressLine2 ?? '',
        addressLine3: billing.addressLine3 ?? '',
        city: billing.city,
        region: billing.region ?? '',
        postCode: billing.postCode ?? '',
        countryCode: billing.country.code,
      })
    : forms.billing;
  return { travellers, contact, billing: filledBilling };
}
