import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { ResultsError } from './results-page';

afterEach(cleanup);

describe('ResultsError', () => {
  it('says the flights could not be checked and offers to retry, instead of an error page', async () => {
    const Stub = createRoutesStub([
      {
        path: '/bog-mia/results',
        Component: () => (
          <ResultsError
            titles={{ es: 'El proveedor no responde', en: 'Supplier down' }}
            changeSearchHref="/vuelos?origin=BOG&destination=MIA"
          />
        ),
      },
    ]);
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <Stub initialEntries={['/bog-mia/results']} />
      </I18nextProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos consultar los vuelos en este momento.');
    expect(alert.textContent).toContain('El proveedor no responde');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('offers to change a search the API refuses as such, since another try would fail the same way', async () => {
    const Stub = createRoutesStub([
      {
        path: '/xxx-eze/results',
        Component: () => (
          <ResultsError
            titles={{ es: 'No conocemos ese aeropuerto. Elige uno de la lista.', en: 'Unknown airport' }}
            retryable={false}
            changeSearchHref="/vuelos?origin=XXX&destination=EZE"
          />
        ),
      },
    ]);
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <Stub initialEntries={['/xxx-eze/results']} />
      </I18nextProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No podemos buscar vuelos para esta búsqueda.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cambiar la búsqueda' }).getAttribute('href')).toBe(
      '/vuelos?origin=XXX&destination=EZE',
    );
  });
});
