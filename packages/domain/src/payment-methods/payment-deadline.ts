import { SITE_LOCALE_BCP47, type SiteLocale } from '../locale/site-locales.ts';
import type { PaymentMethodId } from './payment-method-rules.ts';

/**
 * The clock a payment's deadline is read on: the method's country's (a Pix or boleto is paid on
 * Brasília time, OXXO on Mexico City's, PSE on Bogotá's), so "pay before 09:30" means 09:30 where
 * the traveller pays. A card has no deadline to read; it gets UTC.
 */
const DEADLINE_TIME_ZONES: Readonly<Record<PaymentMethodId, string>> = {
  card: 'UTC',
  pix: 'America/Sao_Paulo',
  boleto: 'America/Sao_Paulo',
  oxxo: 'America/Mexico_City',
  pse: 'America/Bogota',
};

export function getPaymentDeadlineTimeZone(method: PaymentMethodId): string {
  return DEADLINE_TIME_ZONES[method];
}

/**
 * "22 de noviembre de 2026 a las 06:30 hora de Ciudad de México": a payment deadline written
 * for the traveller, with the zone named so it can be read from anywhere. One wording for the
 * gateway's pages, the e-mails and the awaiting-payment page.
 */
export function formatPaymentDeadline(
  deadline: Date,
  options: { locale: SiteLocale; timeZone: string },
): string {
  return new Intl.DateTimeFormat(SITE_LOCALE_BCP47[options.locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // The 24-hour clock in every language, as the site and the booking documents write times.
    hourCycle: 'h23',
    timeZone: options.timeZone,
    timeZoneName: 'shortGeneric',
  }).format(deadline);
}
