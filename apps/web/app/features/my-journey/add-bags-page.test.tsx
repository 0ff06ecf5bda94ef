import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingBags } from '@travel/contract/bag-additions';
import type { Booking } from '@travel/contract/bookings';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useActionData, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { type AddBagsData, addBagsAction, loadAddBags } from './add-bags.server';
import { AddBagsPage } from './add-bags-page';
import { BAGS_OWNER_COOKIE_NAME, serializeBagsOwnerCookie } from './bags-owner-cookie.server';
import { BookingBagsPanel } from './booking-bags-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BAGS: BookingBags = {
  referenceId: 'K7QX2M',
  refusal: null,
  travellers: [
    { travelerId: '1', firstName: 'Ana', lastName: 'Ruiz', type: 'adult', added: { onward: 0, return: 0 } },
  ],
  directions: [
    {
      journeyType: 'onward',
      from: 'BOG',
      to: 'MIA',
      departureAt: '2027-03-10T07:45:00',
      booked: 0,
      added: 0,
    },
    {
      journeyType: 'return',
      from: 'MIA',
      to: 'BOG',
      departureAt: '2027-03-17T09:00:00',
      booked: 1,
      added: 0,
    },
  ],
  maxPerTraveller: 2,
  singleBagPrice: { amount: 4100, currency: 'USD' },
  singleBagPriceUsd: { amount: 4100, currency: 'USD' },
  fees: { amount: 566, currency: 'USD' },
  feesUsd: { amount: 566, currency: 'USD' },
  additions: [],
};

/** The same booking after Ana added a return bag of her own. */
const BAGS_AFTER_AN_ADDITION: BookingBags = {
  ...BAGS,
  travellers: BAGS.travellers.map((traveller) => ({ ...traveller, added: { onward: 0, return: 1 } })),
  directions: BAGS.directions.map((direction) =>
    direction.journeyType === 'return' ? { ...direction, added: 1 } : direction,
  ),
};

/** Each call is a fresh server request: without a cookie jar the visitor's id is issued again. */
const STARTED: [number, unknown] = [
  200,
  { data: { agentId: 'agent-0123456789', sessionsStarted: 1, firstSeenAt: '2026-11-25T00:00:00Z' } },
];

const TOTALS = {
  display: {
    offer: { amount: 0, currency: 'USD' },
    bags: { amount: 4100, currency: 'USD' },
    fees: { amount: 566, currency: 'USD' },
    total: { amount: 4666, currency: 'USD' },
  },
  usd: {
    offer: { amount: 0, currency: 'USD' },
    bags: { amount: 4100, currency: 'USD' },
    fees: { amount: 566, currency: 'USD' },
    total: { amount: 4666, currency: 'USD' },
  },
};

/** The API as the web server reaches it, answered by path (some calls run side by side). */
function api(routes: Record<string, Array<[number, unknown]>>) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) => {
    const path = new URL(String(url)).pathname;
    const [status, body] = routes[path]?.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return (path: string) =>
    fetch.mock.calls
      .filter(([url]) => new URL(String(url)).pathname === path)
      .map(([, init]) => JSON.parse(String(init?.body)));
}

