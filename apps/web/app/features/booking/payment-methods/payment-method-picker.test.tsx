import { cleanup, render, screen, within } from '@testing-library/react';
import type { PaymentMethodsResponse } from '@travel/contract/payment';
import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../../lib/i18n';
import { PaymentMethodPicker } from './payment-method-picker';

afterEach(cleanup);

const usd = (amount: number) => ({ amount, currency: 'USD' });
/** Text without spaces: Intl puts a narrow or no-break space (or none) before % and currency symbols. */
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s/g, '');
const description = (element: HTMLElement) =>
  squash(document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent);
const shown = (amount: number, currency = 'USD', locale: 'es' | 'pt' = 'es') =>
  formatMoney(fromMoneyAmount({ amount, currency }), locale);

const mexico: PaymentMethodsResponse['data'] = {
  country: 'MX',
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
          count: 6,
          style: 'msi',
          interestFree: true,
          monthlyRateBp: 0,
          instalment: usd(16_667),
          total: usd(100_000),
          legalCost: null,
        },
        {
          count: 18,
          style: 'msi',
          interestFree: false,
          monthlyRateBp: 190,
          instalment: usd(6_543),
          total: usd(117_774),
          legalCost: null,
        },
      ],
    },
    {
      id: 'oxxo',
      kind: 'voucher',
      charge: { amount: 1_840_000, currency: 'MXN' },
      holdMinutes: 2880,
      rateDate: '2026-11-01',
      instalmentPlans: [],
    },
  ],
};

function renderPicker(offers: PaymentMethodsResponse['data'], locale: 'es' | 'pt' = 'es') {
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <form id="booking-form" />
      <PaymentMethodPicker offers={offers} formId="booking-form" locale={locale} />
    </I18nextProvider>,
  );
}

describe('PaymentMethodPicker', () => {
  it('offers a Mexican visitor the card and OXXO, each saying the currency it charges', () => {
    renderPicker(mexico);
    const group = screen.getByRole('group', { name: 'Forma de pago' });
    const card = within(group).getByRole('radio', { name: 'Tarjeta de crédito o débito' });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(card.getAttribute('form')).toBe('booking-form');
    expect(description(card)).toBe(squash(`Se cobra en USD: ${shown(100_000)}.`));
    const oxxo = within(group).getByRole('radio', { name: 'Efectivo en OXXO' });
    expect(description(oxxo)).toBe(
      squash(
        `Se cobra en MXN: ${shown(1_840_000, 'MXN')}. Pagas en efectivo en una tienda OXXO en las próximas 48 horas. Tipo de cambio del 1 nov 2026.`,
      ),
    );
  });

  it('lists meses sin intereses with the amount per month and the total, and states the rate of a plan with interest', () => {
    renderPicker(mexico);
    const select = screen.getByRole('combobox', { name: 'Meses sin intereses' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => squash(o.textContent));
    expect(options).toEqual([
      squash(`1 pago de ${shown(100_000)}`),
      squash(`6 meses sin intereses de ${shown(16_667)} (total ${shown(100_000)})`),
      squash(`18 meses de ${shown(6_543)} (1,90 % mensual; total ${shown(117_774)})`),
    ]);
  });

  it("shows Brazil's CET in parcelas, in Portuguese", () => {
    renderPicker(
      {
        country: 'BR',
        cardBrand: 'visa',
        methods: [
          {
            id: 'card',
            kind: 'card',
            charge: usd(100_000),
            holdMinutes: null,
            rateDate: null,
            instalmentPlans: [
              {
                count: 12,
                style: 'parcelas',
                interestFree: false,
                monthlyRateBp: 199,
                instalment: usd(9_451),
                total: usd(113_412),
                legalCost: { kind: 'CET', annualBp: 2_668 },
              },
            ],
          },
        ],
      },
      'pt',
    );
    const select = screen.getByRole('combobox', { name: 'Parcelas' });
    expect(squash(within(select).getAllByRole('option')[1]?.textContent)).toBe(
      squash(
        `12x de ${shown(9_451, 'USD', 'pt')} (1,99 % ao mês; total ${shown(113_412, 'USD', 'pt')}; CET 26,68 %)`,
      ),
    );
  });

  it('renders nothing when the API offered no methods', () => {
    const { container } = render(<PaymentMethodPicker offers={null} formId="f" locale="es" />);
    expect(container.innerHTML).toBe('');
  });
});
