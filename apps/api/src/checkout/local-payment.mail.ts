import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
import { formatPaymentDeadline, getPaymentDeadlineTimeZone } from '@travel/domain/payment-methods';
import escapeHtml from 'escape-html';
import { type MailLocale, mailI18n } from '../platform/i18n/mail-i18n.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';

/**
 * The e-mails of a local payment (decision 017): "your booking is held, pay before …" with the Pix
 * code or the voucher reference, and "your payment expired, the booking was released". The paid
 * state sends the booking confirmation, as a card payment does.
 */
export interface LocalPaymentMailInput {
  locale: string;
  method: 'pix' | 'boleto' | 'oxxo' | 'pse';
  charge: { amount: number; currency: string };
  expiresAt: Date;
  /** The BR Code or the voucher's digits. */
  code: string | null;
  /** The QR code or barcode as SVG, attached inline as an image. */
  imageSvg: string | null;
  /** Where the traveller sees the instructions and the live status (the web app's awaiting page). */
  statusUrl: string;
}

const mailLocale = (locale: string): MailLocale => (locale === 'en' || locale === 'pt' ? locale : 'es');
/** The deadline on the clock of the country where the method is paid (pix: Brasília). */
const deadlineText = (locale: MailLocale, method: LocalPaymentMailInput['method'], date: Date) =>
  formatPaymentDeadline(date, { locale, timeZone: getPaymentDeadlineTimeZone(method) });

export function renderLocalPaymentAwaiting(input: LocalPaymentMailInput): Omit<MailMessage, 'to'> {
  const locale = mailLocale(input.locale);
  const t = mailI18n.getFixedT(locale, 'mail', 'localPayment');
  const amount = formatMoney(fromMoneyAmount(input.charge), locale, { currencyDisplay: 'code' });
  const deadline = deadlineText(locale, input.method, input.expiresAt);
  const intro = t('intro', { amount, currency: input.charge.currency });
  const when = t('deadline', { deadline });
  const how = input.method === 'pix' ? t('pix') : t('voucher');
  const text = [intro, when, '', ...(input.code ? [how, input.code, ''] : []), t('page'), input.statusUrl];
  const image = input.imageSvg
    ? `<p><img alt="" width="240" src="data:image/svg+xml;base64,${Buffer.from(input.imageSvg).toString('base64')}"></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(when)}</strong></p>
${input.code ? `<p>${escapeHtml(how)}</p><p style="font-family:monospace;word-break:break-all">${escapeHtml(input.code)}</p>${image}` : ''}
<p>${escapeHtml(t('page'))} <a href="${escapeHtml(input.statusUrl)}">${escapeHtml(input.statusUrl)}</a></p>
</body></html>`;
  return { subject: t('subject', { deadline }), text: text.join('\n'), html };
}

export function renderLocalPaymentExpired(
  input: Pick<LocalPaymentMailInput, 'locale' | 'method' | 'charge' | 'expiresAt'> & { searchUrl: string },
): Omit<MailMessage, 'to'> {
  const locale = mailLocale(input.locale);
  const t = mailI18n.getFixedT(locale, 'mail', 'localPayment');
  const amount = formatMoney(fromMoneyAmount(input.charge), locale, { currencyDisplay: 'code' });
  const expired = t('expired', { amount, deadline: deadlineText(locale, input.method, input.expiresAt) });
  const lines = [expired, t('refunded'), '', t('again'), input.searchUrl];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(expired)}</p>
<p>${escapeHtml(t('refunded'))}</p>
<p>${escapeHtml(t('again'))} <a href="${escapeHtml(input.searchUrl)}">${escapeHtml(input.searchUrl)}</a></p>
</body></html>`;
  return { subject: t('expiredSubject'), text: lines.join('\n'), html };
}
