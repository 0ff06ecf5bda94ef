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
