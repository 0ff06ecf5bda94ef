import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeBookingTrip } from './booking-trip-cookie.server';
import { loadConfirmation, settlePaymentReturn } from './payment-return.server';

const AGENT = 'a'.repeat(32) + 'b'.repeat(32);
const RETURN = `orderKey=cart_1&paymentStatus=AUTHORISED&paymentAmount=236360&paymentCurrency=USD&mac=${'f'.repeat(64)}`;
const BOOKING = { referenceId: 'K7QX2M', contact: { email: 'ana@example.com' } };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  json(status, { status, code, title: code, titles: { es: `es ${code}`, en: `en ${code}` }, ...extra });
/** card/success's 402 for a refused or cancelled payment, naming the cart it reopened. */
const refused = (code: 'PAYMENT_DECLINED' | 'PAYMENT_CANCELLED', cart: Record<string, unknown>) =>
  problem(402, code, { cart });
const FLIGHT_CART = { productType: 'flight', offerId: 'offer-1', locale: 'es' };

/** The API's card/success answering `answers` in turn (a Response, or a refused connection). */
function stubCardSuccess(...answers: Array<Response | 'down'>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = answers.shift() ?? answers[answers.length - 1];
    if (next === 'down' || next === undefined) throw new TypeError('fetch failed');
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function returnRequest(
  path: string,
  query = RETURN,
  withTrip = true,
  resultsUrl = '/bog-mia/results?dep=2027-03-10',
) {
  const trip = serializeBookingTrip(
    { offerId: 'offer-1', resultsUrl },
    new Request('http://site.test/'),
  ).split(';')[0];
  const cookie = [`agent_id=${AGENT}`, withTrip ? trip : ''].filter(Boolean).join('; ');
  return new Request(`http://site.test${path}${query ? `?${query}` : ''}`, { headers: { cookie } });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settlePaymentReturn', () => {
  it('confirms on the server with the signed query and goes on to the confirmation', async () => {
    const fetch = stubCardSuccess(json(200, { data: BOOKING }));
    const response = await thrown(settlePaymentReturn(returnRequest('/booking/authorize'), 'authorize'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/booking/confirm?${RETURN}`);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/user\/session\/card\/success$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      agentId: AGENT,
      worldpayResponseData: Object.fromEntries(new URLSearchParams(RETURN)),
    });
  });

  it('confirms in the language the visitor booked in, wherever the gateway returned', async () => {
    stubCardSuccess(json(200, { data: { ...BOOKING, locale: 'pt' } }));
    const response = await thrown(settlePaymentReturn(returnRequest('/booking/authorize'), 'authorize'));
    expect(response.headers.get('location')).toBe(`/pt/booking/confirm?${RETURN}`);
  });

  it('sends a declined flight back to its trip summary, in the language of its cart', async () => {
    stubCardSuccess(refused('PAYMENT_DECLINED', { ...FLIGHT_CART, locale: 'pt' }));
    const response = await thrown(settlePaymentReturn(returnRequest('/booking/authorize'), 'authorize'));
    expect(response.headers.get('location')).toBe('/pt/booking/summary?offerId=offer-1&payment=declined');
  });

  it("sends a declined payment to its own cart's summary, not to the visitor's last trip", async () => {
    stubCardSuccess(refused('PAYMENT_DECLINED', { ...FLIGHT_CART, offerId: 'offer-paid' }));
    // The trip cookie names offer-1, a flight opened later in another tab.
    const response = await thrown(settlePaymentReturn(returnRequest('/booking/authorize'), 'authorize'));
    expect(response.headers.get('location')).toBe('/booking/summary?offerId=offer-paid&payment=declined');
  });

  it('sends a cancelled payment back too', async () => {
    stubCardSuccess(refused('PAYMENT_CANCELLED', { ...FLIGHT_CART, locale: 'en' }));
    const response = await thrown(settlePaymentReturn(returnRequest('/en/booking/cancel'), 'authorize'));
    expect(response.headers.get('location')).toBe('/en/booking/summary?offerId=offer-1&payment=cancelled');
  });

  it('sends a declined hotel room back to the hotel summary it came from', async () => {
    stubCardSuccess(
      refused('PAYMENT_DECLINED', { productType: 'hotel', offerId: 'H-77.room-2', locale: 'es' }),
    );
    const response = await thrown(settlePaymentReturn(returnRequest('/booking/authorize'), 'authorize'));
    expect(response.headers.get('location')).toBe('/booking/summary?offerId=H-77.room-2&payment=declined');
  });

  it("sends a declined bag addition to its booking's add-bags page, with no e-mail in the URL", async () => {
    stubCardSuccess(
      refused('PAYMENT_DECLINED', {
        productType: 'bag-addition',
        offerId: 'bags-K7QX2M',
        locale: 'en',
        bookingReference: 'K7QX2M',
      }),
    );
    const response = await thrown(settlePaymentReturn(returnRequest('/booking/authorize'), 'authorize'));
    expect(response.headers.get('location')).toBe(
      '/en/user/my-journey/add-bags?reference=K7QX2M&payment=declined',
    );
  });

  it.each([
    ['an unknown product', { productType: 'cruise', offerId: 'offer-9', locale: 'es' }],
    ['a bag addition without its booking', { productType: 'bag-addition', offerId: 'bags-x', locale: 'es' }],
    [
      'a forged booking reference',
      { productType: 'bag-addition', offerId: 'bags-x', locale: 'es', bookingReference: '../../evil?x=' },
    ],
    ['a forged offer id', { productType: 'flight', offerId: 'https://evil.test/', locale: 'es' }],
    ['no cart at all', undefined],
  ])('stays on the return page for %s: what happened, and a link to the trip summary', async (_, cart) => {
    stubCardSuccess(cart ? refused('PAYMENT_DECLINED', cart) : problem(402, 'PAYMENT_DECLINED'));
    const result = await settlePaymentReturn(returnRequest('/booking/authorize'), 'authorize');
    expect(result).toMatchObject({
      data: {
        status: 'failed',
        titles: { es: 'es PAYMENT_DECLINED' },
        destination: 'summary',
        summaryPath: '/booking/summary?offerId=offer-1',
      },
    });
  });

  it('waits on /booking/waiting while the API cannot be reached, and books once it answers', async () => {
    stubCardSuccess('down');
    const first = await thrown(settlePaymentReturn(returnRequest('/booking/authorize'), 'authorize'));
    expect(first.headers.get('location')).toBe(`/booking/waiting?${RETURN}&attempt=1`);

    const waiting = await settlePaymentReturn(
      returnRequest('/booking/waiting', `${RETURN}&attempt=1`),
      'waiting',
    );
    expect(waiting).toMatchObject({
      data: {
        status: 'waiting',
        attempt: 1,
        delayMs: 2_000,
        retryPath: `/booking/waiting?${RETURN}&attempt=2`,
      },
    });

    stubCardSuccess(json(200, { data: BOOKING }));
    const booked = await thrown(
      settlePaymentReturn(returnRequest('/booking/waiting', `${RETURN}&attempt=2`), 'waiting'),
    );
    expect(booked.headers.get('location')).toBe(`/booking/confirm?${RETURN}`);
  });

  it('says why, and where to go, when the airline order failed after payment', async () => {
    stubCardSuccess(
      json(502, {
        status: 502,
        code: 'BOOKING_ORDER_FAILED',
        reference: 'K7QX2M',
        titles: { es: 'x', en: 'y' },
      }),
    );
    const failed = await settlePaymentReturn(returnRequest('/booking/authorize'), 'authorize');
    expect(failed).toMatchObject({
      data: { status: 'failed', reference: 'K7QX2M', destination: 'my-journey', titles: { es: 'x' } },
    });
  });
});

describe('loadConfirmation', () => {
  it('answers the booking of the signed return, every time it is asked (a reload books nothing)', async () => {
    const fetch = stubCardSuccess(json(200, { data: BOOKING }), json(200, { data: BOOKING }));
    for (let i = 0; i < 2; i += 1) {
      await expect(loadConfirmation(returnRequest('/booking/confirm'))).resolves.toMatchObject({
        data: { booking: BOOKING },
      });
    }
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends a confirmation opened with no payment before it home (spec §2)', async () => {
    const fetch = stubCardSuccess();
    const response = await thrown(loadConfirmation(returnRequest('/en/booking/confirm', '')));
    expect(response.headers.get('location')).toBe('/en');
    expect(fetch).not.toHaveBeenCalled();
  });
});
