import type { Guest, TravellerBody } from '@travel/contract/booking-session';
import {
  areBookingRequirementsFulfilled,
  findRepeatedDocuments,
  type Passenger,
  PassengerSchema,
  type TravellerIssue,
  validateTraveller,
} from '@travel/domain/booking';
import type { ProblemFieldError } from '@travel/domain/problem';
import type { LineRequirements, StoredTraveller } from './product-line.ts';

/** What a cart holds of what the traveller provides. */
export interface ProvidedDetails {
  customer: object | null;
  passengers: readonly StoredTraveller[];
  card: object | null;
  billing: object | null;
}

/** Spec §4 requirements, as the line states them, plus billing: the steps still missing before payment. */
export function findMissingSteps(provided: ProvidedDetails, requirements: LineRequirements): string[] {
  const travellerCount = requirements.travellers.slots.length;
  const contactSet = !requirements.contact || provided.customer !== null;
  const fulfilled = areBookingRequirementsFulfilled({
    contactInfoSet: contactSet,
    paymentInfoSet: provided.card !== null,
    travellers: provided.passengers.map((p) => ({ ...p, hasError: false })),
    passengerCount: travellerCount,
  });
  const missing: string[] = [];
  if (!contactSet) missing.push('customerDetails');
  if (provided.passengers.length !== travellerCount) missing.push('passengers');
  if (!provided.card) missing.push('paymentInformation');
  if (requirements.billing && !provided.billing) missing.push('billingInformation');
  if (!fulfilled && missing.length === 0) missing.push('passengers');
  return missing;
}

const TRAVELLER_MESSAGES: Record<TravellerIssue['code'], string> = {
  'birth-in-future': 'dateOfBirth is in the future',
  'birth-too-early': 'dateOfBirth is more than 120 years ago',
  'type-mismatch': 'type does not match the age on the travel dates',
  'document-expires-before-return': 'passportExpiryDate must be after the last flight',
  'document-issued-in-future': 'passportIssuanceDate is in the future',
  'national-id-invalid': 'passportNumber is not a valid national ID for the nationality',
};
const DOCUMENT_ISSUES: ReadonlySet<TravellerIssue['code']> = new Set([
  'document-expires-before-return',
  'document-issued-in-future',
  'national-id-invalid',
]);
const TYPES = ['adult', 'child', 'infant'] as const;

/**
 * Spec §7 create-passenger against what the line asks for: one traveller per slot, of the same types,
 * each valid on the trip's dates (age for the type, document valid after the trip when the line
 * needs one). A line that needs documents needs every passenger field (PassengerSchema); one that
 * does not (a hotel, decision 014) takes names only, and checks the rest when it is given. Answers
 * the field errors, or the travellers with the line's id for each.
 */
export function assignTravellers(
  sent: readonly TravellerBody[],
  requirements: LineRequirements['travellers'],
  today: string,
): { errors: ProblemFieldError[]; travellers: StoredTraveller[] } {
  const errors: ProblemFieldError[] = [];
  const passengers: Array<Passenger | Guest> = sent.map((traveller, index) => {
    const full = PassengerSchema.safeParse(traveller);
    if (full.success) return full.data;
    if (requirements.documents) {
      for (const issue of full.error.issues) {
        errors.push({ path: ['passengers', index, ...issue.path].join('.'), message: issue.message });
      }
    }
    const { id, type, firstName, middleName, lastName } = traveller;
    return { id, type, firstName, ...(middleName ? { middleName } : {}), lastName };
  });
  if (errors.length > 0) return { errors, travellers: [] };
  return assignChecked(passengers, requirements, today);
}

function assignChecked(
  passengers: ReadonlyArray<Passenger | Guest>,
  requirements: LineRequirements['travellers'],
  today: string,
): { errors: ProblemFieldError[]; travellers: StoredTraveller[] } {
  const { slots } = requirements;
  const errors: ProblemFieldError[] = [];
  if (passengers.length !== slots.length) {
    errors.push({
      path: 'passengers',
      message: `the offer is for ${slots.length} travellers, ${passengers.length} were sent`,
    });
  } else {
    const count = (types: string[]) => TYPES.map((type) => types.filter((t) => t === type).length).join('/');
    const expected = count(slots.map((slot) => slot.type));
    if (count(passengers.map((p) => p.type)) !== expected) {
      errors.push({ path: 'passengers', message: `adults/children/infants must be ${expected}` });
    }
  }
  const trip = { ...requirements.trip, today };
  passengers.forEach((passenger, index) => {
    if (!('dateOfBirth' in passenger)) return;
    for (const issue of validateTraveller(passenger, trip)) {
      if (!requirements.documents && DOCUMENT_ISSUES.has(issue.code)) continue;
      errors.push({ path: `passengers.${index}.${issue.field}`, message: TRAVELLER_MESSAGES[issue.code] });
    }
  });
  const documented = passengers.filter((passenger): passenger is Passenger => 'passportNumber' in passenger);
  if (requirements.documents && documented.length === passengers.length) {
    for (const index of findRepeatedDocuments(documented)) {
      errors.push({
        path: `passengers.${index}.passportNumber`,
        message: 'passportNumber is the same as another traveller’s',
      });
    }
  }
  if (errors.length > 0) return { errors, travellers: [] };

  const free = [...slots];
  const travellers = passengers.map((passenger) => {
    const index = free.findIndex((slot) => slot.type === passenger.type);
    const [slot] = free.splice(index, 1);
    return { ...passenger, travelerId: slot?.id ?? passenger.id };
  });
  return { errors, travellers };
}
