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
    types: { adult: 'adulto', child: 'niño', infant: 'infante' },
    footer: 'Puedes consultar tu reserva en Mi viaje con el código y este correo electrónico.',
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
    types: { adult: 'adult', child: 'child', infant: 'infant' },
    footer: 'You can find your booking in My Journey with the reference and this e-mail address.',
  },
} as const;

/** The confirmation e-mail, Spanish or English: reference, travellers, itinerary, amounts. */
export function renderBookingConfirmation(booking: Booking): Omit<MailMessage, 'to'> {
  const w = WORDS[booking.locale];
  const money = (value: Booking['charged']) =>
    formatMoney(fromMoneyAmount(value), booking.locale, { currencyDisplay: 'code' });
  const travellers = booking.passenger.map(
    (p) => `${[p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ')} (${w.types[p.type]})`,
  );
  const legs = booking.itinerary.map((leg) => ({
    title: leg.journeyType === 'onward' ? w.onward : w.return,
    lines: leg.segments.map(
      (s) =>
        `${s.carrierCode}${s.number} ${s.from} ${s.departureAt.replace('T', ' ').slice(0, 16)} → ${s.to} ${s.arrivalAt.replace('T', ' ').slice(0, 16)}`,
    ),
  }));
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
    '',
    `${w.totalPaid}: ${money(booking.totalPaid)}`,
    `${w.charged}: ${money(booking.charged)}`,
    ...(cardText ? [`${w.card}: ${cardText}`] : []),
    '',
    w.footer,
  ].join('\n');

  const html = `<!doctype html><html lang="${booking.locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(w.greeting)}</p>
<h1 style="font-size:20px">${escapeHtml(w.reference)}: <strong>${escapeHtml(booking.referenceId)}</strong></h1>
<h2 style="font-size:16px">${escapeHtml(w.travellers)}</h2>
<ul>${travellers.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>
<h2 style="font-size:16px">${escapeHtml(w.itinerary)}</h2>
${legs.map((leg) => `<h3 style="font-size:14px">${escapeHtml(leg.title)}</h3><ul>${leg.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`).join('\n')}
<p>${escapeHtml(w.totalPaid)}: <strong>${escapeHtml(money(booking.totalPaid))}</strong><br>
${escapeHtml(w.charged)}: ${escapeHtml(money(booking.charged))}${cardText ? `<br>${escapeHtml(w.card)}: ${escapeHtml(cardText)}` : ''}</p>
<p>${escapeHtml(w.footer)}</p>
</body></html>`;

  return { subject: w.subject(booking.referenceId), text, html };
}
