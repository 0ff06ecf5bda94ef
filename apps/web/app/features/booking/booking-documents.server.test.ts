import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBookingDocument, isBookingDocument } from './booking-documents.server';

afterEach(() => {
  vi.unstubAllGlobals();
});

const post = (fields: Record<string, string>) =>
  new Request('http://site.test/booking/documents/receipt', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'x-forwarded-for': '203.0.113.9' },
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
  });

  it('never asks the API without the e-mail: the reference alone is not enough', async () => {
    const fetch = stubApi(new Response('BEGIN:VCALENDAR'));
    const response = await downloadBookingDocument(post({ referenceId: 'K7QX2M' }), 'calendar');
    expect(response.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('knows only the calendar and the receipt', () => {
    expect(isBookingDocument('calendar')).toBe(true);
    expect(isBookingDocument('receipt')).toBe(true);
    expect(isBookingDocument('passport')).toBe(false);
    expect(isBookingDocument(undefined)).toBe(false);
  });
});
