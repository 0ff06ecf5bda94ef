import type { SessionDetails, SessionTotals } from '@travel/contract/booking-session';
import type { HotelLineView } from '@travel/contract/hotels';
import { buildFlightOffer } from '@travel/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocalToday } from '../../lib/local-today';
import {
  handleBookingSummaryAction,
  loadBookingSummary,
  redirectToBillingSection,
} from './booking-summary.server';

const AGENT = 'c'.repeat(64);
const GATEWAY = 'http://localhost:4000/payment/sandbox/pay/cart_1?cartId=cart_1';

/** A year from the test's own today, so the traveller rules (ages, documents) hold on any date. */
const inYears = (years: number) =>
  `${Number(getLocalToday().slice(0, 4)) + years}${getLocalToday().slice(4)}`;
const money = (amount: number) => ({ amount, currency: 'USD' });
const totals = (bags: number): SessionTotals => {
  const lines = { offer: money(70000), bags: money(bags), fees: money(500), total: money(70500 + bags) };
  return { display: lines, usd: lines };
};

const OFFER = buildFlightOffer({
  id: 'offer-1',
  travelers: ['ADULT', 'CHILD'],
  itineraries: [
    {
      segments: [
        {
          from: 'BOG',
          to: 'MIA',
          departureAt: `${inYears(1)}T07:45:00`,
          arrivalAt: `${inYears(1)}T12:15:00`,
        },
      ],
    },
    {
      segments: [
        {
          from: 'MIA',
          to: 'BOG',
          departureAt: `${inYears(1)}T18:00:00`,
          arrivalAt: `${inYears(1)}T21:30:00`,
        },
      ],
    },
  ],
});

