import type { SessionTotals } from '@travel/contract/booking-session';
import type { MoneyAmount } from '@travel/domain/money';
import { computeBookingCharge } from '@travel/domain/payment';
import { AppError } from '../errors.ts';
import type { SessionLine } from './product-line.ts';

const money = (amount: number, currency: string): MoneyAmount => ({ amount, currency });

/** The part of a cart its totals are made of. */
export interface PricedCart {
  displayCurrency: string;
  line: Pick<SessionLine, 'base' | 'extras'>;
  /** Spec §9 per-booking fees in the display currency. */
  feesDisplay: number;
}

/**
 * The line (`offer`), its extras (`bags`) and the per-booking fees of a cart, in its display
 * currency and in USD (what is charged).
 */
export function computeSessionTotals(cart: PricedCart): SessionTotals {
  const currency = cart.displayCurrency;
  const { base, extras } = cart.line;
  const charge = computeBookingCharge({ offer: money(base.usd, 'USD'), bags: money(extras.usd, 'USD') });
  const feesUsd = charge.fees.reduce((sum, fee) => sum + fee.amount.amount, 0);
  return {
    display: {
      offer: money(base.display, currency),
      bags: money(extras.display, currency),
      fees: money(cart.feesDisplay, currency),
      total: money(base.display + extras.display + cart.feesDisplay, currency),
    },
    usd: {
      offer: charge.offer,
      bags: charge.bags,
      fees: money(feesUsd, 'USD'),
      total: charge.total,
    },
  };
}

/**
 * A client-stated amount must equal the server's total, in the display currency or in USD;
 * the server never charges what a browser says, it only refuses a disagreement.
 */
export function assertClientAmount(totals: SessionTotals, claim: MoneyAmount, path: string): void {
  const expected = claim.currency === 'USD' ? totals.usd.total : totals.display.total;
  if (claim.currency !== expected.currency || claim.amount !== expected.amount) {
    throw new AppError('AMOUNT_MISMATCH', {
      detail: `Expected ${expected.amount} ${expected.currency} (minor units), got ${claim.amount} ${claim.currency}`,
      errors: [{ path, message: `must be ${expected.amount} ${expected.currency} in minor units` }],
    });
  }
}
