import type { Booking } from '@travel/contract/bookings';
import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import {
  mailButton,
  mailHeading,
  mailLink,
  mailParagraph,
  mailReference,
  mailSection,
  renderMailLayout,
} from '../platform/mail/mail-layout.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';
import { myJourneyUrl } from './booking-confirmation.mail.ts';
import type { LineDescription } from './product-line.ts';

/**
 * The e-mail that tells a traveller their paid booking could not be issued and nothing was charged;
 * what was not issued, and what to do instead, in the product line's own words; in es, en or pt.
 */
export async function renderBookingOrderFailed(
  booking: Booking,
  line: LineDescription,
  options: { webOrigin: string },
): Promise<Omit<MailMessage, 'to'>> {
  const t = mailI18n.getFixedT(booking.locale, 'mail', 'bookingOrderFailed');
  const amount = formatMoney(fromMoneyAmount(booking.charged), booking.locale, { currencyDisplay: 'code' });
  const link = myJourneyUrl(options.webOrigin, booking.locale, booking.referenceId);
  const body = t('body', { notIssued: line.orderFailed.notIssued });
  const bank = t('bank', { amount });
  const next = t('next', { tryAgain: line.orderFailed.tryAgain });
  const subject = t('subject', { reference: booking.referenceId });
  const lines = [body, bank, '', `${t('reference')}: ${booking.referenceId}`, '', next, link];
  const html = await renderMailLayout({
    locale: booking.locale,
    title: subject,
    preview: t('preview', { reference: booking.referenceId }),
    webOrigin: options.webOrigin,
    body: mailSection(
      [
        mailHeading(t('title'), 1),
        mailParagraph(body),
        mailParagraph(bank),
        mailReference(t('reference'), booking.referenceId),
        mailParagraph(next),
        mailButton(t('manage'), link),
        mailLink(link),
      ].join('\n'),
      { accent: true },
    ),
  });
  return { subject, text: lines.join('\n'), html };
}