function sessionDetails(patch: Partial<SessionDetails> = {}): SessionDetails {
  return {
    sessionId: '7d9f3c52-0c8e-4a53-9d2b-3f4c1e0a9b61',
    offer: OFFER,
    dictionaries: { carriers: { AV: 'Avianca' } },
    totals: totals(0),
    isAdditionalBaggageAllowed: true,
    card: null,
    paymentStarted: false,
    customer: null,
    passengers: [],
    billing: null,
    bags: { onward: 0, return: 0 },
    ...patch,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const problem = (status: number, code: string) =>
  json(status, { status, code, title: code, titles: { es: `es ${code}`, en: `en ${code}` } });

type Call = { method: string; path: string; body: Record<string, unknown> | null; cookie: string | null };

/** payment-direction's answer, opening the gateway's page at `url`. */
const direction = (url: string) => ({
  worldpayTransactionUrl: url,
  cartId: 'cart_1',
  transactionId: '0b6f0c52-1c8e-4a53-9d2b-3f4c1e0a9b63',
  amount: money(70500),
  displayAmount: money(70500),
  breakdown: totals(0),
});

/** The API as the web server reaches it: answers by path, records every call. */
function stubApi(answers: Record<string, (body: Record<string, unknown>) => Response> = {}) {
  const calls: Call[] = [];
  const SESSION = '7d9f3c52-0c8e-4a53-9d2b-3f4c1e0a9b61';
  const ID = '0b6f0c52-1c8e-4a53-9d2b-3f4c1e0a9b62';
  const defaults: Record<string, (body: Record<string, unknown>) => Response> = {
    'POST /user/session/start': () =>
      json(
        200,
        { data: { agentId: AGENT, sessionsStarted: 1, firstSeenAt: '2027-01-01T12:00:00.000Z' } },
        { 'set-cookie': `agent_id=${AGENT}; Path=/; HttpOnly; SameSite=Lax` },
      ),
    'POST /user/session/details': () => json(200, { data: sessionDetails() }),
    [`GET /user/session/${SESSION}/baggage`]: () =>
      json(200, {
        data: {
          sessionId: SESSION,
          isAdditionalBaggageAllowed: true,
          singleBagPrice: money(4500),
          singleBagPriceUsd: money(4500),
          allowedBaggageQuantity: [0, 1, 2],
          maxQuantity: 4,
          onwardSegmentIds: ['1'],
          returnSegmentIds: ['2'],
          alreadyAddedBaggage: { onward: 0, return: 0 },
          addedBaggage: [],
          bags: {},
        },
      }),
    'GET /air/flightOffer/offer-1': () => json(200, { data: OFFER }),
    'POST /user/session/set/flight-order': () =>
      json(200, {
        data: {
          id: SESSION,
          baggageUrl: `http://localhost:4000/user/session/${SESSION}/baggage`,
          flightOfferId: 'offer-1',
          isAdditionalBaggageAllowed: true,
          totals: totals(0),
        },
      }),
    'POST /user/session/add/additional-services': () =>
      json(201, { data: { id: ID, sessionId: SESSION, baggages: [], totals: totals(4500) } }),
    'POST /user/session/customer': () => json(200, { data: { id: 'c' } }),
    'POST /user/session/create-passenger': () => json(200, { data: { id: 'p' } }),
    'POST /user/session/create-payment-info': () =>
      json(200, {
        data: {
          transactionId: ID,
          sessionId: SESSION,
          card: { brand: 'visa', lastFour: '1111', expiry: '12/29' },
          totals: totals(0),
        },
      }),
    'POST /user/session/create-billing-info': () => json(200, { data: { id: ID, totals: totals(0) } }),
    'POST /user/session/payment-direction': () => json(200, { data: direction(GATEWAY) }),
  };
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const { pathname } = new URL(url);
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    const headers = new Headers(init.headers);
    calls.push({ method, path: pathname, body, cookie: headers.get('cookie') });
    const answer = answers[`${method} ${pathname}`] ?? defaults[`${method} ${pathname}`];
    return answer ? answer(body ?? {}) : problem(404, 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}

const cookie = `agent_id=${AGENT}; locale=es`;
const get = (path: string, headers: Record<string, string> = { cookie }) =>
  new Request(`http://site.test${path}`, { headers });
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(fields),
  });

/** The trip summary's form as a traveller fills it: two travellers, contact and billing. */
function filledForm(): Record<string, string> {
  const traveller = (i: number, first: string, birth: string) => ({
    [`travellers[${i}].firstName`]: first,
    [`travellers[${i}].lastName`]: 'Pérez',
    [`travellers[${i}].gender`]: 'female',
    [`travellers[${i}].dateOfBirth`]: birth,
    [`travellers[${i}].nationality`]: 'CO',
    [`travellers[${i}].documentType`]: 'PASSPORT',
    [`travellers[${i}].passportNumber`]: `PA12345${i}`,
    [`travellers[${i}].passportExpiryDate`]: inYears(6),
  });
  return {
    offerId: 'offer-1',
    ...traveller(0, 'María José', '1985-04-12'),
    ...traveller(1, 'Lucía', inYears(-6)),
    'contact.email': 'ana@example.com',
    'contact.countryCode': 'CO',
    'contact.phone': '301 234 5678',
    'billing.cardHolderName': 'María José Pérez',
    'billing.addressLine1': 'Calle 100 # 15-20',
    'billing.city': 'Bogotá',
    'billing.countryCode': 'CO',
    'bags.onward': '0',
    'bags.return': '0',
  };
}

/** A hotel room's session (decision 013): one adult for two nights. */
const HOTEL_SESSION: Partial<SessionDetails> = {
  productType: 'hotel',
  offer: undefined,
  isAdditionalBaggageAllowed: false,
  hotel: {
    hotelId: 'H-77',
    name: 'Hotel Andino',
    rating: 4,
    address: { lines: ['Calle 85 # 12-20'], cityName: 'Bogotá', countryCode: 'CO' },
    image: null,
    offerId: 'H-77.room-2',
    room: {
      name: 'Doble',
      description: 'Vista a la ciudad',
      beds: '1 cama king',
      maxOccupancy: 2,
      sizeSquareMetres: 28,
    },
    boardType: 'BREAKFAST',
    cancellation: { freeCancellation: false, deadline: null, description: 'No reembolsable' },
    stay: {
      checkInDate: inYears(1),
      checkOutDate: inYears(1),
      nights: 2,
      rooms: [{ adults: 1, childAges: [] }],
      adults: 1,
      children: 0,
    },
    policies: { checkIn: '15:00', checkOut: '12:00', children: '', pets: '' },
    price: { perNight: money(10000), total: money(20000), taxes: money(2000), totalUsd: money(20000) },
    confirmationNumber: null,
  } satisfies HotelLineView,
};

/** The hotel summary's form as a guest fills it. */
const HOTEL_FORM: Record<string, string> = {
  offerId: 'H-77.room-2',
  'travellers[0].firstName': 'Lucía',
  'travellers[0].lastName': 'Gómez',
  'contact.email': 'lucia@example.com',
  'contact.countryCode': 'CO',
  'contact.phone': '301 234 5678',
  'billing.cardHolderName': 'Lucía Gómez',
  'billing.addressLine1': 'Calle 10 # 5-20',
  'billing.city': 'Bogotá',
  'billing.countryCode': 'CO',
};

type Answer<T> = { data: T; init: ResponseInit | null };
const answerOf = <T>(value: unknown) => value as Answer<T>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadBookingSummary', () => {
  it('has nothing to show without an offer, and asks the API nothing', async () => {
    const api = stubApi();
    expect(answerOf(await loadBookingSummary(get('/booking/summary'))).data).toEqual({ status: 'empty' });
    expect(api.calls).toEqual([]);
  });

  it("reads the visitor's session on the server: offer, totals, bags and what was typed so far", async () => {
    const api = stubApi({
      'POST /user/session/details': () =>
        json(200, {
          data: sessionDetails({
            bags: { onward: 1, return: 0 },
            customer: {
              email: 'ana@example.com',
              phone: '+573012345678',
              countryCode: 'CO',
              newsletterSubscribe: true,
            },
            passengers: [
              {
                id: '2',
                type: 'child',
                firstName: 'Lucía',
                lastName: 'Pérez',
                gender: 'female',
                dateOfBirth: '2019-01-01',
                nationality: 'CO',
                documentType: 'PASSPORT',
                passportNumber: 'PA123451',
                passportExpiryDate: '2031-01-01',
              },
            ],
          }),
        }),
    });
    const { data } = answerOf<Record<string, unknown>>(
      await loadBookingSummary(get('/booking/summary?offerId=offer-1')),
    );
    expect(data).toMatchObject({
      status: 'ready',
      offerId: 'offer-1',
      passengers: [
        { id: '1', type: 'adult' },
        { id: '2', type: 'child' },
      ],
      bags: {
        singleBagPrice: money(4500),
        maxQuantity: 4,
        hasReturn: true,
        quantity: { onward: 1, return: 0 },
      },
      carriers: { AV: 'Avianca' },
      paymentFailure: null,
    });
    const defaults = data.defaultValue as {
      travellers: Record<string, string>[];
      contact: Record<string, unknown>;
    };
    expect(defaults.travellers[0]?.firstName).toBe('');
    expect(defaults.travellers[1]).toMatchObject({ firstName: 'Lucía', passportNumber: 'PA123451' });
    expect(defaults.contact).toMatchObject({
      email: 'ana@example.com',
      phone: '301 2345678',
      countryCode: 'CO',
    });
    expect(api.calls[0]).toMatchObject({
      path: '/user/session/details',
      body: { agentId: AGENT, flightOfferId: 'offer-1', locale: 'es' },
    });
  });

  it("shows the server's hold and starts the phone and billing country as the visitor's own", async () => {
    stubApi({
      'POST /user/session/details': () =>
        json(200, {
          data: sessionDetails({ hold: { expiresAt: '2027-01-01T12:08:00.000Z', extended: false } }),
        }),
      'GET /visitor/location': () =>
        json(200, {
          data: {
            detected: true,
            countryCode: 'MX',
            country: 'México',
            currencyCode: 'MXN',
            currencyName: 'Peso mexicano',
            flag: '🇲🇽',
            city: 'MEX',
            latitude: 19.4,
            longitude: -99.1,
          },
        }),
    });
    const { data } = answerOf<{
      hold: unknown;
      defaultValue: { contact: { countryCode: string }; billing: { countryCode: string } };
    }>(await loadBookingSummary(get('/booking/summary?offerId=offer-1')));
    expect(data.hold).toEqual({ expiresAt: '2027-01-01T12:08:00.000Z', extended: false });
    expect(data.defaultValue.contact.countryCode).toBe('MX');
    expect(data.defaultValue.billing.countryCode).toBe('MX');
  });

  it('gets a first-time visitor an agentId from the API and passes its cookie on', async () => {
    const api = stubApi();
    const answer = answerOf<unknown>(await loadBookingSummary(get('/booking/summary?offerId=offer-1', {})));
    expect(api.paths().slice(0, 2)).toEqual(['POST /user/session/start', 'POST /user/session/details']);
    expect(new Headers(answer.init?.headers).get('set-cookie')).toContain(`agent_id=${AGENT}`);
  });

  it('shows the payment the gateway refused, and says when the session of the offer named is gone', async () => {
    stubApi();
    const refused = answerOf(
      await loadBookingSummary(get('/booking/summary?offerId=offer-1&payment=declined')),
    );
    expect(refused.data).toMatchObject({ paymentFailure: 'declined' });
    stubApi({ 'POST /user/session/details': () => problem(404, 'BOOKING_SESSION_NOT_FOUND') });
    expect(answerOf(await loadBookingSummary(get('/booking/summary?offerId=offer-1'))).data).toEqual({
      status: 'gone',
    });
  });
});

