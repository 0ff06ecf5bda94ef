import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ContactActionData, loadContactPage, sendContactMessage } from './contact-message.server';
import { issueFormStartToken } from './form-start-token.server';

const NOW = new Date('2026-05-04T10:00:00Z');
/** A form served 20 s before NOW: a person's pace. */
const STARTED = () => loadContactPage(new Date(NOW.getTime() - 20_000)).startedAt;

const FORM = {
  name: 'Ana Gómez',
  email: 'ana@example.com',
  countryCode: 'CO',
  phone: '300 123 4567',
  bestTimeToReach: 'evening',
  message: 'Quiero cambiar la fecha de mi vuelo.',
  website: '',
};

/** The API answering `answer` (a status and body, or a refused connection). */
function stubApi(answer: { status: number; body?: unknown } | 'down' = { status: 202 }) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    if (answer === 'down') throw new TypeError('fetch failed');
    return new Response(
      JSON.stringify(answer.body ?? { data: { id: crypto.randomUUID(), status: 'queued' } }),
      {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function post(fields: Record<string, string>, path = '/contact-us') {
  return new Request(`http://site.test${path}`, {
    method: 'POST',
    body: new URLSearchParams({ startedAt: STARTED(), ...fields }),
  });
}

/** The form sent back (not a redirect), as the page reads it. */
async function formAgain(answer: Promise<unknown>): Promise<ContactActionData> {
  const value = await answer;
  expect(value).not.toBeInstanceOf(Response);
  return (value as { data: ContactActionData }).data;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendContactMessage', () => {
  it('sends the checked form to the company inbox, then thanks the visitor on /gracias', async () => {
    const fetch = stubApi();
    const response = (await sendContactMessage(post(FORM), NOW)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/gracias');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/mail\/send$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'contact',
      name: 'Ana Gómez',
      email: 'ana@example.com',
      phone: '+57 300 1234567',
      bestTimeToReach: 'evening',
      message: 'Quiero cambiar la fecha de mi vuelo.',
      locale: 'es',
    });
  });

  it('writes in the language of the page and thanks in it too', async () => {
    const fetch = stubApi();
    const response = (await sendContactMessage(post(FORM, '/en/contact-us'), NOW)) as Response;
    expect(response.headers.get('location')).toBe('/en/gracias');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body)).locale).toBe('en');
  });

  it('thanks a filled honeypot as if it were sent, and sends nothing', async () => {
    const fetch = stubApi();
    const response = (await sendContactMessage(
      post({ ...FORM, website: 'http://spam.test' }),
      NOW,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/gracias');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the form back with its errors and what was typed, sending nothing', async () => {
    const fetch = stubApi();
    const data = await formAgain(sendContactMessage(post({ ...FORM, email: 'ana@', phone: '12' }), NOW));
    expect(data.lastResult).toMatchObject({
      status: 'error',
      error: { email: ['email'], phone: ['phone'] },
      initialValue: { name: 'Ana Gómez', email: 'ana@', message: 'Quiero cambiar la fecha de mi vuelo.' },
    });
    expect(data.notice).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a form sent within 3 s of being served, keeping it and its start', async () => {
    const fetch = stubApi();
    const startedAt = issueFormStartToken(new Date(NOW.getTime() - 1_000));
    const data = await formAgain(sendContactMessage(post({ ...FORM, startedAt }), NOW));
    expect(data.notice).toEqual({ key: 'tooFast' });
    expect(data.startedAt).toBe(startedAt);
    expect(data.lastResult.initialValue).toMatchObject({ name: 'Ana Gómez' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a start that is not signed by the site, with a new one to send again', async () => {
    const fetch = stubApi();
    const forged = `${NOW.getTime() - 60_000}.${'A'.repeat(43)}`;
    const data = await formAgain(sendContactMessage(post({ ...FORM, startedAt: forged }), NOW));
    expect(data.notice).toEqual({ key: 'expired' });
    expect(data.startedAt).not.toBe(forged);
    expect(fetch).not.toHaveBeenCalled();
    // The new start lets the same form through once a person's time has passed.
    stubApi();
    const later = new Date(NOW.getTime() + 5_000);
    const retry = (await sendContactMessage(post({ ...FORM, startedAt: data.startedAt }), later)) as Response;
    expect(retry.headers.get('location')).toBe('/gracias');
  });

  it("says the API's rate-limit title in the visitor's language and keeps the form", async () => {
    stubApi({
      status: 429,
      body: {
        status: 429,
        code: 'RATE_LIMITED',
        title: 'Too many requests. Wait a moment and try again.',
        titles: {
          es: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
          en: 'Too many requests. Wait a moment and try again.',
        },
      },
    });
    const data = await formAgain(sendContactMessage(post(FORM), NOW));
    expect(data.notice).toEqual({
      key: 'sendFailed',
      message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    });
    expect(data.lastResult.initialValue).toMatchObject({ email: 'ana@example.com' });
  });

  it("falls back to the catalogue's title for a known code the API sent without titles", async () => {
    stubApi({ status: 503, body: { status: 503, code: 'SERVICE_UNAVAILABLE' } });
    const data = await formAgain(sendContactMessage(post(FORM, '/en/contact-us'), NOW));
    expect(data.notice).toEqual({ key: 'sendFailed', message: 'The service is unavailable right now.' });
  });

  it('says it could not send when the API cannot be reached', async () => {
    stubApi('down');
    const data = await formAgain(sendContactMessage(post(FORM), NOW));
    expect(data.notice).toEqual({ key: 'sendFailed', message: undefined });
  });
});

describe('sendContactMessage for an enquiry', () => {
  const enquiry = {
    topic: { type: 'tour', title: 'Cusco y Machu Picchu', path: '/turs/peru/cusco-y-machu-picchu' },
    departureDates: ['2027-01-09', '2027-03-13'],
  } as const;

  it('sends an enquiry naming the tour and the chosen departure', async () => {
    const fetch = stubApi();
    const response = (await sendContactMessage(
      post({ ...FORM, departureDate: '2027-03-13' }, '/turs/peru/cusco-y-machu-picchu'),
      NOW,
      enquiry,
    )) as Response;
    expect(response.headers.get('location')).toBe('/gracias');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toMatchObject({
      kind: 'enquiry',
      about: { ...enquiry.topic, departureDate: '2027-03-13' },
    });
  });

  it('sends an enquiry without a date when the visitor is not sure yet', async () => {
    const fetch = stubApi();
    await sendContactMessage(post({ ...FORM, departureDate: '' }), NOW, enquiry);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body)).about).toEqual(enquiry.topic);
  });

  it('refuses a departure the page did not offer, keeping what was typed', async () => {
    const fetch = stubApi();
    const data = await formAgain(
      sendContactMessage(post({ ...FORM, departureDate: '2027-02-01' }), NOW, enquiry),
    );
    expect(data.lastResult).toMatchObject({ status: 'error', error: { departureDate: ['departure'] } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a departure date on the contact page, which offers none', async () => {
    stubApi();
    const data = await formAgain(sendContactMessage(post({ ...FORM, departureDate: '2027-01-09' }), NOW));
    expect(data.lastResult).toMatchObject({ status: 'error', error: { departureDate: ['departure'] } });
  });
});
