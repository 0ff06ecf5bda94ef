import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
import { formatPaymentDeadline, getPaymentDeadlineTimeZone } from '@travel/domain/payment-methods';
import { type MailLocale, mailI18n } from '../platform/i18n/mail-i18n.ts';
import {
  mailAmounts,
  mailButton,
  mailEscape,
  mailHeading,
  mailLink,
  mailParagraph,
  mailReference,
  mailSection,
  renderMailLayout,
} from '../platform/mail/mail-layout.ts';
import type { MailAttachment, MailMessage } from '../platform/outbox/mailer.port.ts';

/**
 * The e-mails of a local payment (decision 017) on the branded layout (decision 019): "your booking
 * is held, pay before …" with the Pix code or the voucher reference and its QR or barcode, and "your
 * payment expired, the booking was released". The paid state sends the booking confirmation, as a
 * card payment does.
 */
export interface LocalPaymentMailInput {
  locale: string;
  method: 'pix' | 'boleto' | 'oxxo' | 'pse';
  charge: { amount: number; currency: string };
  expiresAt: Date;
  /** The BR Code or the voucher's digits. */
  code: string | null;
  /** The QR code or barcode as a base64 PNG, attached inline (mail clients show no SVG or data URI). */
  imagePng: string | null;
  /** Where the traveller sees the instructions and the live status (the web app's awaiting page). */
  statusUrl: string;
  /** The web app's origin: the layout's logo is served from it. */
  webOrigin: string;
}

/** The inline image's content id, referenced by the HTML as `cid:`. */
export const PAYMENT_IMAGE_CID = 'payment-code@andariego';

const mailLocale = (locale: string): MailLocale => (locale === 'en' || locale === 'pt' ? locale : 'es');

/** The deadline on the clock of the country where the method is paid (pix: Brasília). */
const deadlineText = (locale: MailLocale, method: LocalPaymentMailInput['method'], date: Date) =>
  formatPaymentDeadline(date, { locale, timeZone: getPaymentDeadlineTimeZone(method) });

/** "BRL 123,45": the code, not a symbol, so reais and dollars are never confused. */
const chargeText = (locale: MailLocale, charge: LocalPaymentMailInput['charge']) =>
  formatMoney(fromMoneyAmount(charge), locale, { currencyDisplay: 'code' });

/** A BR Code is a long unbroken string: monospace, wrapped anywhere, easy to select. */
function codeBlock(label: string, code: string): string {
  return `<mj-text padding="0 0 8px">${mailEscape(label)}<br><span style="display:block;margin-top:4px;padding:8px;background:#f3f5f7;border-radius:6px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px;word-break:break-all">${mailEscape(code)}</span></mj-text>`;
}

export async function renderLocalPaymentAwaiting(
  input: LocalPaymentMailInput,
): Promise<Omit<MailMessage, 'to'>> {
  const locale = mailLocale(input.locale);
  const t = mailI18n.getFixedT(locale, 'mail', 'localPayment');
  const amount = chargeText(locale, input.charge);
  const deadline = deadlineText(locale, input.method, input.expiresAt);
  const subject = t('subject', { deadline });
  const title = t(`title.${input.method}`);
  const intro = t('intro', { amount, currency: input.charge.currency });
  const when = t('deadline', { deadline });
  const isPix = input.method === 'pix';
  const how = isPix ? t('pix') : t('voucher');
  const rows = [{ label: t('toPay'), value: amount, strong: true }];

  const text = [
    title,
    intro,
    '',
    ...rows.map((row) => `${row.label}: ${row.value}`),
    when,
    '',
    ...(input.code ? [how, input.code, ''] : []),
    t('page'),
    input.statusUrl,
  ].join('\n');

  const attachments: MailAttachment[] = [];
  let image = '';
  if (input.imagePng) {
    attachments.push({
      filename: isPix ? 'pix-qr.png' : 'barcode.png',
      contentType: 'image/png',
      content: input.imagePng,
      encoding: 'base64',
      cid: PAYMENT_IMAGE_CID,
    });
    const alt = isPix ? t('qrAlt', { amount }) : t('barcodeAlt', { amount });
    // A QR is scanned from the screen at a fixed size; a barcode takes the card's width.
    image = `<mj-image src="cid:${PAYMENT_IMAGE_CID}" alt="${mailEscape(alt)}" width="${isPix ? 240 : 480}px" padding="8px 0" />`;
  }
  const instructions = input.code
    ? [
        mailParagraph(how),
        image,
        // OXXO's 14 digits are read out at the till, big; a BR Code or a boleto's 44 digits wrap.
        input.method === 'oxxo'
          ? mailReference(t('reference'), input.code)
          : codeBlock(isPix ? t('code') : t('reference'), input.code),
      ]
    : [];

  const body = [
    mailSection(
      [mailHeading(title, 1), mailParagraph(intro), mailAmounts(rows), mailParagraph(when)].join('\n'),
      { accent: true },
    ),
    ...(instructions.length > 0 ? [mailSection(instructions.join('\n'))] : []),
    mailSection(
      [mailParagraph(t('page')), mailButton(t('status'), input.statusUrl), mailLink(input.statusUrl)].join(
        '\n',
      ),
    ),
  ].join('\n');

  const html = await renderMailLayout({
    locale,
    title: subject,
    preview: t('preview', { amount, deadline }),
    body,
    webOrigin: input.webOrigin,
  });
  return { subject, text, html, ...(attachments.length > 0 ? { attachments } : {}) };
}

export async function renderLocalPaymentExpired(
  input: Pick<LocalPaymentMailInput, 'locale' | 'method' | 'charge' | 'expiresAt' | 'webOrigin'> & {
    searchUrl: string;
  },
): Promise<Omit<MailMessage, 'to'>> {
  const locale = mailLocale(input.locale);
  const t = mailI18n.getFixedT(locale, 'mail', 'localPayment');
  const amount = chargeText(locale, input.charge);
  const deadline = deadlineText(locale, input.method, input.expiresAt);
  const subject = t('expiredSubject');
  const expired = t('expired', { amount, deadline });
  const rows = [{ label: t('notCharged'), value: amount, strong: true }];

  const text = [
    subject,
    expired,
    '',
    ...rows.map((row) => `${row.label}: ${row.value}`),
    t('refunded'),
    '',
    t('again'),
    input.searchUrl,
  ].join('\n');

  const body = [
    mailSection(
      [
        mailHeading(subject, 1),
        mailParagraph(expired),
        mailAmounts(rows),
        mailParagraph(t('refunded'), { muted: true }),
      ].join('\n'),
      { accent: true },
    ),
    mailSection(
      [
        mailParagraph(t('again')),
        mailButton(t('searchAgain'), input.searchUrl),
        mailLink(input.searchUrl),
      ].join('\n'),
    ),
  ].join('\n');

  const html = await renderMailLayout({
    locale,
    title: subject,
    preview: expired,
    body,
    webOrigin: input.webOrigin,
  });
  return { subject, text, html };
}