describe('handleBookingSummaryAction: select', () => {
  it('opens the session with the offer read again from the API, then shows the summary (POST → redirect)', async () => {
    const api = stubApi();
    const response = (await handleBookingSummaryAction(
      post('/booking/summary', {
        intent: 'select',
        offerId: 'offer-1',
        currencyCode: 'USD',
        resultsUrl: '/bog-mia/results?dep=2027-03-10',
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/booking/summary?offerId=offer-1');
    expect(response.headers.get('set-cookie')).toContain('booking_trip=');
    const setOrder = api.calls.find((c) => c.path === '/user/session/set/flight-order');
    expect(setOrder?.body).toMatchObject({
      agentId: AGENT,
      flightOfferId: 'offer-1',
      flightOffer: { id: 'offer-1' },
    });
    expect(api.calls.find((c) => c.path === '/air/flightOffer/offer-1')?.method).toBe('GET');
  });

  it('shows a price that moved before going on, and goes on with it once accepted', async () => {
    stubApi({ 'POST /user/session/set/flight-order': () => problem(409, 'OFFER_PRICE_CHANGED') });
    const changed = answerOf(
      await handleBookingSummaryAction(
        post('/booking/summary', { intent: 'select', offerId: 'offer-1', currencyCode: 'USD' }),
      ),
    );
    expect(changed.data).toEqual({
      intent: 'select',
      priceChanged: {
        detail: 'es OFFER_PRICE_CHANGED',
        offerId: 'offer-1',
        currencyCode: 'USD',
        resultsUrl: null,
      },
    });

    const api = stubApi();
    await handleBookingSummaryAction(
      post('/booking/summary', {
        intent: 'select',
        offerId: 'offer-1',
        currencyCode: 'USD',
        priceAccepted: '1',
      }),
    );
    const sent = api.calls.find((c) => c.path === '/user/session/set/flight-order')?.body as {
      flightOffer: { price: Record<string, unknown> };
    };
    expect(sent.flightOffer.price).not.toHaveProperty('intTotal');
  });
});

describe('handleBookingSummaryAction: Pagar', () => {
  it('answers every wrong field with its message key and what was typed, saving nothing', async () => {
    const api = stubApi();
    const form = { ...filledForm(), intent: 'pay', 'travellers[0].firstName': '', 'contact.phone': '12' };
    const { data } = answerOf<{
      lastResult: { status: string; error: Record<string, string[]>; initialValue: object };
    }>(await handleBookingSummaryAction(post('/booking/summary?offerId=offer-1', form)));
    expect(data.lastResult.status).toBe('error');
    expect(data.lastResult.error).toEqual({
      'travellers[0].firstName': ['required'],
      'contact.phone': ['phone'],
    });
    expect(data.lastResult.initialValue).toMatchObject({ contact: { email: 'ana@example.com' } });
    expect(api.paths()).toEqual(['POST /user/session/details']);
  });

  it('saves every step and opens the gateway page without a card token (the page asks for the card)', async () => {
    const api = stubApi();
    const response = (await handleBookingSummaryAction(
      post('/booking/summary?offerId=offer-1', { ...filledForm(), intent: 'pay' }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(GATEWAY);
    expect(response.headers.get('set-cookie')).toContain('booking_trip=');
    expect(api.paths().filter((p) => p.startsWith('POST /user/session/') && !p.endsWith('/details'))).toEqual(
      [
        'POST /user/session/customer',
        'POST /user/session/create-passenger',
        'POST /user/session/create-billing-info',
        'POST /user/session/payment-direction',
      ],
    );
    const customer = api.calls.find((c) => c.path === '/user/session/customer')?.body;
    expect(customer).toMatchObject({ customerDetails: { email: 'ana@example.com', phone: '+573012345678' } });
    const billing = api.calls.find((c) => c.path === '/user/session/create-billing-info')?.body;
    expect(billing).toMatchObject({
      billingInformation: { amount: 70500, currency: 'USD', emailId: 'ana@example.com' },
    });
    const passengers = api.calls.find((c) => c.path === '/user/session/create-passenger')?.body as {
      passengers: { id: string; type: string }[];
    };
    expect(passengers.passengers.map((p) => [p.id, p.type])).toEqual([
      ['1', 'adult'],
      ['2', 'child'],
    ]);
  });

  it('keeps the page as typed and says the payment did not start when the API cannot be reached', async () => {
    const api = stubApi({ 'POST /user/session/details': () => problem(503, 'UPSTREAM_UNAVAILABLE') });
    const answer = answerOf<{
      lastResult: { initialValue: object };
      payError: { titles: unknown };
    }>(await handleBookingSummaryAction(post('/booking/summary?offerId=offer-1', filledForm())));
    expect(answer.data.payError).toEqual({ titles: null });
    expect(answer.data.lastResult.initialValue).toMatchObject({
      travellers: [{ firstName: 'María José' }, { firstName: 'Lucía' }],
      contact: { email: 'ana@example.com' },
    });
    // An error status: the page is not read again from an API that is failing.
    expect(answer.init?.status).toBe(503);
    expect(api.paths()).not.toContain('POST /user/session/payment-direction');
  });

  it('extends the hold once through the API and goes back to the summary; a refusal is shown', async () => {
    const api = stubApi({
      'POST /user/session/hold/extend': () =>
        json(200, { data: { expiresAt: '2027-01-01T12:13:00.000Z', extended: true } }),
    });
    const response = (await handleBookingSummaryAction(
      post('/booking/summary?offerId=offer-1', { intent: 'extend-hold', offerId: 'offer-1' }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/booking/summary?offerId=offer-1');
    expect(api.paths()).toEqual(['POST /user/session/hold/extend']);

    stubApi({ 'POST /user/session/hold/extend': () => problem(409, 'TRIP_HOLD_ALREADY_EXTENDED') });
    const refused = answerOf<{ intent: string; holdError: unknown }>(
      await handleBookingSummaryAction(
        post('/booking/summary?offerId=offer-1', { intent: 'extend-hold', offerId: 'offer-1' }),
      ),
    );
    expect(refused.data).toEqual({
      intent: 'extend-hold',
      holdError: { titles: { es: 'es TRIP_HOLD_ALREADY_EXTENDED', en: 'en TRIP_HOLD_ALREADY_EXTENDED' } },
    });
  });

  it('sends the token of a card tokenized in the page, never card fields', async () => {
    const api = stubApi();
    await handleBookingSummaryAction(
      post('/booking/summary?offerId=offer-1', {
        ...filledForm(),
        intent: 'pay',
        'card.token': 'tok_abc',
        'card.brand': 'visa',
        'card.lastFour': '1111',
        'card.expiry': '12/29',
        'card.name': 'MARIA J PEREZ',
      }),
    );
    const info = api.calls.find((c) => c.path === '/user/session/create-payment-info')?.body;
    expect(info).toMatchObject({
      paymentInformation: { token: 'tok_abc', brand: 'visa', lastFour: '1111', cardExpiry: '12/29' },
    });
    expect(JSON.stringify(info)).not.toContain('cardNumber');
    // The card goes under billing's cardholder, not a second name typed for the card.
    expect(info).toMatchObject({ paymentInformation: { cardName: 'María José Pérez' } });
  });

  it('goes nowhere but the gateway: another address in the answer is refused', async () => {
    stubApi({
      'POST /user/session/payment-direction': () =>
        json(200, { data: direction('https://evil.example/pay') }),
    });
    const answer = await handleBookingSummaryAction(
      post('/booking/summary?offerId=offer-1', { ...filledForm(), intent: 'pay' }),
    );
    expect(answer).not.toBeInstanceOf(Response);
    expect(answerOf(answer).data).toMatchObject({ intent: 'pay', payError: { titles: null } });
  });
});

describe('handleBookingSummaryAction: a bag button without script', () => {
  it('saves the bags and the sections already valid, and sends the form back as typed, no errors shown', async () => {
    const api = stubApi();
    const form = { ...filledForm(), intent: 'bags:onward:1', 'travellers[1].firstName': '' };
    const { data } = answerOf<{ lastResult: { status?: string; error?: unknown; initialValue: object } }>(
      await handleBookingSummaryAction(post('/booking/summary?offerId=offer-1', form)),
    );
    const bags = api.calls.find((c) => c.path === '/user/session/add/additional-services')?.body as {
      additionalServices: {
        baggage: { onwardBaggage: { quantity: number }; returnBaggage: { quantity: number } };
      };
    };
    expect(bags.additionalServices.baggage.onwardBaggage.quantity).toBe(1);
    expect(bags.additionalServices.baggage.returnBaggage.quantity).toBe(0);
    // Contact and billing are complete; a traveller is not: the travellers wait.
    expect(api.paths()).toContain('POST /user/session/customer');
    expect(api.paths()).toContain('POST /user/session/create-billing-info');
    expect(api.paths()).not.toContain('POST /user/session/create-passenger');
    expect(api.paths()).not.toContain('POST /user/session/payment-direction');
    const billing = api.calls.find((c) => c.path === '/user/session/create-billing-info')?.body;
    expect(billing).toMatchObject({ billingInformation: { amount: 75000 } });
    expect(data.lastResult.status).toBeUndefined();
    expect(data.lastResult.initialValue).toMatchObject({ travellers: [{ firstName: 'María José' }, {}] });
  });
});

describe('handleBookingSummaryAction: a bag button without script the API failed', () => {
  it('answers the failed state instead of an error page, with the form as typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /user/session/add/additional-services': () => problem(503, 'UPSTREAM_UNAVAILABLE') });
    const form = { ...filledForm(), intent: 'bags:return:2' };
    const answer = answerOf<{ intent: string; saveFailed?: boolean; lastResult?: { initialValue: object } }>(
      await handleBookingSummaryAction(post('/booking/summary?offerId=offer-1', form)),
    );
    expect(answer.data).toMatchObject({ intent: 'bags', saveFailed: true });
    // Its answer is a new page: the fields come back as they were typed.
    expect(answer.data.lastResult?.initialValue).toMatchObject({
      travellers: [{ firstName: 'María José' }, { firstName: 'Lucía' }],
      contact: { email: 'ana@example.com', phone: '301 234 5678' },
      billing: { addressLine1: 'Calle 100 # 15-20' },
    });
    expect(answer.init?.status).toBe(503);
    vi.mocked(console.error).mockRestore();
  });

  it('answers the same while the API is down, before the session could be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /user/session/details': () => problem(503, 'UPSTREAM_UNAVAILABLE') });
    const form = { ...filledForm(), intent: 'bags:onward:1' };
    const answer = answerOf<{ saveFailed?: boolean; lastResult?: { initialValue: object } }>(
      await handleBookingSummaryAction(post('/booking/summary?offerId=offer-1', form)),
    );
    expect(answer.data).toMatchObject({ intent: 'bags', saveFailed: true });
    expect(answer.data.lastResult?.initialValue).toMatchObject({ contact: { email: 'ana@example.com' } });
    expect(answer.init?.status).toBe(503);
    vi.mocked(console.error).mockRestore();
  });
});

describe('handleBookingSummaryAction: a session gone', () => {
  const gone = () => problem(404, 'BOOKING_SESSION_NOT_FOUND');

  /** The GET's answer for an offer whose session is gone: the page the posts answer too. */
  async function goneSummary() {
    stubApi({ 'POST /user/session/details': gone });
    return answerOf<unknown>(await loadBookingSummary(get('/booking/summary?offerId=x')));
  }

  it.each([
    ['pay', '/booking/summary', 'pay'],
    ['pay', '/en/booking/summary', 'pay'],
    ['bags:onward:1', '/booking/summary', 'bags'],
    ['bags:return:0', '/en/booking/summary?offerId=x', 'bags'],
    ['extend-hold', '/booking/summary', 'extend-hold'],
  ])(
    'answers intent=%s posted to %s with the page the GET shows, not an error page',
    async (intent, path, kind) => {
      const page = await goneSummary();
      expect(page.data).toEqual({ status: 'gone' });
      stubApi({ 'POST /user/session/details': gone, 'POST /user/session/hold/extend': gone });
      const answer = answerOf<unknown>(
        await handleBookingSummaryAction(post(path, { intent, offerId: 'x' })),
      );
      expect(answer.data).toEqual({ intent: kind, gone: true });
      // The GET's status: with script, React Router then reads the loader again, which says 'gone' too.
      expect(answer.init?.status ?? 200).toBe(page.init?.status ?? 200);
      expect(answer.init?.status ?? 200).toBe(200);
    },
  );

  it('answers a filled-in Pagar the same, and starts no payment', async () => {
    const api = stubApi({ 'POST /user/session/details': gone });
    const answer = answerOf<unknown>(
      await handleBookingSummaryAction(
        post('/booking/summary?offerId=offer-1', { ...filledForm(), intent: 'pay' }),
      ),
    );
    expect(answer.data).toEqual({ intent: 'pay', gone: true });
    expect(api.paths()).toEqual(['POST /user/session/details']);
  });

  it('says the session is gone when it ends between being read and the payment starting', async () => {
    stubApi({ 'POST /user/session/payment-direction': gone });
    const answer = answerOf<unknown>(
      await handleBookingSummaryAction(
        post('/booking/summary?offerId=offer-1', { ...filledForm(), intent: 'pay' }),
      ),
    );
    expect(answer.data).toEqual({ intent: 'pay', gone: true });
  });

  it('says a hotel session is gone when it ends while Pagar saves its details', async () => {
    stubApi({
      'POST /user/session/details': () => json(200, { data: sessionDetails(HOTEL_SESSION) }),
      'POST /user/session/customer': gone,
    });
    const form = { ...HOTEL_FORM, intent: 'pay', section: 'contact' };
    const answer = answerOf<unknown>(
      await handleBookingSummaryAction(post('/booking/summary?offerId=H-77.room-2', form)),
    );
    expect(answer.data).toEqual({ intent: 'pay', gone: true });
  });

  it('answers a background save whose session is gone quietly, flight or hotel: the page stays as typed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /user/session/details': gone });
    const flight = answerOf<unknown>(
      await handleBookingSummaryAction(
        post('/booking/summary?offerId=offer-1', { ...filledForm(), intent: 'save', section: 'contact' }),
      ),
    );
    expect(flight.data).toEqual({ intent: 'save', saveFailed: true });
    stubApi({
      'POST /user/session/details': () => json(200, { data: sessionDetails(HOTEL_SESSION) }),
      'POST /user/session/customer': gone,
    });
    const hotel = answerOf<{ gone?: boolean }>(
      await handleBookingSummaryAction(
        post('/booking/summary?offerId=H-77.room-2', { ...HOTEL_FORM, intent: 'save', section: 'contact' }),
      ),
    );
    expect(hotel.data).not.toHaveProperty('gone');
    errors.mockRestore();
  });
});

describe('handleBookingSummaryAction: a background save', () => {
  it('saves its section and leaves the bags as the session has them, whatever its form still holds', async () => {
    // A bag was added after this save was debounced: its form still says none.
    const api = stubApi({
      'POST /user/session/details': () =>
        json(200, { data: sessionDetails({ bags: { onward: 1, return: 0 }, totals: totals(4500) }) }),
    });
    const form = { ...filledForm(), intent: 'save', section: 'billing' };
    await handleBookingSummaryAction(post('/booking/summary?offerId=offer-1', form));
    expect(api.paths()).not.toContain('POST /user/session/add/additional-services');
    expect(api.paths()).toContain('POST /user/session/create-billing-info');
    expect(api.paths()).not.toContain('POST /user/session/customer');
    // Billed for the trip as it stands, the bag included.
    const billing = api.calls.find((c) => c.path === '/user/session/create-billing-info')?.body;
    expect(billing).toMatchObject({ billingInformation: { amount: 75000 } });
  });

  it('answers a save the API failed as failed, with no error page and no reload', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /user/session/create-billing-info': () => problem(503, 'UPSTREAM_UNAVAILABLE') });
    const form = { ...filledForm(), intent: 'save', section: 'billing' };
    const answer = answerOf<{ saveFailed?: boolean }>(
      await handleBookingSummaryAction(post('/booking/summary?offerId=offer-1', form)),
    );
    expect(answer.data).toEqual({ intent: 'save', saveFailed: true });
    // An error status: React Router does not read the page's loader again after it.
    expect(answer.init?.status).toBe(503);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("answers the page's bag change the API failed as failed too, keeping the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /user/session/add/additional-services': () => problem(503, 'UPSTREAM_UNAVAILABLE') });
    const form = { intent: 'bags', offerId: 'offer-1', 'bags.onward': '1', 'bags.return': '0' };
    const answer = answerOf<{ saveFailed?: boolean }>(
      await handleBookingSummaryAction(post('/booking/summary?offerId=offer-1', form)),
    );
    expect(answer.data).toEqual({ intent: 'bags', saveFailed: true });
    expect(answer.init?.status).toBe(503);
    vi.mocked(console.error).mockRestore();
  });
});

describe('redirectToBillingSection', () => {
  /** Where the thrown redirect points. */
  function redirectOf(request: Request): string | null {
    try {
      redirectToBillingSection(request);
    } catch (response) {
      return (response as Response).status === 302 ? (response as Response).headers.get('location') : null;
    }
    return null;
  }

  it('sends the traveller to the billing section of the trip they are booking', () => {
    const trip = encodeURIComponent(JSON.stringify({ offerId: 'OFFER-1', resultsUrl: null }));
    const request = new Request('http://site.test/en/booking/BillingSummary', {
      headers: { cookie: `booking_trip=${trip}` },
    });
    expect(redirectOf(request)).toBe('/en/booking/summary?offerId=OFFER-1#billing');
  });

  it('sends a visitor with no trip home', () => {
    expect(redirectOf(new Request('http://site.test/booking/BillingSummary'))).toBe('/');
  });
});
