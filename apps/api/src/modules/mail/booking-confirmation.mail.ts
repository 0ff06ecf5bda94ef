import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
import type { MailMessage } from '../../providers/mailer/mailer.port.ts';
import type { Booking } from '../bookings/bookings.schemas.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const WORDS = {
  es: {
    subject: (ref: string) => `Tu reserva ${ref} está confirmada`,
    greeting: 'Gracias por tu reserva. Este es el resumen:',
    reference: 'Código de reserva',
    travellers: 'Viajeros',
    itinerary: 'Itinerario',
    onward: 'Ida',
    return: 'Vuelta',
    totalPaid: 'Total pagado',
    charged: 'Cargo en tu tarjeta (USD)',
    card: 'Tarjeta',
    bags: 'Equipaje facturado adicional',
    bagCount: (n: number) => (n === 1 ? '1 maleta' : `${n} maletas`),
    types: { adult: 'adulto', child: 'niño', infant: 'infante' },
    footer: 'Puedes consultar tu reserva en Mi viaje con el código y este correo electrónico:',
    times: 'Horarios locales de cada aeropuerto.',
  },
  en: {
    subject: (ref: string) => `Your booking ${ref} is confirmed`,
    greeting: 'Thank you for your booking. Here is the summary:',
    reference: 'Booking reference',
    travellers: 'Travellers',
    itinerary: 'Itinerary',
    onward: 'Outbound',
    return: 'Return',
    totalPaid: 'Total paid',
    charged: 'Charged to your card (USD)',
    card: 'Card',
    bags: 'Extra checked bags',
    bagCount: (n: number) => (n === 1 ? '1 bag' : `${n} bags`),
    types: { adult: 'adult', child: 'child', infant: 'infant' },
    footer: 'You can find your booking in My Journey with the reference and this e-mail address:',
    times: 'Times are local to each airport.',
  },
} as const;

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};
const DATE_FORMATS = {
  es: new Intl.DateTimeFormat('es-419', DATE_OPTIONS),
  en: new Intl.DateTimeFormat('en-US', DATE_OPTIONS),
};

/** A segment's local time ('2027-03-10T07:45:00', no offset) as the reader's words; read as UTC so it never shifts. */
function formatLocalTime(localDateTime: string, locale: Booking['locale']): string {
  const date = new Date(`${localDateTime.slice(0, 19)}Z`);
  return Number.isNaN(date.getTime()) ? localDateTime : DATE_FORMATS[locale].format(date);
}

/** My Journey on the web app for this locale, with the code filled in (never the e-mail address). */
export function myJourneyUrl(webOrigin: string, locale: Booking['locale'], referenceId: string): string {
  const url = new URL(`${locale === 'en' ? '/en' : ''}/user/my-journey`, webOrigin);
  url.searchParams.set('reference', referenceId);
  return url.href;
}

/**
 * The confirmation e-mail, Spanish or English: reference, travellers, itinerary in local times,
 * extra bags, amounts and the link to My Journey.
 */
export function renderBookingConfirmation(
  booking: Booking,
  options: { webOrigin: string },
): Omit<MailMessage, 'to'> {
  const w = WORDS[booking.locale];
  const link = myJourneyUrl(options.webOrigin, booking.locale, booking.referenceId);
  const money = (value: Booking['charged']) =>
    formatMoney(fromMoneyAmount(value), booking.locale, { currencyDisplay: 'code' });
  const travellers = booking.passenger.map(
    (p) => `${[p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ')} (${w.types[p.type]})`,
  );
  const legs = booking.itinerary.map((leg) => ({
    title: leg.journeyType === 'onward' ? w.onward : w.return,
    lines: leg.segments.map(
      (s) =>
        `${s.carrierCode}${s.number} ${s.from} ${formatLocalTime(s.departureAt, booking.locale)} → ${s.to} ${formatLocalTime(s.arrivalAt, booking.locale)}`,
    ),
  }));
  const bags = booking.additionalServices.baggages
    .filter((bag) => bag.quantity > 0)
    .map((bag) => `${bag.journeyType === 'onward' ? w.onward : w.return}: ${w.bagCount(bag.quantity)}`);
  const card = booking.paymentInformation.transactions.find((t) => t.card)?.card;
  const cardText = card ? `${card.brand.toUpperCase()} •••• ${card.lastFour}` : '';

  const text = [
    w.greeting,
    '',
    `${w.reference}: ${booking.referenceId}`,
    '',
    `${w.travellers}:`,
    ...travellers.map((t) => `- ${t}`),
    '',
    `${w.itinerary}:`,
    ...legs.flatMap((leg) => [`${leg.title}:`, ...leg.lines.map((l) => `  ${l}`)]),
    w.times,
    ...(bags.length > 0 ? ['', `${w.bags}: ${bags.join(', ')}`] : []),
    '',
    `${w.totalPaid}: ${money(booking.totalPaid)}`,
    `${w.charged}: ${money(booking.charged)}`,
    ...(cardText ? [`${w.card}: ${cardText}`] : []),
    '',
    w.footer,
    link,
  ].join('\n');

  const html = `<!doctype html><html lang="${booking.locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(w.greeting)}</p>
<h1 style="font-size:20px">${escapeHtml(w.reference)}: <strong>${escapeHtml(booking.referenceId)}</strong></h1>
<h2 style="font-size:16px">${escapeHtml(w.travellers)}</h2>
<ul>${travellers.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>
<h2 style="font-size:16px">${escapeHtml(w.itinerary)}</h2>
${legs.map((leg) => `<h3 style="font-size:14px">${escapeHtml(leg.title)}</h3><ul>${leg.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`).join('\n')}
<p style="font-size:13px">${escapeHtml(w.times)}</p>
${bags.length > 0 ? `<p>${escapeHtml(w.bags)}: ${escapeHtml(bags.join(', '))}</p>\n` : ''}<p>${escapeHtml(w.totalPaid)}: <strong>${escapeHtml(money(booking.totalPaid))}</strong><br>
${escapeHtml(w.charged)}: ${escapeHtml(money(booking.charged))}${cardText ? `<br>${escapeHtml(w.card)}: ${escapeHtml(cardText)}` : ''}</p>
<p>${escapeHtml(w.footer)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`;

  return { subject: w.subject(booking.referenceId), text, html };
}
