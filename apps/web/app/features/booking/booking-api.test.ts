import type { SessionDetails } from '@travel/contract/booking-session';
import { buildFlightOffer } from '@travel/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { createBookingApi } from './booking-api';

const ISSUED = 'd'.repeat(64);

describe('createBookingApi', () => {
  it('waits for the agentId start-up gets from the API and sends it with the session call', async () => {
    let release: (agentId: string) => void = () => {};
    const agentId = new Promise<string>((resolve) => {
      release = resolve;
    });
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"data":{}}'));
    const bookingApi = createBookingApi(createApiClient({ baseUrl: 'http://api.test', fetch }), {
      getAgentId: () => agentId,
      flightOfferId: 'offer-1',
      locale: 'es',
    });

    const saving = bookingApi.saveCustomer({ email: 'maria.perez@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    release(ISSUED);
    await saving;

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/user/session/customer');
    expect(JSON.parse(String(init?.body))).toEqual({
      agentId: ISSUED,
      flightOfferId: 'offer-1',
      locale: 'es',
      // Spec §7: every session call says where the visitor came from; here, the site itself.
      infoData: { metaName: 'web' },
      customerDetails: { email: 'maria.perez@example.com' },
    });
  });

  it('asks for the session details with the ids in the body, never in the URL', async () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' });
    const lines = { offer: usd(35000), bags: usd(0), fees: usd(500), total: usd(35500) };
    const details: SessionDetails = {
      sessionId: '5b0e8c1e-3f4d-4a8e-9a53-2f1c7d9e4b10',
      offer: buildFlightOffer({ id: 'offer-1' }),
      dictionaries: { carriers: { AV: 'Avianca' } },
      totals: { display: lines, usd: lines },
      isAdditionalBaggageAllowed: false,
      card: null,
      paymentStarted: false,
      customer: null,
      passengers: [],
      billing: null,
      bags: { onward: 0, return: 0 },
    };
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ data: details })),
    );
    const bookingApi = createBookingApi(createApiClient({ baseUrl: 'http://api.test', fetch }), {
      getAgentId: async () => ISSUED,
      flightOfferId: 'offer-1',
      locale: 'es',
    });

    await expect(bookingApi.getSessionDetails()).resolves.toEqual(details);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/user/session/details');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ agentId: ISSUED, flightOfferId: 'offer-1' });
  });

  it('refuses session details that are not the shape the contract describes', async () => {
    const fetch = vi.fn(async () => new Response('{"data":{"passengers":[]}}'));
    const bookingApi = createBookingApi(createApiClient({ baseUrl: 'http://api.test', fetch }), {
      getAgentId: async () => ISSUED,
      flightOfferId: 'offer-1',
      locale: 'es',
    });
    await expect(bookingApi.getSessionDetails()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const locked = {
  status: 409,
  code: 'SESSION_LOCKED',
  title: 'Your payment is under way',
  titles: { es: 'Tu pago ya está en curso', en: 'Your payment is under way' },
};

describe('createBookingApi when a payment has frozen the session', () => {
  const key = { getAgentId: async () => ISSUED, flightOfferId: 'offer-1', locale: 'es' as const };

  it('abandons the started payment and saves the change when the session is frozen by it', async () => {
    const calls: string[] = [];
    let frozen = true;
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url).pathname;
      calls.push(path);
      if (path === '/user/session/payment/abandon') {
        expect(JSON.parse(String(init.body))).toMatchObject({ agentId: ISSUED, flightOfferId: 'offer-1' });
        frozen = false;
        return json(200, { data: { sessionId: 's', locked: false } });
      }
      return frozen ? json(409, locked) : json(200, { data: { id: 'c1' } });
    });
    const bookingApi = createBookingApi(createApiClient({ baseUrl: 'http://api.test', fetch }), key);
    await expect(bookingApi.saveCustomer({ email: 'ana@example.com' })).resolves.toEqual({
      data: { id: 'c1' },
    });
    expect(calls).toEqual([
      '/user/session/customer',
      '/user/session/payment/abandon',
      '/user/session/customer',
    ]);
  });

  it('passes any other failure on without abandoning anything', async () => {
    const fetch = vi.fn(async () =>
      json(422, { status: 422, code: 'AMOUNT_MISMATCH', titles: { es: 'x', en: 'x' } }),
    );
    const bookingApi = createBookingApi(createApiClient({ baseUrl: 'http://api.test', fetch }), key);
    await expect(bookingApi.saveBilling({})).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('for a background save, leaves the started payment alone and answers SESSION_LOCKED', async () => {
    const calls: string[] = [];
    const fetch = vi.fn(async (url: string, _init: RequestInit) => {
      calls.push(new URL(url).pathname);
      return json(409, locked);
    });
    const bookingApi = createBookingApi(createApiClient({ baseUrl: 'http://api.test', fetch }), {
      ...key,
      keepStartedPayment: true,
    });
    await expect(bookingApi.savePassengers([])).rejects.toMatchObject({ code: 'SESSION_LOCKED' });
    expect(calls).toEqual(['/user/session/create-passenger']);
    // The option is the web's own: the API's bodies stay as the contract describes them.
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('keepStartedPayment');
  });
});
