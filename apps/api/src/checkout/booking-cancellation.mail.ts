import { formatMoney, moneyFromMinor } from '@travel/domain/money';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';
import type { CancellationView } from './booking-cancellation.ts';

type MailLocale = 'es' | 'en' | 'pt';

/** The cancellation e-mail's words, here with the only mail that uses them. */
const WORDS: Record<
  MailLocale,
  {
    subject: (number: string, status: string) => string;
    status: Record<CancellationView['status'], string>;
    intro: (number: string, reference: string) => string;
    refund: (amount: string) => string;
    nothing: string;
    follow: string;
  }
> = {
  es: {
    subject: (number, status) => `Tu solicitud de cancelación ${number}: ${status}`,
    status: {
      received: 'recibida',
      in_review: 'en revisión',
      refunded: 'reembolsada',
      rejected: 'rechazada',
    },
    intro: (number, reference) => `Tu solicitud de cancelación ${number} de la reserva ${reference} está:`,
    refund: (amount) =>
      `Reembolso según las reglas de tu tarifa: ${amount} (el cargo por servicio no se reembolsa).`,
    nothing: 'Según las reglas de tu tarifa no hay importe para reembolsar.',
    follow: 'Sigue su estado en Mi viaje:',
  },
  en: {
    subject: (number, status) => `Your cancellation request ${number}: ${status}`,
    status: { received: 'received', in_review: 'in review', refunded: 'refunded', rejected: 'rejected' },
    intro: (number, reference) => `Your cancellation request ${number} for booking ${reference} is:`,
    refund: (amount) => `Refund under your fare's rules: ${amount} (the service charge is not refunded).`,
    nothing: "Under your fare's rules there is nothing to refund.",
    follow: 'Follow its status in My journey:',
  },
  pt: {
    subject: (number, status) => `Sua solicitação de cancelamento ${number}: ${status}`,
    status: { received: 'recebida', in_review: 'em análise', refunded: 'reembolsada', rejected: 'recusada' },
    intro: (number, reference) => `Sua solicitação de cancelamento ${number} da reserva ${reference} está:`,
    refund: (amount) =>
      `Reembolso pelas regras da sua tarifa: ${amount} (a taxa de serviço não é reembolsada).`,
    nothing: 'Pelas regras da sua tarifa não há valor a reembolsar.',
    follow: 'Acompanhe o status em Minha viagem:',
  },
};

/** "Your request … is received / in review / refunded / rejected", with the refund it was quoted. */
export function renderCancellationMail(input: {
  locale: string;
  reference: string;
  request: CancellationView;
  myJourneyUrl: string;
}): Omit<MailMessage, 'to'> {
  const locale: MailLocale = input.locale === 'en' || input.locale === 'pt' ? input.locale : 'es';
  const w = WORDS[locale];
  const { request } = input;
  const status = w.status[request.status];
  const { refund, currency } = request.quote.display;
  const money = refund > 0 ? w.refund(formatMoney(moneyFromMinor(refund, currency), locale)) : w.nothing;
  const intro = w.intro(request.number, input.reference);
  const text = [intro, status.toUpperCase(), '', money, '', w.follow, input.myJourneyUrl].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(intro)} <strong>${escapeHtml(status)}</strong></p>
<p>${escapeHtml(money)}</p>
<p>${escapeHtml(w.follow)} <a href="${escapeHtml(input.myJourneyUrl)}">${escapeHtml(input.myJourneyUrl)}</a></p>
</body></html>`;
  return { subject: w.subject(request.number, status), text, html };
}
