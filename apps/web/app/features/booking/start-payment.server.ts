import type { SessionTotals } from '@travel/contract/booking-session';
import type { PaymentDirectionBody } from '@travel/contract/payment';
import { type Locale, localizePath } from '../../lib/locale';
import { isAllowedExternalNavigation } from '../../lib/safe-url';
import type { BookingApi } from './booking-api';
import type { CardTokenFields } from './booking-form.schemas';
import { readPaymentChoice } from './payment-methods/payment-choice';

export interface PostedPayment {
  /** The booking form as posted: its `paymentMethod` radio and `instalments` select (decision 017). */
  formData: FormData;
  locale: Locale;
  /** The gateway's origin (the API's public address): the only place Pagar may send the visitor. */
  gatewayOrigin: string;
}

/**
 * What every product derives alike from Pagar's post: the method and plan picked (a card when none),
 * and our own awaiting-payment page in the visitor's language (Pix and vouchers are shown there).
 */
export function readPostedPayment({ formData, locale }: Pick<PostedPayment, 'formData' | 'locale'>) {
  return {
    choice: readPaymentChoice(formData) satisfies Pick<PaymentDirectionBody, 'paymentMethod' | 'instalments'>,
    awaitingPath: (cartId: string) =>
      localizePath(`/booking/awaiting-payment/${encodeURIComponent(cartId)}`, locale),
  };
}

/**
 * Pagar on the server, the same for every product: what the traveller typed is saved (travellers and
 * contact first, then the card's token, which re-prices the fees, then billing against those totals),
 * the payment is started, and the answer is the gateway's page, never a URL an answer could point
 * elsewhere. Fails with the API's errors for the caller to show.
 */
export async function startPayment(
  booking: BookingApi,
  options: {
    totals: SessionTotals;
    card: CardTokenFields | undefined;
    /** Billing's cardholder: the name the card is recorded under (asked once, in billing). */
    cardHolderName: string;
    /** Saves the sections that come before the card (travellers, contact), given the totals as they stand. */
    saveBeforeCard: (totals: SessionTotals) => Promise<void>;
    /** Saves billing, with the totals the card's fees made. */
    saveAfterCard: (totals: SessionTotals) => Promise<void>;
    /** What Pagar posted and where: the method and plan are read from the form, pages are in `locale`. */
    posted: PostedPayment;
  },
): Promise<{ redirectTo: string }> {
  const { choice, awaitingPath } = readPostedPayment(options.posted);
  let totals = options.totals;
  await options.saveBeforeCard(totals);
  // Pix, vouchers and PSE take no card: one posted with them (typed before switching, or forged) is
  // never recorded, so it can neither be charged nor change what the session holds.
  const byCard = choice.paymentMethod === 'card';
  if (options.card && byCard) {
    const { card } = options;
    totals = (
      await booking.savePaymentInfo(
        { token: card.token, brand: card.brand, lastFour: card.lastFour, expiry: card.expiry },
        options.cardHolderName.trim() || card.name,
      )
    ).totals;
  }
  await options.saveAfterCard(totals);
  const direction = await booking.paymentDirection(choice);
  const method = direction.paymentMethod;
  if (method === 'pix' || method === 'oxxo' || method === 'boleto') {
    return { redirectTo: awaitingPath(direction.cartId) };
  }
  if (!isAllowedExternalNavigation(direction.worldpayTransactionUrl, [options.posted.gatewayOrigin])) {
    throw new Error('The payment page is not on the gateway origin');
  }
  return { redirectTo: direction.worldpayTransactionUrl };
}
