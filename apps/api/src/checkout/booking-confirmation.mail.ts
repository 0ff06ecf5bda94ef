import type { Booking } from '@travel/contract/bookings';
import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
import escapeHtml from 'escape-html';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';
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

const listHtml = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** A section of the line's description as HTML, every string escaped. */
function sectionHtml(section: LineSection): string {
  switch (section.kind) {
    case 'list':
      return `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2>\n${listHtml(section.items)}`;
    case 'groups':
      return [
        `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2>`,
        ...section.groups.map(
          (group) => `<h3 style="font-size:14px">${escapeHtml(group.heading)}</h3>${listHtml(group.items)}`,
        ),
        ...(section.note ? [`<p style="font-size:13px">${escapeHtml(section.note)}</p>`] : []),
      ].join('\n');
    case 'fact':
      return `<p>${escapeHtml(section.label)}: ${escapeHtml(section.value)}</p>`;
  }
}

/**
 * The confirmation e-mail, Spanish or English: reference, what was booked as its product line
 * describes it (a flight: travellers, itinerary in local times, extra bags, the airline's locator),
 * amounts and the link to My Journey. Nothing here knows which product it is.
 */
export function renderBookingConfirmation(
  booking: Booking,
  line: LineDescription,
  options: { webOrigin: string },
): Omit<MailMessage, 'to'> {
  const t = mailI18n.getFixedT(booking.locale, 'mail', 'bookingConfirmation');
  const link = myJourneyUrl(options.webOrigin, booking.locale, booking.referenceId);
  const money = (value: Booking['charged']) =>
    formatMoney(fromMoneyAmount(value), booking.locale, { currencyDisplay: 'code' });
  const card = booking.paymentInformation.transactions.find((transaction) => transaction.card)?.card;
  const cardText = card ? `${card.brand.toUpperCase()} •••• ${card.lastFour}` : '';

  const text = [
    t('greeting'),
    '',
    `${t('reference')}: ${booking.referenceId}`,
    ...line.references.map((reference) => `${reference.label}: ${reference.value}`),
    ...line.sections.flatMap((section) => ['', ...sectionText(section)]),
    '',
    `${t('totalPaid')}: ${money(booking.totalPaid)}`,
    `${t('charged')}: ${money(booking.charged)}`,
    ...(cardText ? [`${t('card')}: ${cardText}`] : []),
    '',
    t('footer'),
    link,
  ].join('\n');

  const html = `<!doctype html><html lang="${booking.locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t('greeting'))}</p>
<h1 style="font-size:20px">${escapeHtml(t('reference'))}: <strong>${escapeHtml(booking.referenceId)}</strong></h1>
${line.references.map((reference) => `<p>${escapeHtml(reference.label)}: <strong>${escapeHtml(reference.value)}</strong></p>\n`).join('')}${line.sections.map(sectionHtml).join('\n')}
<p>${escapeHtml(t('totalPaid'))}: <strong>${escapeHtml(money(booking.totalPaid))}</strong><br>
${escapeHtml(t('charged'))}: ${escapeHtml(money(booking.charged))}${cardText ? `<br>${escapeHtml(t('card'))}: ${escapeHtml(cardText)}` : ''}</p>
<p>${escapeHtml(t('footer'))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`;

  return { subject: t('subject', { reference: booking.referenceId }), text, html };
}
