import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '@travel/contract/bookings';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useActionData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { BookingSelfService, CancellationPanel, SelfServiceNoticeBanner } from './booking-self-service';
import { type MyJourneyActionData, myJourneyAction } from './booking-self-service.server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BOOKING = {
  referenceId: 'K7QX2M',
  status: 'ordered',
  contact: { email: 'ana@example.com', phone: '+57 301 234 5678' },
  amounts: { display: { fees: { amount: 2500, currency: 'USD' } } },
} as unknown as Booking;

const QUOTE = {
  basis: 'refundableFare' as const,
  display: { currency: 'USD', refund: 52000, penalty: 4000, kept: 6500 },
  usd: { currency: 'USD', refund: 52000, penalty: 4000, kept: 6500 },
};

/** The API as the web server reaches it: each call's URL and body, answered in turn. */
function answers(...replies: Array<[number, unknown]>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const [status, body] = replies.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Detail() {
  const data = useActionData() as MyJourneyActionData | undefined;
  const booking = data && 'booking' in data ? data.booking : BOOKING;
  return (
    <>
      {data && 'notice' in data && data.notice && (
        <SelfServiceNoticeBanner notice={data.notice} booking={booking} />
      )}
      <BookingSelfService booking={booking} />
      {data && 'cancellation' in data && data.cancellation && (
        <CancellationPanel booking={booking} panel={data.cancellation} />
      )}
    </>
  );
}

function renderDetail(locale: 'es' | 'en' | 'pt' = 'es') {
  const Stub = createRoutesStub([
    {
      path: '/user/my-journey/booking-detail',
      Component: Detail,
      action: ({ request }) => myJourneyAction(request),
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Stub initialEntries={['/user/my-journey/booking-detail']} />
    </I18nextProvider>,
  );
}

describe('My Journey: resend the confirmation', () => {
  it("posts the booking's own reference and e-mail and says where it went and how many are left", async () => {
    const fetch = answers([202, { data: { remaining: 2 } }], [200, { data: BOOKING }]);
    renderDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar el correo de confirmación' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Listo: te enviamos la confirmación a ana@example.com. Puedes pedirla 2 veces más en esta hora.',
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/user\/booking\/resend-confirmation$/);
    expect(JSON.parse(String(init?.body))).toEqual({ referenceId: 'K7QX2M', email: 'ana@example.com' });
  });

  it('says the limit is reached when the API refuses the fourth within the hour', async () => {
    answers(
      [429, { status: 429, code: 'BOOKING_RESEND_LIMITED', title: 'x', type: 'about:blank' }],
      [200, { data: BOOKING }],
    );
    renderDetail('pt');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar o e-mail de confirmação' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Já enviamos a confirmação 3 vezes');
  });
});

describe('My Journey: request a cancellation', () => {
  it("says what the fare's rules give back before asking, then shows the request's number, status and timeline", async () => {
    const request = {
      number: 'CX-ABCD2345',
      status: 'received',
      quote: QUOTE,
      timeline: [{ status: 'received', at: '2026-11-25T01:30:00.000Z' }],
      createdAt: '2026-11-25T01:30:00.000Z',
    };
    const fetch = answers(
      [201, { data: { created: true, request } }],
      [200, { data: BOOKING }],
      [200, { data: { quote: QUOTE, request } }],
    );
    const Stub = createRoutesStub([
      {
        path: '/en/user/my-journey/booking-detail',
        Component: () => {
          const data = useActionData() as MyJourneyActionData | undefined;
          const panel = data && 'cancellation' in data && data.cancellation;
          return (
            <>
              {data && 'notice' in data && data.notice && (
                <SelfServiceNoticeBanner notice={data.notice} booking={BOOKING} />
              )}
              <CancellationPanel booking={BOOKING} panel={panel || { quote: QUOTE, request: null }} />
            </>
          );
        },
        action: ({ request: r }) => myJourneyAction(r),
      },
    ]);
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <Stub initialEntries={['/en/user/my-journey/booking-detail']} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('cancellation-quote').textContent).toBe(
      "Your fare is refundable: we refund $520.00 (a $40.00 penalty is withheld under the fare's rules). The service charge ($25.00) is not refunded.",
    );
    // Nothing is sent until the second, deliberate step.
    await userEvent.click(screen.getByText('Request the cancellation'));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText(/cannot be withdrawn/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, request the cancellation' }));
    expect((await screen.findByRole('status')).textContent).toContain('We received your request CX-ABCD2345');
    expect(screen.getByTestId('cancellation-status').textContent).toBe('received');
    // Each step with its date and time, in UTC where the visitor's zone is unknown.
    expect(screen.getByRole('list', { name: 'Request history' }).textContent).toMatch(
      /^received: Nov 25, 2026, 1:30\sAM UTC$/,
    );
    // Asked once: the form is gone while the request is open.
    expect(screen.queryByText('Request the cancellation')).toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/user\/booking\/cancellation\/request$/);
  });
});
