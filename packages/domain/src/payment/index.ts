export {
  type AllInPrice,
  convertBookingFees,
  type DecimalAmount,
  priceAllIn,
  toAllInPriceRange,
  toFarePriceRange,
} from './all-in-price.ts';
export {
  BOOKING_FEES_USD,
  type BookingCharge,
  type BookingFeeCode,
  computeBookingCharge,
} from './booking-fees.ts';
export {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  BookingReferenceSchema,
  buildBookingReference,
  isBookingReference,
  normalizeBookingReference,
} from './booking-reference.ts';
export {
  buildPaymentMacMessage,
  PAYMENT_STATUSES,
  type PaymentReturn,
  PaymentReturnSchema,
  type PaymentStatus,
  toPaymentReturnQuery,
} from './payment-return.ts';
