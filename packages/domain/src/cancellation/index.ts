export {
  buildCancellationNumber,
  CANCELLATION_STATUSES,
  type CancellationStatus,
  canMoveCancellation,
  OPEN_CANCELLATION_STATUSES,
} from './cancellation-status.ts';
export {
  type FareRules,
  fareBaseShare,
  type PaidLines,
  quoteRefund,
  REFUNDABLE_FARE_PENALTY_RATE,
  type RefundBasis,
  type RefundQuote,
} from './refund-rules.ts';
