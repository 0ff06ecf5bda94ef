import { cleanup, render, screen } from '@testing-library/react';
import type { OfferCardModel } from '@travel/domain/flight-results';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { OfferCard } from './offer-card';

afterEach(cleanup);

/** An Arajet one-way at 617.64 USD leaving at `departure`, with `stops` stops. */
function offer(id: string, departure: string, arrival: string, stops: number): OfferCardModel {
  return {
    id,
    outboundKey: id,
    total: { amount: '617.64', currency: 'USD' },
    perAdult: { amount: '617.64', currency: 'USD' },
    fees: { amount: '5.66', currency: 'USD' },
    travellers: 1,
    bags: { personalItem: true, carryOn: 1, checked: 0 },
    refundable: false,
    noPenalty: false,
    carrierCode: 'DM',
    carrierName: 'Arajet',
    itineraries: [
      {
        from: 'BOG',
        to: 'MIA',
        departureAt: `2027-02-24T${departure}:00`,
        arrivalAt: `2027-02-24T${arrival}:00`,
        durationMinutes: 240,
        stops,
        via: stops > 0 ? ['SDQ'] : [],
        carrierNames: ['Arajet'],
        flightNumbers: ['DM 5969'],
      },
    ],
  };
}

describe('OfferCard', () => {
  it('names two flights of one airline at one price apart, by their times and stops', async () => {
    const cards = [offer('a', '12:53', '16:53', 0), offer('b', '07:40', '13:10', 1)];
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <>
            {cards.map((card) => (
              <OfferCard
                key={card.id}
                offer={card}
                onSelect={() => {}}
                busy={false}
                selectForm={{ action: '/booking/summary', fields: {} }}
              />
            ))}
          </>
        ),
      },
    ]);
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <Stub initialEntries={['/']} />
      </I18nextProvider>,
    );
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(screen.getByRole('article', { name: /sale 12:53, llega 16:53, directo$/ })).toBeTruthy();
    expect(screen.getByRole('article', { name: /sale 07:40, llega 13:10, 1 escala$/ })).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^Seleccionar vuelo de Arajet por / });
    expect(new Set(buttons.map((button) => button.getAttribute('aria-label'))).size).toBe(2);
  });
});
