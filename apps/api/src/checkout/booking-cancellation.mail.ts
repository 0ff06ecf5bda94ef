import type { SiteLocale } from '@travel/contract/locale';
import { formatMoney, moneyFromMinor } from '@travel/domain/money';
import {
  mailAmounts,
  mailButton,
  mailHeading,
  mailLink,
  mailParagraph,
  mailReference,
  mailSection,
  renderMailLayout,
} from '../platform/mail/mail-layout.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';
import type { CancellationView } from './booking-cancellation.ts';
import { myJourneyUrl } from './booking-confirmation.mail.ts';

/** The cancellation e-mail's words, here with the only mail that uses them. */
const WORDS: Record<
  SiteLocale,
  {
    subject: (number: string, status: string) => string;
    preview: (reference: string) => string;
    title: string;
    status: Record<CancellationView['status'], string>;
    intro: (number: string, reference: string) => string;
    request: string;
    reference: string;
    amounts: string;
    refundRow: string;
    penaltyRow: string;
    keptRow: string;
    chargedRow: (currency: string) => string;
    refund: (amount: string) => string;
    nothing: string;
    follow: string;
    manage: string;
  }
> = {
  es: {
    subject: (number, status) => `Tu solicitud de cancelación ${number}: ${status}`,
    preview: (reference) => `La cancelación de tu reserva ${reference}: su estado y lo que se reembolsa.`,
    title: 'Solicitud de cancelación',
    status: {
      received: 'recibida',
      in_review: 'en revisión',
      refunded: 'reembolsada',
      rejected: 'rechazada',
    },
    intro: (number, reference) => `Tu solicitud de cancelación ${number} de la reserva ${reference} está:`,
    request: 'Número de la solicitud',
    reference: 'Código de reserva',
    amounts: 'Reembolso',
    refundRow: 'Reembolso según tu tarifa',
    penaltyRow: 'Penalidad de la tarifa',
    keptRow: 'No reembolsable (incluye el cargo por servicio)',
    chargedRow: (currency) => `Se devuelve en ${currency}, la moneda del cobro`,
    refund: (amount) =>
      `Reembolso según las reglas de tu tarifa: ${amount} (el cargo por servicio no se reembolsa).`,
    nothing: 'Según las reglas de tu tarifa no hay importe para reembolsar.',
    follow: 'Sigue su estado en Mi viaje:',
    manage: 'Ver mi reserva',
  },
  en: {
    subject: (number, status) => `Your cancellation request ${number}: ${status}`,
    preview: (reference) => `Cancelling your booking ${reference}: its status and what is refunded.`,
    title: 'Cancellation request',
    status: { received: 'received', in_review: 'in review', refunded: 'refunded', rejected: 'rejected' },
    intro: (number, reference) => `Your cancellation request ${number} for booking ${reference} is:`,
    request: 'Request number',
    reference: 'Booking reference',
    amounts: 'Refund',
    refundRow: "Refund under your fare's rules",
    penaltyRow: "The fare's penalty",
    keptRow: 'Not refundable (includes the service charge)',
    chargedRow: (currency) => `Returned in ${currency}, the currency charged`,
    refund: (amount) => `Refund under your fare's rules: ${amount} (the service charge is not refunded).`,
    nothing: "Under your fare's rules there is nothing to refund.",
    follow: 'Follow its status in My journey:',
    manage: 'See my booking',
  },
  pt: {
    subject: (number, status) => `Sua solicitação de cancelamento ${number}: ${status}`,
    preview: (reference) => `O cancelamento da sua reserva ${reference}: o status e o que é reembolsado.`,
    title: 'Solicitação de cancelamento',
    status: { received: 'recebida', in_review: 'em análise', refunded: 'reembolsada', rejected: 'recusada' },
    intro: (number, reference) => `Sua solicitação de cancelamento ${number} da reserva ${reference} está:`,
    request: 'Número da solicitação',
    reference: 'Código da reserva',
    amounts: 'Reembolso',
    refundRow: 'Reembolso pelas regras da tarifa',
    penaltyRow: 'Multa da tarifa',
    keptRow: 'Não reembolsável (inclui a taxa de serviço)',
    chargedRow: (currency) => `Devolvido em ${currency}, a moeda da cobrança`,
    refund: (amount) =>
      `Reembolso pelas regras da sua tarifa: ${amount} (a taxa de serviço não é reembolsada).`,
    nothing: 'Pelas regras da sua tarifa não há valor a reembolsar.',
    follow: 'Acompanhe o status em Minha viagem:',
    manage: 'Ver minha reserva',
  },
};

/**
 * "Your request … is received / in review / refunded / rejected", with the refund it was quoted, on
 * the branded layout (decision 019): the amounts in the currency the traveller saw and, when the
 * payment was charged in another (a card: USD), what goes back in that one.
 */
export async function renderCancellationMail(input: {
  locale: string;
  reference: string;
  request: CancellationView;
  /** The currency the booking was charged in (USD for a card, BRL/MXN/COP for a local method). */
  chargedCurrency: string;
  webOrigin: string;
}): Promise<Omit<MailMessage, 'to'>> {
  const locale: SiteLocale = input.locale === 'en' || input.locale === 'pt' ? input.locale : 'es';
  const w = WORDS[locale];
  const { request } = input;
  const status = w.status[request.status];
  const { display, usd } = request.quote;
  const money = (amount: number, currency: string) =>
    formatMoney(moneyFromMinor(amount, currency), locale, { currencyDisplay: 'code' });
  const link = myJourneyUrl(input.webOrigin, locale, input.reference);
  const summary = display.refund > 0 ? w.refund(money(display.refund, display.currency)) : w.nothing;
  const intro = w.intro(request.number, input.reference);
  const subject = w.subject(request.number, status);

  const rows = [
    { label: w.refundRow, value: money(display.refund, display.currency), strong: true },
    ...(display.penalty > 0
      ? [{ label: w.penaltyRow, value: money(display.penalty, display.currency) }]
      : []),
    { label: w.keptRow, value: money(display.kept, display.currency) },
    // A card is charged in USD whatever currency the prices were shown in: say what it gets back.
    ...(display.refund > 0 && input.chargedCurrency === usd.currency && display.currency !== usd.currency
      ? [{ label: w.chargedRow(usd.currency), value: money(usd.refund, usd.currency), strong: true }]
      : []),
  ];

  const text = [
    intro,
    status.toUpperCase(),
    '',
    `${w.request}: ${request.number}`,
    `${w.reference}: ${input.reference}`,
    '',
    summary,
    ...rows.map((row) => `${row.label}: ${row.value}`),
    '',
    w.follow,
    link,
  ].join('\n');

  const body = [
    mailSection(
      [
        mailHeading(w.title, 1),
        mailParagraph(`${intro} ${status}`),
        mailReference(w.request, request.number),
        mailParagraph(`${w.reference}: ${input.reference}`),
      ].join('\n'),
      { accent: true },
    ),
    mailSection([mailHeading(w.amounts), mailParagraph(summary), mailAmounts(rows)].join('\n')),
    mailSection([mailParagraph(w.follow), mailButton(w.manage, link), mailLink(link)].join('\n')),
  ].join('\n');

  const html = await renderMailLayout({
    locale,
    title: subject,
    preview: w.preview(input.reference),
    body,
    webOrigin: input.webOrigin,
  });
  return { subject, text, html };
}
