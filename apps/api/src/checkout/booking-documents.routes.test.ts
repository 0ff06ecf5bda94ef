import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTestFlight, TEST_CUSTOMER } from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { readPdfText } from '../test/pdf-text.ts';

describe('booking calendar and receipt', () => {
  let testApp: TestApp;
  let referenceId: string;
  let segments: Array<{ from: string; to: string; departureAt: string }>;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
    const booking = await bookTestFlight(testApp.app, issueTestAgentId());
    referenceId = booking.referenceId;
    segments = booking.itinerary.flatMap((journey) => journey.segments);
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });

  it('gives the owner a calendar with one event per flight segment, in UTC', async () => {
    const response = await post('/user/booking/calendar', { referenceId, email: TEST_CUSTOMER.email });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="andariego-${referenceId}.ics"`,
    );
    const ics = response.body;
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(segments.length);
    const first = segments[0];
    expect(first).toBeDefined();
    expect(ics).toContain(`${first?.from} → ${first?.to}`);
    // Every time is UTC (…Z), the departure airport's zone applied: BOG is UTC-5.
    const starts = [...ics.matchAll(/DTSTART:(\d{8}T\d{6}Z)/g)].map((match) => match[1]);
    expect(starts).toHaveLength(segments.length);
    if (first?.from === 'BOG') {
      const local = first.departureAt.slice(11, 16).replace(':', '');
      const utcHour = (Number(local.slice(0, 2)) + 5) % 24;
      expect(starts[0]?.slice(9, 13)).toBe(`${String(utcHour).padStart(2, '0')}${local.slice(2)}`);
    }
    expect(ics).toContain(referenceId);
    expect(ics).toContain('El check-in en línea abre 24 horas antes');
  });

  it('gives the owner the receipt as a PDF with the logo name, the reference and the USD charge', async () => {
    const response = await post('/user/booking/receipt', {
      referenceId: referenceId.toLowerCase(),
      email: TEST_CUSTOMER.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = readPdfText(pdf);
    expect(text).toContain('Andariego');
    expect(text).toContain('Recibo');
    expect(text).toContain(referenceId);
    expect(text).toContain('Cargo en tu tarjeta (USD)');
    expect(text).toMatch(/\d USD/);
    expect(text).toContain('María José Pérez Gómez');
  });

  it("writes both files in the booking's language, whatever language the request names", async () => {
    // The booking was made in Spanish; neither a `locale` field nor Accept-Language changes the files.
    const owner = { referenceId, email: TEST_CUSTOMER.email };
    const calendar = await testApp.app.inject({
      method: 'POST',
      url: '/user/booking/calendar',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { ...owner, locale: 'en' },
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('El check-in en línea abre 24 horas antes');
    expect(calendar.body).not.toContain('Online check-in');
    const receipt = await testApp.app.inject({
      method: 'POST',
      url: '/user/booking/receipt',
      headers: { 'accept-language': 'pt-BR' },
      payload: { ...owner, locale: 'pt' },
    });
    expect(receipt.statusCode).toBe(200);
    const text = readPdfText(receipt.rawPayload);
    expect(text).toContain('Recibo');
    expect(text).toContain('Cargo por servicio de Andariego');
    expect(text).not.toContain('Taxa de serviço');
  });

  it.each(['/user/booking/calendar', '/user/booking/receipt'])(
    '%s answers the same 404 for a wrong e-mail and refuses a reference alone',
    async (url) => {
      const wrong = await post(url, { referenceId, email: 'someone@example.com' });
      expect(wrong.statusCode).toBe(404);
      expect(ProblemSchema.parse(wrong.json()).code).toBe('BOOKING_NOT_FOUND');
      expect(wrong.body).not.toContain(referenceId);
      const alone = await post(url, { referenceId });
      expect(alone.statusCode).toBe(400);
    },
  );
});
