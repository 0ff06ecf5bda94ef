import type { SessionTotals } from '@travel/contract/booking-session';
import type { PaymentDirectionBody } from '@travel/contract/payment';
import { isAllowedExternalNavigation } from '../../lib/safe-url';
import type { BookingApi } from './booking-api';
import type { CardTokenFields } from './booking-form.schemas';

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
    /** The gateway's origin (the API's public address). */
    gatewayOrigin: string;
    /** The method and instalment plan picked in the payment section (decision 017); a card when absent. */
    choice?: Pick<PaymentDirectionBody, 'paymentMethod' | 'instalments'>;
    /** Our own awaiting-payment page for a cart (Pix and vouchers are shown there, with a live status). */
    awaitingPath?: (cartId: string) => string;
  },
): Promise<{ redirectTo: string }> {
  let totals = options.totals;
  await options.saveBeforeCard(totals);
  // Pix, vouchers and PSE take no card: one posted with them (typed before switching, or forged) is
  // never recorded, so it can neither be charged nor change what the session holds.
  const byCard = (options.choice?.paymentMethod ?? 'card') === 'card';
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
  const direction = await booking.paymentDirection(options.choice);
  const method = direction.paymentMethod;
  if (options.awaitingPath && (method === 'pix' || method === 'oxxo' || method === 'boleto')) {
    return { redirectTo: options.awaitingPath(direction.cartId) };
  }
  if (!isAllowedExternalNavigation(direction.worldpayTransactionUrl, [options.gatewayOrigin])) {
    throw new Error('The payment page is not on the gateway origin');
  }
  return { redirectTo: direction.worldpayTransactionUrl };
}
