import { describe, expect, it } from 'vitest';
import {
  PAYMENT_IMAGE_CID,
  renderLocalPaymentAwaiting,
  renderLocalPaymentExpired,
} from './local-payment.mail.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const base = {
  method: 'pix' as const,
  charge: { amount: 123_45, currency: 'BRL' },
  // 09:30 in São Paulo, where a Pix is paid.
  expiresAt: new Date('2026-11-22T12:30:00Z'),
  code: '00020126580014br.gov.bcb.pix0136pagamentos@andariego.example6304ABCD',
  imagePng: PNG,
  statusUrl: 'https://viajes.example/pt/booking/awaiting-payment/cart_1',
  webOrigin: 'https://viajes.example',
};

/** Per language: the charge as written, the deadline's words and the subject's start. */
const LANGUAGES = [
  {
    locale: 'es',
    amount: '123,45 BRL',
    deadline: '22 de noviembre de 2026',
    subject: /^Tu reserva está apartada/,
  },
  { locale: 'en', amount: 'BRL 123.45', deadline: 'November 22, 2026', subject: /^Your booking is on hold/ },
  {
    locale: 'pt',
    amount: 'BRL 123,45',
    deadline: '22 de novembro de 2026',
    subject: /^Sua reserva está garantida/,
  },
] as const;

/** Intl writes money and times with no-break spaces; the assertions read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** The HTML's visible words, tags dropped and entities left as they are. */
const words = (html: string) => spaced(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

describe('renderLocalPaymentAwaiting', () => {
  it.each(LANGUAGES)(
    'gives a Pix payer in $locale the amount and currency, the deadline on Brasília time, the QR and the code',
    async ({ locale, amount, deadline, subject }) => {
      const mail = await renderLocalPaymentAwaiting({ ...base, locale });
      expect(mail.subject).toMatch(subject);
      expect(spaced(mail.subject)).toContain(deadline);
      expect(mail.subject).toContain('09:30');

      for (const part of [spaced(mail.text), words(mail.html)]) {
        expect(part).toContain(amount);
        expect(part).toContain(deadline);
        expect(part).toContain(base.code);
        expect(part).toContain(base.statusUrl);
      }
      // The branded, responsive layout in the reader's language, the QR as an inline attachment.
      expect(mail.html).toContain(`lang="${locale === 'pt' ? 'pt-BR' : locale}"`);
      expect(mail.html).toContain('https://viajes.example/brand/andariego-logo.png');
      expect(mail.html).toMatch(/@media only screen and \(min-width:480px\)/);
      expect(mail.html).toContain(`src="cid:${PAYMENT_IMAGE_CID}"`);
      expect(mail.html).not.toContain('data:image');
      expect(mail.attachments).toEqual([
        {
          filename: 'pix-qr.png',
          contentType: 'image/png',
          content: PNG,
          encoding: 'base64',
          cid: PAYMENT_IMAGE_CID,
        },
      ]);
    },
  );

  it('gives an OXXO voucher its reference big, the barcode and the charge in pesos, in Spanish by default', async () => {
    const mail = await renderLocalPaymentAwaiting({
      ...base,
      locale: 'fr',
      method: 'oxxo',
      code: '12345678901234',
      charge: { amount: 5_000_00, currency: 'MXN' },
      // Noon in Mexico City.
      expiresAt: new Date('2026-11-24T18:00:00Z'),
    });
    expect(spaced(mail.subject)).toMatch(/^Tu reserva está apartada: paga antes de 24 de noviembre de 2026/);
    expect(mail.text).toContain('Paga con esta referencia antes de la fecha límite:\n12345678901234');
    expect(spaced(mail.text)).toContain('Importe a pagar: 5000,00 MXN');
    expect(mail.text).toContain('(se cobra en MXN)');
    expect(spaced(mail.text)).toMatch(/12:00 hora de Ciudad de México/);
    expect(mail.html).toContain('Referencia de pago');
    expect(mail.html).toMatch(/font-size:34px[^>]*>12345678901234</);
    expect(spaced(mail.html)).toContain('alt="Código de barras del pago por 5000,00 MXN"');
    expect(mail.attachments?.[0]?.filename).toBe('barcode.png');
  });

  it('sends no attachment and no image when the gateway gave none', async () => {
    const mail = await renderLocalPaymentAwaiting({ ...base, locale: 'es', imagePng: null });
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).not.toContain('cid:');
    expect(mail.text).toContain(base.code);
  });

  it('escapes what the gateway sent', async () => {
    const mail = await renderLocalPaymentAwaiting({ ...base, locale: 'es', code: '<script>x</script>' });
    expect(mail.html).not.toContain('<script>x');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe('renderLocalPaymentExpired', () => {
  it.each(LANGUAGES)(
    'says in $locale the booking was released and the amount not charged, with a way back',
    async ({ locale, amount, deadline }) => {
      const mail = await renderLocalPaymentExpired({
        locale,
        method: 'pix',
        charge: base.charge,
        expiresAt: base.expiresAt,
        searchUrl: 'https://viajes.example/pt',
        webOrigin: base.webOrigin,
      });
      for (const part of [spaced(mail.text), words(mail.html)]) {
        expect(part).toContain(amount);
        expect(part).toContain(deadline);
        expect(part).toContain('https://viajes.example/pt');
      }
      expect(mail.html).toContain('https://viajes.example/brand/andariego-logo.png');
      expect(mail.attachments).toBeUndefined();
    },
  );

  it('says so in English', async () => {
    const mail = await renderLocalPaymentExpired({
      locale: 'en',
      method: 'pix',
      charge: base.charge,
      expiresAt: base.expiresAt,
      searchUrl: 'https://viajes.example/en',
      webOrigin: base.webOrigin,
    });
    expect(mail.subject).toBe('Your payment expired and the booking was released');
    expect(mail.text).toMatch(/released the booking and nothing was charged/);
    expect(spaced(mail.text)).toContain('Amount not charged: BRL 123.45');
  });
});
