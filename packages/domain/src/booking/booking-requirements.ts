/** Spec §3 booking template sent with a flight order. */
export const BOOKING_TEMPLATE = {
  type: 'flight-order',
  ticketingAgreement: { option: 'DELAY_TO_CANCEL', delay: '6D' },
  automatedProcess: [{ code: 'IMMEDIATE', queue: { number: '80', category: '0' } }],
} as const;

export type TravellerEntry = {
  firstName?: string;
  lastName?: string;
  gender?: string;
  dateOfBirth?: string;
  /** The traveller form's error flag (true while any field is invalid). */
  hasError: boolean;
};

export type BookingRequirementsInput = {
  contactInfoSet: boolean;
  paymentInfoSet: boolean;
  travellers: readonly TravellerEntry[];
  /** adult + child + infant of the search. */
  passengerCount: number;
};

/** Spec §4: contact and payment info set, one traveller entry per passenger, none in error. */
export function areBookingRequirementsFulfilled(input: BookingRequirementsInput): boolean {
  return (
    input.contactInfoSet &&
    input.paymentInfoSet &&
    input.travellers.length === input.passengerCount &&
    input.travellers.every((t) => !t.hasError)
  );
}

const filled = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * Spec §5: passengers go to the server only when the contact e-mail exists, every traveller is
 * present without errors, and each has first name, last name, gender and date of birth.
 */
export function canSyncPassengers(input: {
  contactEmail: string | undefined;
  travellers: readonly TravellerEntry[];
  passengerCount: number;
}): boolean {
  return (
    filled(input.contactEmail) &&
    input.travellers.length === input.passengerCount &&
    input.travellers.every(
      (t) =>
        !t.hasError && filled(t.firstName) && filled(t.lastName) && filled(t.gender) && filled(t.dateOfBirth),
    )
  );
}

/** Spec §5: the customer goes to the server only when both e-mail and phone are set. */
export function canSyncCustomer(customer: { email?: string; phone?: string }): boolean {
  return filled(customer.email) && filled(customer.phone);
}
