import type { Booking } from '@travel/contract/bookings';

/** The cardholder and address of a billing, as a booking keeps it. */
export type BillingAddress = Booking['billingInformation'];

/**
 * Only the cardholder and address of a billing (never its amount, currency or card), optional parts
 * left out when empty: what a booking keeps of its cart, and what a bag cart reuses of its booking.
 */
export function pickBillingAddress(billing: BillingAddress): BillingAddress {
  return {
    cardHolderName: billing.cardHolderName,
    emailId: billing.emailId,
    addressLine1: billing.addressLine1,
    city: billing.city,
    ...(billing.region ? { region: billing.region } : {}),
    ...(billing.postCode ? { postCode: billing.postCode } : {}),
    country: billing.country,
  };
}
