import { PDFDocument, type PDFFont, PDFPage, StandardFonts } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestBooking } from '../test/test-booking.ts';
import { printable, renderBookingReceipt, wrap } from './booking-receipt.ts';
import type { LineDescription } from './product-line.ts';

const PAGE_WIDTH = 595.28;
const MARGIN = 48;

let helvetica: PDFFont;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const LINE: LineDescription = {
  productType: 'flight',
  title: 'Vuelo BOG-MIA',
  summary: 'Vuelo BOG-MIA, 1 viajero',
  dates: { start: '2027-03-10' },
  sections: [{ kind: 'fact', label: 'Ruta', value: 'BOG → MIA' }],
  references: [],
  orderFailed: { notIssued: '', tryAgain: '' },
} as LineDescription;

describe('wrap', () => {
  it('cuts a word wider than the line where it stops fitting, losing no letter', () => {
    const word = 'A'.repeat(118);
    const lines = wrap(word, helvetica, 10, 499);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(499);
    expect(lines.join('')).toBe(word);
  });

  it('keeps breaking at spaces around the long word', () => {
    const lines = wrap(`Calle ${'B'.repeat(40)} 12`, helvetica, 10, 120);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
    expect(lines[0]).toBe('Calle');
    expect(lines.at(-1)?.endsWith(' 12')).toBe(true);
    expect(lines.join(' ').replace(/\s/g, '')).toBe(`Calle${'B'.repeat(40)}12`);
  });
});

describe('printable', () => {
  it('turns CR, LF, tabs and line separators into one space rather than question marks', () => {
    expect(printable('Calle 1\r\nApto 2\tTorre\u2028B', helvetica)).toBe('Calle 1 Apto 2 Torre B');
  });

  it('keeps Spanish and Portuguese accents', () => {
    expect(printable('São Paulo, Bogotá, Ñuñoa', helvetica)).toBe('São Paulo, Bogotá, Ñuñoa');
  });
});

/** The texts the receipt draws, in order. */
async function drawnTexts(...args: Parameters<typeof renderBookingReceipt>): Promise<string[]> {
  const texts: string[] = [];
  const drawText = PDFPage.prototype.drawText;
  const spy = vi.spyOn(PDFPage.prototype, 'drawText').mockImplementation(function (
    this: PDFPage,
    text,
    options,
  ) {
    texts.push(text);
    return drawText.call(this, text, options);
  });
  try {
    await renderBookingReceipt(...args);
  } finally {
    spy.mockRestore();
  }
  return texts;
}

/** A booking leaving Mexico City, its airport's zone recorded on the segment. */
const fromMexicoCity = (departureTimeZone?: string) =>
  buildTestBooking({
    itinerary: [
      {
        journeyType: 'onward',
        segments: [
          {
            id: '1',
            from: 'MEX',
            to: 'BOG',
            departureAt: '2026-12-10T08:00:00',
            ...(departureTimeZone ? { departureTimeZone } : {}),
            arrivalAt: '2026-12-10T12:30:00',
            carrierCode: 'AM',
            number: '710',
          },
        ],
      },
    ],
  });

describe('renderBookingReceipt', () => {
  it("prints the day it was issued on the departure airport's clock, not UTC's", async () => {
    // Booked at 22:00 on 22 Nov in Mexico City (UTC-6): 04:00 on the 23rd in UTC.
    const issuedAt = new Date('2026-11-23T04:00:00Z');
    const options = { webOrigin: 'https://viajes.example', issuedAt };
    const texts = await drawnTexts(fromMexicoCity('America/Mexico_City'), LINE, options);
    expect(texts).toContain('Issued on November 22, 2026');
    expect(texts).not.toContain('Issued on November 23, 2026');
    const spanish = await drawnTexts(
      { ...fromMexicoCity('America/Mexico_City'), locale: 'es' },
      LINE,
      options,
    );
    expect(spanish).toContain('Emitido el 22 de noviembre de 2026');
    // A segment without a zone (and a hotel stay) has no clock of its own: UTC's day.
    expect(await drawnTexts(fromMexicoCity(), LINE, options)).toContain('Issued on November 23, 2026');
  });

  it('names the amounts as the e-mail and the confirmation page do', async () => {
    const texts = await drawnTexts({ ...buildTestBooking(), locale: 'es' }, LINE, {
      webOrigin: 'https://viajes.example',
      issuedAt: new Date('2026-11-22T12:00:00Z'),
    });
    expect(texts).toEqual(
      expect.arrayContaining([
        'Vuelos',
        'Cargo por servicio de Andariego',
        'Total pagado',
        'Cargo en tu tarjeta (USD)',
      ]),
    );
    expect(texts).not.toContain('Cargo por servicio');
  });

  it('draws nothing past the right margin and no question marks for a long word and line breaks in billing', async () => {
    const drawn: Array<{ text: string; right: number }> = [];
    const drawText = PDFPage.prototype.drawText;
    vi.spyOn(PDFPage.prototype, 'drawText').mockImplementation(function (this: PDFPage, text, options) {
      const size = options?.size ?? 24;
      const width = options?.font ? options.font.widthOfTextAtSize(text, size) : 0;
      drawn.push({ text, right: (options?.x ?? 0) + width });
      return drawText.call(this, text, options);
    });
    const booking = buildTestBooking({
      locale: 'pt',
      billingInformation: {
        cardHolderName: 'Ana\r\nRuiz',
        emailId: 'ana@example.com',
        addressLine1: 'A'.repeat(118),
        city: 'São\nPaulo',
        region: 'SP\r',
        postCode: '01310-100',
        country: { code: 'BR', name: 'Brasil' },
      } as never,
    });
    const pdf = await renderBookingReceipt(booking, LINE, {
      webOrigin: 'https://viajes.example',
      issuedAt: new Date('2026-11-22T12:00:00Z'),
    });
    expect(pdf.length).toBeGreaterThan(0);
    const texts = drawn.map((entry) => entry.text);
    expect(texts.join('')).toContain('A'.repeat(40));
    expect(texts).toContain('Ana Ruiz');
    expect(texts).toContain('01310-100 São Paulo SP ');
    for (const entry of drawn) expect(entry.right).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN);
    // The My Journey link's query string is the only '?' the receipt should draw.
    expect(texts.filter((text) => text.includes('?'))).toEqual([
      'https://viajes.example/pt/user/my-journey?reference=K7M2QX',
    ]);
  });
});