function renderPage() {
  const Page = () => {
    const loaded = useLoaderData() as AddBagsData;
    const acted = useActionData() as AddBagsData | undefined;
    return <AddBagsPage result={acted ?? loaded} />;
  };
  const Stub = createRoutesStub([
    {
      path: '/user/my-journey/add-bags',
      Component: Page,
      loader: ({ request }) => loadAddBags(request),
      action: ({ request }) => addBagsAction(request),
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/user/my-journey/add-bags?reference=K7QX2M']} />
    </I18nextProvider>,
  );
}

describe('AddBagsPage', () => {
  it('asks the owner, offers bags per traveller and direction, and reviews the total the server priced', async () => {
    const sent = api({
      '/user/booking/bags': [
        [200, { data: BAGS_AFTER_AN_ADDITION }],
        [200, { data: BAGS_AFTER_AN_ADDITION }],
      ],
      '/user/session/start': [STARTED],
      '/user/session/set/bag-addition-order': [
        [
          200,
          {
            data: {
              sessionId: '0b0b9f7e-3a5e-4c4b-9d0a-4a1f7f3c2b11',
              flightOfferId: 'bags-K7QX2M',
              totals: TOTALS,
            },
          },
        ],
      ],
    });
    renderPage();
    expect(await screen.findByLabelText(/Código de reserva/)).toHaveProperty('value', 'K7QX2M');
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect((await screen.findByTestId('bag-unit-price')).textContent).toContain('Se cobra en USD');
    await userEvent.selectOptions(screen.getByLabelText(/^Ana Ruiz, ida BOG–MIA/), '1');
    // Ana added a return bag before: the fare sells her one more there, not two.
    const options = (label: RegExp) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (option) => option.value);
    expect(options(/^Ana Ruiz, ida BOG–MIA/)).toEqual(['0', '1', '2']);
    expect(options(/^Ana Ruiz, vuelta MIA–BOG/)).toEqual(['0', '1']);
    await userEvent.click(screen.getByRole('button', { name: 'Ver el total' }));

    expect((await screen.findByTestId('bags-review')).textContent).toContain('46,66');
    expect(screen.getByRole('button', { name: /^Pagar / }).textContent).toContain('46,66');
    expect(sent('/user/session/set/bag-addition-order')).toEqual([
      expect.objectContaining({
        referenceId: 'K7QX2M',
        email: 'ana@example.com',
        bags: [{ travelerId: '1', journeyType: 'onward', quantity: 1 }],
      }),
    ]);
    // Reviewing states no total: only paying names the one the traveller saw.
    expect(sent('/user/session/set/bag-addition-order')[0]).not.toHaveProperty('expectedTotal');
  });

  it("says why the bags cannot be paid when the server's price is not the one shown", async () => {
    const sent = api({
      '/user/booking/bags': [
        [200, { data: BAGS }],
        [200, { data: BAGS }],
        [200, { data: BAGS }],
      ],
      '/user/session/start': [STARTED, STARTED],
      '/user/session/set/bag-addition-order': [
        [
          200,
          {
            data: {
              sessionId: '0b0b9f7e-3a5e-4c4b-9d0a-4a1f7f3c2b11',
              flightOfferId: 'bags-K7QX2M',
              totals: TOTALS,
            },
          },
        ],
        [
          422,
          {
            type: 'about:blank',
            status: 422,
            code: 'AMOUNT_MISMATCH',
            title: 'x',
            titles: { es: 'El importe no coincide con el precio calculado.', en: 'x' },
          },
        ],
      ],
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.selectOptions(await screen.findByLabelText(/^Ana Ruiz, ida BOG–MIA/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Ver el total' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar / }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'El importe no coincide con el precio calculado.',
    );
    expect(sent('/user/session/set/bag-addition-order')[1]).toMatchObject({
      expectedTotal: { amount: 4666, currency: 'USD' },
    });
    expect(sent('/user/session/payment-direction')).toEqual([]);
  });
});

describe('the way back from a refused or cancelled payment', () => {
  const PROOF = { referenceId: 'K7QX2M', email: 'ana@example.com' };
  const ONWARD = 'bags:1:onward';
  /** The cookie as paying left it, for the page in `locale`'s path. */
  const ownerCookie = (referenceId = PROOF.referenceId) =>
    serializeBagsOwnerCookie(
      { ...PROOF, referenceId, chosen: { [ONWARD]: 1 } },
      new Request('http://site.test/'),
      'es',
    ).split(';')[0] ?? '';
  const back = (query: string, cookie?: string) =>
    new Request(`http://site.test/user/my-journey/add-bags?${query}`, {
      headers: cookie ? { cookie } : {},
    });

  it("keeps the owner's proof and the bags in a cookie for this page only when it opens the hosted payment", async () => {
    api({
      '/user/booking/bags': [[200, { data: BAGS }]],
      '/user/session/start': [STARTED],
      '/user/session/set/bag-addition-order': [
        [
          200,
          {
            data: {
              sessionId: '0b0b9f7e-3a5e-4c4b-9d0a-4a1f7f3c2b11',
              flightOfferId: 'bags-K7QX2M',
              totals: TOTALS,
            },
          },
        ],
      ],
      '/user/session/payment-direction': [
        [
          200,
          {
            data: {
              worldpayTransactionUrl: 'http://localhost:4000/payment/sandbox/pay/c1?cartId=c1',
              cartId: 'c1',
              transactionId: 't1',
              amount: { amount: 4666, currency: 'USD' },
              displayAmount: { amount: 4666, currency: 'USD' },
              breakdown: TOTALS,
            },
          },
        ],
      ],
    });
    const form = new URLSearchParams({
      intent: 'pay',
      ...PROOF,
      [ONWARD]: '1',
      expectedAmount: '4666',
      expectedCurrency: 'USD',
    });
    const request = new Request('http://site.test/en/user/my-journey/add-bags', {
      method: 'POST',
      body: form,
    });
    let response: unknown;
    try {
      await addBagsAction(request);
    } catch (thrown) {
      response = thrown;
    }
    if (!(response instanceof Response)) throw new Error('expected the redirect to the hosted page');
    expect(response.headers.get('location')).toBe('http://localhost:4000/payment/sandbox/pay/c1?cartId=c1');
    const cookie =
      response.headers.getSetCookie().find((c) => c.startsWith(`${BAGS_OWNER_COOKIE_NAME}=`)) ?? '';
    expect(cookie).toMatch(/; Path=\/en\/user\/my-journey\/add-bags/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0]?.split('=').slice(1).join('=') ?? ''))).toEqual(
      {
        ...PROOF,
        chosen: { [ONWARD]: 1 },
      },
    );
  });

  it('shows the bags again as chosen, with what happened, from the proof kept for this booking', async () => {
    const sent = api({ '/user/booking/bags': [[200, { data: BAGS }]] });
    const response = await loadAddBags(back('reference=K7QX2M&payment=declined', ownerCookie()));
    expect(response.data).toMatchObject({
      step: 'choose',
      owner: PROOF,
      chosen: { [ONWARD]: 1 },
      payment: 'declined',
      error: null,
    });
    // The API checks the proof again: the page never shows bags on the cookie's word.
    expect(sent('/user/booking/bags')).toEqual([PROOF]);

    const Stub = createRoutesStub([
      { path: '/user/my-journey/add-bags', Component: () => <AddBagsPage result={response.data} /> },
    ]);
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <Stub initialEntries={['/user/my-journey/add-bags']} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Tu tarjeta fue rechazada; no se cobró nada. Puedes intentarlo de nuevo.',
    );
    expect(screen.getByLabelText(/^Ana Ruiz, ida BOG–MIA/)).toHaveProperty('value', '1');
    expect(screen.getByRole('button', { name: 'Ver el total' })).toBeTruthy();
  });

  it("asks for the proof again, with the message, when the cookie is another booking's or absent", async () => {
    const sent = api({});
    for (const cookie of [ownerCookie('ZZZ999'), undefined]) {
      const response = await loadAddBags(back('reference=K7QX2M&payment=cancelled', cookie));
      expect(response.data).toEqual({
        step: 'owner',
        referenceId: 'K7QX2M',
        error: null,
        payment: 'cancelled',
      });
    }
    expect(sent('/user/booking/bags')).toEqual([]);
  });

  it('reads the kept proof only on the way back from a payment, not on a plain link to the page', async () => {
    const sent = api({});
    const response = await loadAddBags(back('reference=K7QX2M', ownerCookie()));
    expect(response.data).toMatchObject({ step: 'owner', referenceId: 'K7QX2M', payment: null });
    expect(sent('/user/booking/bags')).toEqual([]);
  });
});

describe('BookingBagsPanel', () => {
  const booking = { referenceId: 'K7QX2M', contact: { email: 'ana@example.com' } } as unknown as Booking;

  it('lists what each direction holds and offers to add bags', () => {
    const Stub = createRoutesStub([
      { path: '/', Component: () => <BookingBagsPanel booking={booking} bags={BAGS} /> },
    ]);
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <Stub />
      </I18nextProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Equipaje facturado' });
    expect(panel.textContent).toContain('ida BOG–MIA: Sin equipaje facturado adicional');
    expect(panel.textContent).toContain('vuelta MIA–BOG: 1 maleta comprada con la reserva');
    expect(screen.getByRole('button', { name: 'Añadir equipaje' })).toBeTruthy();
  });

  it('says why bags cannot be added instead of offering them', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <BookingBagsPanel booking={booking} bags={{ ...BAGS, refusal: 'BAG_ADDITION_TOO_LATE' }} />
        ),
      },
    ]);
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <Stub />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Añadir equipaje' })).toBeNull();
    expect(screen.getByText(/Falta menos de 24 horas/)).toBeTruthy();
  });
});
