import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { DatesCalendar } from './dates-calendar';

afterEach(cleanup);

describe('DatesCalendar', () => {
  it('offers departures up to 361 days ahead, the last day the API searches', () => {
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <DatesCalendar
          roundTrip={false}
          departureDate="2028-02-24"
          returnDate=""
          today="2027-03-01"
          onChange={() => {}}
        />
      </I18nextProvider>,
    );
    const day = (date: number) => screen.getByRole('button', { name: new RegExp(`February ${date}, 2028`) });
    expect(day(25).getAttribute('aria-disabled')).toBeNull();
    expect(day(26).getAttribute('aria-disabled')).toBe('true');
  });

  it('takes focus on the chosen day as it appears, so arrow keys start from there', async () => {
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <DatesCalendar
          roundTrip
          departureDate="2027-03-10"
          returnDate="2027-03-17"
          today="2027-03-01"
          onChange={() => {}}
        />
      </I18nextProvider>,
    );
    const chosen = screen.getByRole('button', { name: /March 10, 2027/ });
    await waitFor(() => expect(document.activeElement).toBe(chosen));
  });

  it('takes focus on today, the first day that can be chosen, when the saved day has passed', async () => {
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <DatesCalendar
          roundTrip={false}
          departureDate="2027-02-20"
          returnDate=""
          today="2027-03-01"
          onChange={() => {}}
        />
      </I18nextProvider>,
    );
    const today = screen.getByRole('button', { name: /March 1, 2027/ });
    await waitFor(() => expect(document.activeElement).toBe(today));
  });
});
