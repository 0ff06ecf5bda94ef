import type { Booking } from '@travel/contract/bookings';
import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
import { myJourneyUrl } from '../checkout/booking-confirmation.mail.ts';
import type { LineDescription } from '../checkout/product-line.ts';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import {
  mailAmounts,
  mailButton,
  mailHeading,
  mailLink,
  mailList,
  mailParagraph,
  mailReference,
  mailSection,
  renderMailLayout,
} from '../platform/mail/mail-layout.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';

/**
 * The e-mail that says the bags were added (es, en, pt), on the branded MJML layout: the purchase's
 * own code, the booking it adds to, the bags per traveller and direction, what was paid (bags and
 * service charge) with the USD charge, and My Journey for the booking itself.
 */
export async function renderBagAdditionConfirmation(
  booking: Booking,
  line: LineDescription,
  options: { webOrigin: string },
): Promise<Omit<MailMessage, 'to'>> {
  const t = mailI18n.getFixedT(booking.locale, 'mail', 'bagAddition');
  const original = booking.bagAddition?.bookingReferenceId ?? line.references[0]?.value ?? '';
  const link = myJourneyUrl(options.webOrigin, booking.locale, original);
  const money = (value: Booking['charged']) =>
    formatMoney(fromMoneyAmount(value), booking.locale, { currencyDisplay: 'code' });
  const amounts = [
    { label: t('bagsAmount'), value: money(booking.amounts.display.bags) },
    { label: t('serviceCharge'), value: money(booking.amounts.display.fees) },
    { label: t('totalPaid'), value: money(booking.totalPaid), strong: true },
    { label: t('charged'), value: money(booking.charged), strong: true },
  ];
  const items = line.sections.flatMap((section) => (section.kind === 'list' ? section.items : []));
  const subject = t('subject', { reference: original });

  const text = [
    t('heading'),
    t('greeting', { reference: original }),
    '',
    `${t('reference')}: ${booking.referenceId}`,
    `${t('booking')}: ${original}`,
    '',
    `${t('bags')}:`,
    ...items.map((item) => `- ${item}`),
    '',
    `${t('breakdown')}:`,
    ...amounts.map((row) => `${row.label}: ${row.value}`),
    t('chargedNote'),
    '',
    t('airport'),
    t('footer'),
    link,
  ].join('\n');

  const body = [
    mailSection(
      [
        mailHeading(t('heading'), 1),
        mailParagraph(t('greeting', { reference: original })),
        mailReference(t('reference'), booking.referenceId),
        mailParagraph(`${t('booking')}: ${original}`),
      ].join('\n'),
      { accent: true },
    ),
    mailSection([mailHeading(line.title), mailList(items, t('bags'))].join('\n')),
    mailSection(
      [
        mailHeading(t('breakdown')),
        mailAmounts(amounts),
        mailParagraph(t('chargedNote'), { muted: true }),
      ].join('\n'),
    ),
    mailSection(
      [
        mailParagraph(t('airport')),
        mailParagraph(t('footer')),
        mailButton(t('manage'), link),
        mailLink(link),
      ].join('\n'),
    ),
  ].join('\n');

  const html = await renderMailLayout({
    locale: booking.locale,
    title: subject,
    preview: t('preview', { reference: original }),
    body,
    webOrigin: options.webOrigin,
  });
  return { subject, text, html };
}
