import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionTotals } from '@travel/contract/booking-session';
import type { PaymentMethodsResponse } from '@travel/contract/payment';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { PaymentMethodPicker } from './payment-methods/payment-method-picker';
import { PayBar, PaymentSection } from './payment-section';
import type { useCardToken } from './use-card-token';

afterEach(cleanup);

const usd = (amount: number) => ({ amount, currency: 'USD' });
const brazil: PaymentMethodsResponse['data'] = {
  country: 'BR',
  cardBrand: null,
  methods: [
    {
      id: 'card',
      kind: 'card',
      charge: usd(100_000),
      holdMinutes: null,
      rateDate: null,
      instalmentPlans: [
        {
          count: 3,
          style: 'parcelas',
          interestFree: true,
          monthlyRateBp: 0,
          instalment: usd(33_334),
          total: usd(100_000),
          legalCost: { kind: 'CET', annualBp: 0 },
        },
      ],
    },
    {
      id: 'pix',
      kind: 'instant',
      charge: { amount: 543_210, currency: 'BRL' },
      holdMinutes: 30,
      rateDate: '2026-11-24',
      instalmentPlans: [],
    },
  ],
};

const card = {
  card: null,
  setCard: vi.fn(),
  ready: null,
  errors: {},
  status: 'idle',
} as unknown as ReturnType<typeof useCardToken>;

/**
 * The payment part of the checkout under a root route whose loader knows the visitor's country (as
 * root.tsx does): the section with its methods, and the pay bar with `totals`.
 */
function renderPayment(
  offers: PaymentMethodsResponse['data'],
  {
    visitorCountry = null,
    totals = null,
    payError,
    backTo,
  }: {
    visitorCountry?: string | null;
    totals?: SessionTotals | null;
    payError?: { titles: null; code: string };
    backTo?: string;
  } = {},
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      HydrateFallback: () => null,
      loader: () => ({ siteUrl: '', apiPublicUrl: '', visitorCountry }),
      children: [
        {
          path: 'booking/summary',
          Component: () => (
            <div className="booking-layout">
              <form id="booking-form" />
              <PaymentSection
                card={card}
                showCardErrors={false}
                savedCard={null}
                holderName="Ana Perez"
                methods={<PaymentMethodPicker offers={offers} formId="booking-form" locale="es" />}
              />
              <PayBar
                formId="booking-form"
                busy={false}
                payError={payError}
                backTo={backTo}
                locale="es"
                totals={totals}
                breakdown={() => null}
              />
            </div>
          ),
        },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/booking/summary']} />
    </I18nextProvider>,
  );
}

describe('PayBar after a refused payment', () => {
  it('offers a plain link to choose the trip again when the price hold is over', async () => {
    renderPayment(brazil, {
      payError: { titles: null, code: 'TRIP_HOLD_EXPIRED' },
      backTo: '/bog-mia/results?tripType=1',
    });
    const alert = await screen.findByRole('alert');
    const link = within(alert).getByRole('link', { name: 'Vuelve a elegir tu viaje' });
    expect(link.getAttribute('href')).toBe('/bog-mia/results?tripType=1');
  });

  it('offers no such link for another refusal', async () => {
    renderPayment(brazil, { payError: { titles: null, code: 'UPSTREAM_UNAVAILABLE' }, backTo: '/x' });
    expect(within(await screen.findByRole('alert')).queryByRole('link')).toBeNull();
  });
});

describe('PaymentSection with a choice of methods', () => {
  it('shows the card fields and plans for a card, and Pagar says so', async () => {
    renderPayment(brazil);
    const number = await screen.findByLabelText('Número de tarjeta');
    expect(number.closest('fieldset')?.hidden).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Parcelas' })).toHaveProperty('disabled', false);
    expect(await screen.findByRole('button', { name: 'Pagar con tarjeta' })).toBeTruthy();
  });

  it('hides and disables the card fields and plans when Pix is chosen, so none is required or posted', async () => {
    renderPayment(brazil);
    const group = await screen.findByRole('group', { name: 'Forma de pago' });
    await userEvent.click(within(group).getByRole('radio', { name: /Pix/ }));

    expect(await screen.findByRole('button', { name: 'Pagar con Pix' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Número de tarjeta' })).toBeNull();
    const number = screen.getByLabelText('Número de tarjeta', { selector: 'input' }) as HTMLInputElement;
    // The payment section's fieldset around the card's own (Datos de la tarjeta) is hidden.
    expect(number.closest('fieldset[hidden]')).not.toBeNull();
    expect(number.matches(':disabled')).toBe(true);
    const plans = screen.getByLabelText('Parcelas', { selector: 'select' }) as HTMLSelectElement;
    expect(plans.disabled).toBe(true);
    // A disabled select is left out of the booking form's data.
    const form = document.getElementById('booking-form') as HTMLFormElement;
    expect([...new FormData(form).keys()]).toEqual(['paymentMethod']);
    expect(new FormData(form).get('paymentMethod')).toBe('pix');

    // Back to the card: everything is there again.
    await userEvent.click(within(group).getByRole('radio', { name: /Tarjeta/ }));
    expect(await screen.findByRole('button', { name: 'Pagar con tarjeta' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveProperty('disabled', false);
    expect(new FormData(form).get('instalments')).toBe('1');
  });

  it('keeps plain Pagar and the card when the card is the only way to pay', async () => {
    renderPayment({ ...brazil, methods: brazil.methods.slice(0, 1) });
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Número de tarjeta' })).toBeTruthy();
  });
});

describe('the pay bar and the plans for a visitor from Mexico', () => {
  const lines = (amount: number, currency: string) => ({
    offer: { amount, currency },
    bags: { amount: 0, currency },
    fees: { amount: 0, currency },
    total: { amount, currency },
  });

  const mexicanTotals = { display: lines(1_266_010, 'MXN'), usd: lines(14_550, 'USD') };

  it('writes the total and the instalments as in Mexico (12,660.10), as the price breakdown does', async () => {
    renderPayment(brazil, { visitorCountry: 'MX', totals: mexicanTotals });
    expect(await screen.findByText(/MXN 12,660\.10/)).toBeTruthy();
    expect(screen.getByRole('option', { name: /3 parcelas.*333\.34/ })).toBeTruthy();
  });

  it('keeps the Spanish writing (12.660,10) when the country is not known', async () => {
    renderPayment(brazil, { totals: mexicanTotals });
    expect(await screen.findByText(/12\.660,10 MXN/)).toBeTruthy();
  });
});
