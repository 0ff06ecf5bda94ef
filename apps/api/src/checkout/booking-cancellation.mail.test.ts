import { describe, expect, it } from 'vitest';
import { renderCancellationMail } from './booking-cancellation.mail.ts';
import type { CancellationView } from './booking-cancellation.ts';

const request: CancellationView = {
  number: 'CX-7Q2M4K',
  status: 'received',
  quote: {
    basis: 'refundableFare',
    display: { currency: 'COP', refund: 150_000_000, penalty: 10_000_000, kept: 35_000_000 },
    usd: { currency: 'USD', refund: 38_400, penalty: 2_560, kept: 9_036 },
  },
  timeline: [],
  createdAt: '2026-11-24T10:00:00.000Z',
};
const base = { reference: 'K7M2QX', request, chargedCurrency: 'USD', webOrigin: 'https://viajes.example' };

/** Intl writes money with no-break spaces; the assertions read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const words = (html: string) => spaced(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

const LANGUAGES = [
  {
    locale: 'es',
    subject: 'Tu solicitud de cancelación CX-7Q2M4K: recibida',
    refund: '1.500.000,00 COP',
    usd: '384,00 USD',
    link: 'https://viajes.example/user/my-journey?reference=K7M2QX',
  },
  {
    locale: 'en',
    subject: 'Your cancellation request CX-7Q2M4K: received',
    refund: 'COP 1,500,000.00',
    usd: 'USD 384.00',
    link: 'https://viajes.example/en/user/my-journey?reference=K7M2QX',
  },
  {
    locale: 'pt',
    subject: 'Sua solicitação de cancelamento CX-7Q2M4K: recebida',
    refund: 'COP 1.500.000,00',
    usd: 'USD 384,00',
    link: 'https://viajes.example/pt/user/my-journey?reference=K7M2QX',
  },
] as const;

describe('renderCancellationMail', () => {
  it.each(LANGUAGES)(
    'gives in $locale the request, the booking, the refund in the shown currency and in USD charged, and My Journey',
    async ({ locale, subject, refund, usd, link }) => {
      const mail = await renderCancellationMail({ ...base, locale });
      expect(mail.subject).toBe(subject);
      for (const part of [spaced(mail.text), words(mail.html)]) {
        expect(part).toContain('CX-7Q2M4K');
        expect(part).toContain('K7M2QX');
        expect(part).toContain(refund);
        expect(part).toContain(usd);
      }
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('https://viajes.example/brand/andariego-logo.png');
      expect(mail.html).toMatch(/@media only screen and \(min-width:480px\)/);
    },
  );

  it('shows no USD line when the booking was charged in the currency it was shown in (a local method)', async () => {
    const mail = await renderCancellationMail({ ...base, locale: 'es', chargedCurrency: 'COP' });
    expect(spaced(mail.text)).toContain('1.500.000,00 COP');
    expect(mail.text).not.toContain('USD');
  });

  it('says there is nothing to refund, and names each new status in the subject', async () => {
    const nothing: CancellationView = {
      ...request,
      status: 'in_review',
      quote: {
        basis: 'nothing',
        display: { currency: 'USD', refund: 0, penalty: 0, kept: 45_000 },
        usd: { currency: 'USD', refund: 0, penalty: 0, kept: 45_000 },
      },
    };
    const mail = await renderCancellationMail({ ...base, locale: 'en', request: nothing });
    expect(mail.subject).toBe('Your cancellation request CX-7Q2M4K: in review');
    expect(mail.text).toContain("Under your fare's rules there is nothing to refund.");
    expect(spaced(mail.text)).toContain('Not refundable (includes the service charge): USD 450.00');
    expect(mail.text).not.toContain('penalty');
  });
});
