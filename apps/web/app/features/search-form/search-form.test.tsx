import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSearchForm } from '@travel/domain/search';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { getLocalToday } from '../../lib/local-today';
import { SearchForm } from './search-form';
import { useSearchFormStore } from './search-form.store';

const defaults = createSearchForm(getLocalToday(), 'COP');

function ResultsProbe() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function renderForm() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <SearchForm defaults={defaults} /> },
    { path: '/:url/results', Component: ResultsProbe },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSearchFormStore.setState({ initialized: false });
});
afterEach(cleanup);

describe('SearchForm', () => {
  it('has every control with its visible Spanish label', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Ida y vuelta' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Solo ida' })).toBeTruthy();
    expect(screen.getByLabelText('Origen', { exact: true })).toBeTruthy();
    expect(screen.getByLabelText('Destino', { exact: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Fecha de ida/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Fecha de regreso/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Tarifa reembolsable' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sin restricciones' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sin penalidad' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar vuelos' })).toBeTruthy();
  });

  it('drops the return date for one-way trips', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Solo ida' }));
    expect(screen.queryByRole('button', { name: /^Fecha de regreso/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Ida y vuelta' }));
    expect(screen.getByRole('button', { name: /^Fecha de regreso/ }).textContent).not.toBe('Elegir fecha');
  });

  it('says what is missing instead of searching', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Elige el aeropuerto de origen.');
    expect(alert.textContent).toContain('Elige el aeropuerto de destino.');
  });

  it('goes to the readable results URL', async () => {
    renderForm();
    useSearchFormStore.getState().setOrigin({ code: 'BOG', label: 'Bogotá (BOG)', description: '' });
    useSearchFormStore.getState().setDestination({ code: 'MIA', label: 'Miami (MIA)', description: '' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tarifa reembolsable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    const url = await screen.findByText(/^\/bog-mia\/results\?/);
    expect(url.textContent).toContain(`dep=${defaults.departureDate}&ret=${defaults.returnDate}`);
    expect(url.textContent).toContain('currency=COP&refundable=1');
  });
});
