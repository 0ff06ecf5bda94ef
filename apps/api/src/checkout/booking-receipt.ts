import { BRAND_COLORS, BRAND_NAME } from '@travel/brand';
import type { Booking } from '@travel/contract/bookings';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import { describeAmounts, myJourneyUrl } from './booking-confirmation.mail.ts';
import { formatBookingDay } from './booking-document-dates.ts';
import type { LineDescription } from './product-line.ts';

const hex = (value: string) =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );

/**
 * The standard PDF fonts write Windows-1252 only: Spanish and Portuguese letters are in it, but an
 * arrow or a name in another script is not. Such characters lose their accents, or become '?', rather
 * than failing the whole receipt. Control characters (a CR/LF typed into a billing field) have no glyph
 * and would print as '??', so they and line separators become one space before layout.
 */
export function printable(text: string, font: PDFFont): string {
  return [
    ...text
      .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
      .replace(/[→–—]/g, '-')
      .replace(/\u00a0|\u202f/g, ' '),
  ]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
        try {
          font.encodeText(plain);
          return plain;
        } catch {
          return '?';
        }
      }
    })
    .join('');
}

/**
 * Lines of at most `width` points, broken at spaces. A word wider than the line (an address typed
 * without spaces, a long URL) is cut where it stops fitting, since pdf-lib's own line breaking leaves
 * such a word whole and it would run off the page.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    let rest = word;
    while (!fits(rest)) {
      if (current) lines.push(current);
      current = '';
      let piece = '';
      // At least one character per piece, so even a glyph wider than the line moves on.
      for (const char of rest) {
        if (piece && !fits(piece + char)) break;
        piece += char;
      }
      lines.push(piece);
      rest = rest.slice(piece.length);
    }
    const next = current ? `${current} ${rest}` : rest;
    if (!fits(next) && current) {
      lines.push(current);
      current = rest;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;

/**
 * The receipt as a PDF (pdf-lib, standard fonts, no file read): the logo, the booking reference, what
 * was booked as its line describes it, the travellers, the price breakdown in the booking's currency
 * and the USD charge, the card and the billing details, in the booking's language.
 */
export async function renderBookingReceipt(
  booking: Booking,
  line: LineDescription,
  options: { webOrigin: string; issuedAt: Date },
): Promise<Uint8Array> {
  const t = mailI18n.getFixedT(booking.locale, 'mail', 'receipt');
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('documentTitle', { reference: booking.referenceId }));
  pdf.setAuthor(BRAND_NAME);
  pdf.setLanguage(booking.locale === 'pt' ? 'pt-BR' : booking.locale);
  pdf.setCreationDate(options.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = hex(BRAND_COLORS.text);
  const muted = hex(BRAND_COLORS.muted);
  const brand = hex(BRAND_COLORS.brand);

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const contentWidth = A4.width - 2 * MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
  };
  const write = (
    value: string,
    opts: { size?: number; font?: PDFFont; color?: typeof text; indent?: number } = {},
  ) => {
    const size = opts.size ?? 10;
    const font = opts.font ?? regular;
    const indent = opts.indent ?? 0;
    for (const part of wrap(printable(value, font), font, size, contentWidth - indent)) {
      ensure(size * 1.4);
      page.drawText(part, { x: MARGIN + indent, y: y - size, size, font, color: opts.color ?? text });
      y -= size * 1.4;
    }
  };
  const row = (label: string, value: string, strong = false) => {
    ensure(15);
    const font = strong ? bold : regular;
    page.drawText(printable(label, font), {
      x: MARGIN,
      y: y - 10,
      size: 10,
      font,
      color: strong ? text : muted,
    });
    const shown = printable(value, font);
    page.drawText(shown, {
      x: A4.width - MARGIN - font.widthOfTextAtSize(shown, 10),
      y: y - 10,
      size: 10,
      font,
      color: text,
    });
    y -= 15;
  };
  const heading = (value: string) => {
    y -= 8;
    write(value, { size: 12, font: bold, color: brand });
    y -= 2;
  };

  // The logo: the mark (the same paths as the SVG, scaled from its 32-unit box) and the name.
  const scale = 1.1;
  const top = y;
  page.drawSvgPath('M8 0h16a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8V8a8 8 0 0 1 8-8z', {
    x: MARGIN,
    y: top,
    scale,
    color: brand,
  });
  page.drawSvgPath('M8 25 16 7l8 18', {
    x: MARGIN,
    y: top,
    scale,
    borderColor: rgb(1, 1, 1),
    borderWidth: 3.2,
  });
  page.drawSvgPath('M9.5 20.5q6.5-6 13 0', {
    x: MARGIN,
    y: top,
    scale,
    borderColor: hex('#ffb38a'),
    borderWidth: 2.4,
  });
  page.drawText(BRAND_NAME, {
    x: MARGIN + 44,
    y: top - 25,
    size: 20,
    font: bold,
    color: hex(BRAND_COLORS.brandDark),
  });
  const title = printable(t('title'), bold);
  page.drawText(title, {
    x: A4.width - MARGIN - bold.widthOfTextAtSize(title, 16),
    y: top - 24,
    size: 16,
    font: bold,
    color: text,
  });
  y = top - 32 * scale - 16;

  write(t('reference'), { size: 10, color: muted });
  write(booking.referenceId, { size: 26, font: bold, color: brand });
  // The day the booking was made on the first departure airport's clock (the booking records no zone
  // of the traveller's): booked at 22:00 in Mexico City is that day, not the next one in UTC.
  write(t('issued', { date: formatBookingDay(options.issuedAt, booking) }), { color: muted });
  for (const reference of line.references) write(`${reference.label}: ${reference.value}`);

  heading(line.title);
  for (const section of line.sections) {
    if (section.kind === 'fact') {
      write(`${section.label}: ${section.value}`);
      continue;
    }
    write(section.heading, { font: bold });
    if (section.kind === 'list') for (const item of section.items) write(`• ${item}`, { indent: 8 });
    else {
      for (const group of section.groups) {
        write(group.heading, { indent: 8, font: bold });
        for (const item of group.items) write(item, { indent: 16 });
      }
      if (section.note) write(section.note, { color: muted, size: 9 });
    }
    y -= 4;
  }

  heading(t('breakdown'));
  // The e-mail's rows, so the receipt names each amount as the e-mail and the confirmation page do.
  for (const amount of describeAmounts(booking)) row(amount.label, amount.value, amount.strong);
  write(t('chargedNote'), { size: 9, color: muted });

  heading(t('billing'));
  const billing = booking.billingInformation;
  write(billing.cardHolderName);
  write(billing.addressLine1);
  write([billing.postCode, billing.city, billing.region].filter(Boolean).join(' '));
  write(billing.country.name);

  y -= 12;
  write(t('myJourney'), { color: muted, size: 9 });
  write(myJourneyUrl(options.webOrigin, booking.locale, booking.referenceId), { color: brand, size: 9 });
  return pdf.save();
}
