import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildResultsPage } from '@travel/domain/flight-results';
import { deriveOfferViews } from '@travel/domain/offers';
import { buildFlightOffer } from '@travel/domain/testing';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { ResultsPage, type ResultsSearchSummary } from './results-page';
import { readResultsView } from './results-query';

/** A round trip BOG–MIA on Avianca: outbound flight `out`, return flight `back`. */
function roundTrip(id: string, total: string, out: string, back: string) {
  const leg = (from: string, to: string, date: string, number: string) => ({
    from,
    to,
    departureAt: `${date}T08:00:00`,
    arrivalAt: `${date}T12:00:00`,
    carrierCode: 'AV',
    number,
  });
  return buildFlightOffer({
    id,
    total,
    itineraries: [
      { duration: 'PT4H', segments: [leg('BOG', 'MIA', '2027-03-10', out)] },
      { duration: 'PT4H', segments: [leg('MIA', 'BOG', '2027-03-17', back)] },
    ],
  });
}

// Two outbounds: AV 1 (two returns) and AV 2 (one).
const TRIPS = {
  views: deriveOfferViews([
    roundTrip('A', '300.00', '1', '10'),
    roundTrip('B', '250.00', '1', '11'),
    roundTrip('C', '400.00', '2', '12'),
  ]),
  carriers: { AV: 'Avianca' },
  currency: 'USD',
  fees: { amount: 0, currency: 'USD' },
  roundTrip: true,
};

const SEARCH: ResultsSearchSummary = {
  from: 'BOG',
  to: 'MIA',
  tripType: '2',
  departureDate: '2027-03-10',
  returnDate: '2027-03-17',
  travellers: { adult: 1, child: 0, infant: 0 },
  currencyCode: 'USD',
  searchKey: 'bog-mia-2027-03-10-2027-03-17',
};

/** The page as its loader would fill it for the URL's view (step one, or the returns of `out`). */
function RoundTripResults() {
  const [params] = useSearchParams();
  const view = readResultsView(params);
  return (
    <ResultsPage
      search={SEARCH}
      view={view}
      days={[]}
      cities={{ from: 'Bogotá', to: 'Miami' }}
      results={{ ok: true, searchRequestId: null, ...buildResultsPage(TRIPS, view) }}
      changeSearchHref="/vuelos"
      onPriced={() => {}}
    />
  );
}

function renderResults(url = '/bog-mia/results?tripType=2') {
  const Stub = createRoutesStub([{ path: '/bog-mia/results', Component: RoundTripResults }]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  // A phone: the filters in their drawer (jsdom has no matchMedia of its own).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResultsPage', () => {
  it('moves focus to the returns count once an outbound is chosen, and back to the outbounds on Cambiar', async () => {
    const user = userEvent.setup();
    renderResults();
    const [choose] = await screen.findAllByRole('link', { name: /^Elegir ida con Avianca/ });
    if (!choose) throw new Error('no outbound to choose');
    await user.click(choose);

    const returns = await screen.findByRole('heading', { name: /^2 vuelos de regreso de Miami a Bogotá/ });
    await waitFor(() => expect(document.activeElement).toBe(returns));

    await user.click(screen.getByRole('link', { name: 'Cambiar el vuelo de ida' }));
    const outbounds = await screen.findByRole('heading', { name: /^2 vuelos de ida de Bogotá a Miami/ });
    await waitFor(() => expect(document.activeElement).toBe(outbounds));
  });

  it('leaves focus where the browser puts it when the page opens on the returns', async () => {
    renderResults('/bog-mia/results?tripType=2&out=AV0001-20270310T0800');
    await screen.findByRole('heading', { name: /^2 vuelos de regreso/ });
    expect(document.activeElement).toBe(document.body);
  });
});
