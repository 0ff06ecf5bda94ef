import type { Booking } from '@travel/contract/bookings';
import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
import escapeHtml from 'escape-html';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';
import { myJourneyUrl } from './booking-confirmation.mail.ts';
import type { LineDescription } from './product-line.ts';

/**
 * The e-mail that tells a traveller their paid booking could not be issued and nothing was charged;
 * what was not issued, and what to do instead, in the product line's own words.
 */
export function renderBookingOrderFailed(
  booking: Booking,
  line: LineDescription,
  options: { webOrigin: string },
): Omit<MailMessage, 'to'> {
  const t = mailI18n.getFixedT(booking.locale, 'mail', 'bookingOrderFailed');
  const amount = formatMoney(fromMoneyAmount(booking.charged), booking.locale, { currencyDisplay: 'code' });
  const link = myJourneyUrl(options.webOrigin, booking.locale, booking.referenceId);
  const body = t('body', { notIssued: line.orderFailed.notIssued });
  const bank = t('bank', { amount });
  const next = t('next', { tryAgain: line.orderFailed.tryAgain });
  const lines = [body, bank, '', `${t('reference')}: ${booking.referenceId}`, '', next, link];
  const html = `<!doctype html><html lang="${booking.locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(bank)}</p>
<p>${escapeHtml(t('reference'))}: <strong>${escapeHtml(booking.referenceId)}</strong></p>
<p>${escapeHtml(next)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`;
  return { subject: t('subject', { reference: booking.referenceId }), text: lines.join('\n'), html };
}
