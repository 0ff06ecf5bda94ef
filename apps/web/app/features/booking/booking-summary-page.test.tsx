import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import type { BookingSummaryActionData, BookingSummaryData } from './booking-summary.server';
import { BookingSummaryPage } from './booking-summary-page';

afterEach(cleanup);

function renderPage(summary: BookingSummaryData, actionData?: BookingSummaryActionData) {
  const Stub = createRoutesStub([
    {
      path: '/booking/summary',
      Component: () => <BookingSummaryPage summary={summary} actionData={actionData} />,
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/booking/summary']} />
    </I18nextProvider>,
  );
}

const GONE = /^Esta reserva ya no está abierta en este navegador/;

describe('BookingSummaryPage', () => {
  it('says the booking is gone after a post that found its session gone, even from an address naming no offer', async () => {
    // Posted to /booking/summary without ?offerId=: the loader, with no offer to read, says 'empty'.
    renderPage({ status: 'empty' }, { intent: 'pay', gone: true });
    expect(await screen.findByText(GONE)).toBeTruthy();
    expect(screen.queryByText('Aún no elegiste un vuelo ni un hotel.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Buscar vuelos' })).toBeTruthy();
  });
});
