import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { AriaLocale } from '../../ui/aria-locale';
import { TravelDates } from './travel-dates';

afterEach(cleanup);

function Harness({ roundTrip, departure, back }: { roundTrip: boolean; departure: string; back: string }) {
  const [dates, setDates] = useState({ departure, back });
  return (
    <AriaLocale>
      <TravelDates
        roundTrip={roundTrip}
        departureDate={dates.departure}
        returnDate={dates.back}
        today="2027-03-01"
        onChange={(nextDeparture, nextBack) => setDates({ departure: nextDeparture, back: nextBack })}
      />
    </AriaLocale>
  );
}

function renderDates(roundTrip: boolean, departure: string, back = '') {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Harness roundTrip={roundTrip} departure={departure} back={back} /> },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

describe('TravelDates', () => {
  it('puts focus on the chosen departure day when the calendar opens', async () => {
    renderDates(true, '2027-03-10', '2027-03-17');
    await userEvent.click(await screen.findByRole('button', { name: /^Fecha de ida/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige las fechas del viaje' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/10 de marzo de 2027/),
    );
  });

  it('puts focus on today, the first day that can be chosen, when no date is chosen yet', async () => {
    renderDates(false, '');
    await userEvent.click(await screen.findByRole('button', { name: /^Fecha de ida/ }));
    await screen.findByRole('dialog', { name: 'Elige la fecha de ida' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/1 de marzo de 2027/),
    );
  });

  it('gives focus back to the date button it opened from when Escape closes it', async () => {
    renderDates(true, '2027-03-10', '2027-03-17');
    const trigger = await screen.findByRole('button', { name: /^Fecha de regreso/ });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Elige las fechas del viaje' });
    // Escape pressed on a day, where the calendar puts focus.
    await waitFor(() => expect(document.activeElement?.closest('[role="gridcell"]')).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
