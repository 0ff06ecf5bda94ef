import type { Booking } from '@travel/contract/bookings';
import { getCheckInOpening, isCheckInOpen } from '@travel/domain/check-in';
import { SITE_LOCALE_BCP47 } from '@travel/domain/locale';
import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
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
import { formatWallClock } from './booking-document-dates.ts';
import type { LineDescription, LineSection } from './product-line.ts';

/** My Journey on the web app for this locale, with the code filled in (never the e-mail address). */
export function myJourneyUrl(webOrigin: string, locale: Booking['locale'], referenceId: string): string {
  const url = new URL(`${locale === 'es' ? '' : `/${locale}`}/user/my-journey`, webOrigin);
  url.searchParams.set('reference', referenceId);
  return url.href;
}

/** A section of the line's description as plain text lines. */
function sectionText(section: LineSection): string[] {
  switch (section.kind) {
    case 'list':
      return [`${section.heading}:`, ...section.items.map((item) => `- ${item}`)];
    case 'groups':
      return [
        `${section.heading}:`,
        ...section.groups.flatMap((group) => [
          `${group.heading}:`,
          ...group.items.map((item) => `  ${item}`),
        ]),
        ...(section.note ? [section.note] : []),
      ];
    case 'fact':
      return [`${section.label}: ${section.value}`];
  }
}

/** A section of the line's description as MJML blocks, every string escaped by the helpers. */
function sectionMjml(section: LineSection): string {
  switch (section.kind) {
    case 'list':
      return mailList(section.items, section.heading);
    case 'groups':
      return [
        mailHeading(section.heading),
        ...section.groups.map((group) => mailList(group.items, group.heading)),
        ...(section.note ? [mailParagraph(section.note, { muted: true })] : []),
      ].join('\n');
    case 'fact':
      return mailParagraph(`${section.label}: ${section.value}`);
  }
}

/**
 * The confirmation's "next steps": when online check-in opens for each direction (24 real hours before
 * the departure instant in its airport's zone, read on that airport's clocks), that it is open already
 * when that moment has passed at `now`, or the hotel's check-in. A booking ordered before zones were
 * recorded gets them when it is read (bookings.service.ts); a segment whose airport's zone is not
 * known at all is counted on the wall clock.
 */
export function describeCheckIn(booking: Booking, now: Date): string[] {
  const t = mailI18n.getFixedT(booking.locale, 'mail', 'bookingConfirmation');
  const words = mailI18n.getFixedT(booking.locale, 'mail', 'flightLine');
  if (booking.productType === 'hotel' && booking.hotel) {
    const date = new Intl.DateTimeFormat(SITE_LOCALE_BCP47[booking.locale], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${booking.hotel.stay.checkInDate}T00:00:00Z`));
    return [t('hotelCheckIn', { time: booking.hotel.policies.checkIn, date })];
  }
  return booking.itinerary.flatMap((journey) => {
    const first = journey.segments[0];
    if (!first) return [];
    const opening = getCheckInOpening(first.departureAt, first.departureTimeZone);
    const direction = words(journey.journeyType).toLowerCase();
    if (isCheckInOpen(opening, now)) {
      return [t('checkInOpen', { airport: first.from, journey: direction })];
    }
    return [
      t('checkIn', {
        date: formatWallClock(opening.localDateTime, booking.locale),
        airport: first.from,
        journey: direction,
      }),
    ];
  });
}

/**
 * The price breakdown rows of the e-mail and the receipt: what was booked, extras, the service fee,
 * the total and the USD charge, named as the confirmation page names them (the flights, or the stay
 * with its taxes, and Andariego's service fee), so the traveller reads one word for one amount.
 */
export function describeAmounts(booking: Booking) {
  const t = mailI18n.getFixedT(booking.locale, 'mail', 'bookingConfirmation');
  const money = (value: Booking['charged']) =>
    formatMoney(fromMoneyAmount(value), booking.locale, { currencyDisplay: 'code' });
  const display = booking.amounts.display;
  const card = booking.paymentInformation.transactions.find((transaction) => transaction.card)?.card;
  return [
    {
      label: booking.productType === 'hotel' && booking.hotel ? t('stay') : t('flights'),
      value: money(display.offer),
    },
    ...(display.bags.amount > 0 ? [{ label: t('bags'), value: money(display.bags) }] : []),
    { label: t('serviceFee'), value: money(display.fees) },
    { label: t('totalPaid'), value: money(booking.totalPaid), strong: true },
    { label: t('charged'), value: money(booking.charged), strong: true },
    ...(card ? [{ label: t('card'), value: `${card.brand.toUpperCase()} •••• ${card.lastFour}` }] : []),
  ];
}

/**
 * The confirmation e-mail in the booking's language (es, en, pt): the logo, the reference big, what
 * was booked as its product line describes it (a flight: travellers, itinerary in local times, extra
 * bags, the airline's locator), the price breakdown with the USD charge, when check-in opens and the
 * link to My Journey; a plain-text part with the same. Nothing here knows which product it is.
 */
export async function renderBookingConfirmation(
  booking: Booking,
  line: LineDescription,
  /** `now`: when the mail is rendered, which says whether check-in is open already. */
  options: { webOrigin: string; now: Date },
): Promise<Omit<MailMessage, 'to'>> {
  const t = mailI18n.getFixedT(booking.locale, 'mail', 'bookingConfirmation');
  const link = myJourneyUrl(options.webOrigin, booking.locale, booking.referenceId);
  const amounts = describeAmounts(booking);
  const checkIn = describeCheckIn(booking, options.now);
  const subject = t('subject', { reference: booking.referenceId });

  const text = [
    t('title'),
    t('greeting'),
    '',
    `${t('reference')}: ${booking.referenceId}`,
    ...line.references.map((reference) => `${reference.label}: ${reference.value}`),
    ...line.sections.flatMap((section) => ['', ...sectionText(section)]),
    '',
    `${t('breakdown')}:`,
    ...amounts.map((row) => `${row.label}: ${row.value}`),
    t('chargedNote'),
    '',
    `${t('nextSteps')}:`,
    ...checkIn.map((sentence) => `- ${sentence}`),
    '',
    t('footer'),
    link,
  ].join('\n');

  const body = [
    mailSection(
      [
        mailHeading(t('title'), 1),
        mailParagraph(t('greeting')),
        mailReference(t('reference'), booking.referenceId),
        ...line.references.map((reference) => mailParagraph(`${reference.label}: ${reference.value}`)),
      ].join('\n'),
      { accent: true },
    ),
    mailSection([mailHeading(line.title), ...line.sections.map(sectionMjml)].join('\n')),
    mailSection(
      [
        mailHeading(t('breakdown')),
        mailAmounts(amounts),
        mailParagraph(t('chargedNote'), { muted: true }),
      ].join('\n'),
    ),
    mailSection(
      [
        mailHeading(t('nextSteps')),
        ...(checkIn.length > 0 ? [mailList(checkIn)] : []),
        mailParagraph(t('footer')),
        mailButton(t('manage'), link),
        mailLink(link),
      ].join('\n'),
    ),
  ].join('\n');

  const html = await renderMailLayout({
    locale: booking.locale,
    title: subject,
    preview: t('preview', { reference: booking.referenceId }),
    body,
    webOrigin: options.webOrigin,
  });
  return { subject, text, html };
}
