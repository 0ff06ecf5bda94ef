import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBookingDocument, isBookingDocument } from './booking-documents.server';

afterEach(() => {
  vi.unstubAllGlobals();
});

const post = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  path = '/booking/documents/receipt',
) =>
  new Request(`http://site.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'x-forwarded-for': '203.0.113.9', ...headers },
  });

function stubApi(answer: Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('downloadBookingDocument', () => {
  it("posts the owner's reference and e-mail to the API and hands its file over as a download", async () => {
    const fetch = stubApi(
      new Response('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="andariego-K7QX2M.pdf"',
        },
      }),
    );
    const response = await downloadBookingDocument(
      post({ referenceId: 'K7QX2M', email: ' ana@example.com ' }),
      'receipt',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="andariego-K7QX2M.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('%PDF-1.7');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/user\/booking\/receipt$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ referenceId: 'K7QX2M', email: 'ana@example.com' });
    expect(new Headers(init?.headers).get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('answers 404 when the API finds no booking for that reference and e-mail', async () => {
    stubApi(new Response('{}', { status: 404 }));
    const response = await downloadBookingDocument(
      post({ referenceId: 'K7QX2M', email: 'x@example.com' }),
      'calendar',
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('No encontramos tu reserva');
    expect(page).toContain('<a href="/user/my-journey?reference=K7QX2M">Volver a Mi viaje</a>');
  });

  it("answers in the language of the form's locale field, linking to that language's My Journey", async () => {
    stubApi(new Response('{}', { status: 404 }));
    const response = await downloadBookingDocument(
      post({ referenceId: 'K7QX2M', email: 'x@example.com', locale: 'pt' }),
      'calendar',
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('content-language')).toBe('pt-BR');
    const page = await response.text();
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('Não encontramos sua reserva');
    expect(page).toContain('<a href="/pt/user/my-journey?reference=K7QX2M">Voltar para Minha viagem</a>');
    expect(page).not.toContain('Booking not found');
  });

  it('answers in the language of a prefixed path, or of the site page the form was posted from', async () => {
    stubApi(new Response('{}', { status: 500 }));
    const prefixed = await downloadBookingDocument(
      post({ referenceId: 'K7QX2M', email: 'x@example.com' }, {}, '/en/booking/documents/receipt'),
      'receipt',
    );
    expect(prefixed.status).toBe(502);
    expect(await prefixed.text()).toContain('We cannot prepare the file right now');

    const fromPortuguesePage = await downloadBookingDocument(
      post(
        { referenceId: 'K7QX2M', email: 'x@example.com' },
        { referer: 'http://site.test/pt/booking/confirmation?cartId=1' },
      ),
      'receipt',
    );
    expect(fromPortuguesePage.status).toBe(502);
    expect(await fromPortuguesePage.text()).toContain('Não conseguimos preparar o arquivo agora');

    const fromElsewhere = await downloadBookingDocument(
      post({ referenceId: 'K7QX2M', email: 'x@example.com' }, { referer: 'http://other.test/en/x' }),
      'receipt',
    );
    expect(await fromElsewhere.text()).toContain('Ahora no podemos preparar el archivo');
  });

  it('keeps the status codes: 429 for too many attempts, 503 when the API does not answer', async () => {
    stubApi(new Response('{}', { status: 429 }));
    const tooMany = await downloadBookingDocument(
      post({ referenceId: 'K7QX2M', email: 'x@example.com', locale: 'en' }),
      'calendar',
    );
    expect(tooMany.status).toBe(429);
    expect(await tooMany.text()).toContain('Too many attempts');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const down = await downloadBookingDocument(
      post({ referenceId: 'K7QX2M', email: 'x@example.com', locale: 'en' }),
      'calendar',
    );
    expect(down.status).toBe(503);
    expect(await down.text()).toContain('The booking service is not answering');
  });

  it('never asks the API without the e-mail: the reference alone is not enough', async () => {
    const fetch = stubApi(new Response('BEGIN:VCALENDAR'));
    const response = await downloadBookingDocument(post({ referenceId: 'K7QX2M', locale: 'en' }), 'calendar');
    expect(response.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
    expect(await response.text()).toContain('The booking code or the booking&#39;s e-mail is missing');
  });

  it('knows only the calendar and the receipt', () => {
    expect(isBookingDocument('calendar')).toBe(true);
    expect(isBookingDocument('receipt')).toBe(true);
    expect(isBookingDocument('passport')).toBe(false);
    expect(isBookingDocument(undefined)).toBe(false);
  });
});
