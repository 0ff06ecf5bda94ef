import type { MoneyAmount } from '../money/money.schemas.ts';
import { addMoney, fromMoneyAmount, moneyFromMinor, toMoneyAmount } from '../money/money.ts';

/**
 * Spec §9 fees "atol 2.73, safi 2.93", read as two service fees in US dollars charged once per
 * booking on top of the fare and bags (the card is charged in USD). See docs/decisions/003.
 */
export const BOOKING_FEES_USD = [
  { code: 'ATOL', amount: 273 },
  { code: 'SAFI', amount: 293 },
] as const;
export type BookingFeeCode = (typeof BOOKING_FEES_USD)[number]['code'];

export type BookingCharge = {
  offer: MoneyAmount;
  bags: MoneyAmount;
  fees: Array<{ code: BookingFeeCode; amount: MoneyAmount }>;
  total: MoneyAmount;
};

/** The USD amount charged for a booking: the re-priced offer, the bags and the per-booking fees. */
export function computeBookingCharge(input: { offer: MoneyAmount; bags: MoneyAmount }): BookingCharge {
  if (input.offer.currency !== 'USD' || input.bags.currency !== 'USD') {
    throw new RangeError('A booking is charged in USD');
  }
  const fees = BOOKING_FEES_USD.map((fee) => ({
    code: fee.code,
    amount: toMoneyAmount(moneyFromMinor(fee.amount, 'USD')),
  }));
  const total = [input.bags, ...fees.map((fee) => fee.amount)].reduce(
    (sum, item) => addMoney(sum, fromMoneyAmount(item)),
    fromMoneyAmount(input.offer),
  );
  return { offer: input.offer, bags: input.bags, fees, total: toMoneyAmount(total) };
}
