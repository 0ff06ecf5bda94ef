/**
 * What a cancellation gives back (issue 17), decided by the fare's rules as the offer states them:
 * - a refundable fare: the fare (and the bags bought with it) minus the penalty; no penalty when the
 *   offer is a no-penalty fare, otherwise REFUNDABLE_FARE_PENALTY_RATE of the base fare;
 * - a non-refundable fare: only its taxes (the part of the fare above the base), or nothing when the
 *   offer does not say what its base is; bags are not refunded;
 * - the service charge is never refunded.
 * Amounts are in minor units of one currency; the same rules apply to each currency of the booking.
 */

/** The penalty of a refundable fare that is not a no-penalty fare: a share of its base fare. */
export const REFUNDABLE_FARE_PENALTY_RATE = 0.1;

export interface FareRules {
  refundable: boolean;
  noPenalty: boolean;
  /** The fare's share that is base fare (0..1), from the offer's `price.base` / `price.total`; null when unknown. */
  baseShare: number | null;
}

export interface PaidLines {
  /** The fare (base and taxes). */
  offer: number;
  bags: number;
  /** The service charge. */
  fees: number;
}

export type RefundBasis = 'refundableFare' | 'taxesOnly' | 'nothing';

export interface RefundQuote {
  basis: RefundBasis;
  /** What goes back to the traveller. */
  refund: number;
  penalty: number;
  /** What stays paid: the service charge and whatever the fare does not give back. */
  kept: number;
}

/** The base share of a fare from the offer's decimal strings; null when it cannot be read. */
export function fareBaseShare(price: { base?: string; total: string }): number | null {
  const total = Number(price.total);
  const base = price.base === undefined ? Number.NaN : Number(price.base);
  if (!Number.isFinite(total) || !Number.isFinite(base) || total <= 0 || base < 0 || base > total)
    return null;
  return base / total;
}

export function quoteRefund(rules: FareRules, paid: PaidLines): RefundQuote {
  const total = paid.offer + paid.bags + paid.fees;
  if (rules.refundable) {
    const base = rules.baseShare === null ? paid.offer : Math.round(paid.offer * rules.baseShare);
    const penalty = rules.noPenalty ? 0 : Math.round(base * REFUNDABLE_FARE_PENALTY_RATE);
    const refund = paid.offer + paid.bags - penalty;
    return { basis: 'refundableFare', refund, penalty, kept: total - refund };
  }
  if (rules.baseShare === null) return { basis: 'nothing', refund: 0, penalty: 0, kept: total };
  const taxes = paid.offer - Math.round(paid.offer * rules.baseShare);
  if (taxes <= 0) return { basis: 'nothing', refund: 0, penalty: 0, kept: total };
  return { basis: 'taxesOnly', refund: taxes, penalty: 0, kept: total - taxes };
}
