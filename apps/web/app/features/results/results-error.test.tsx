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
        Component: () => <ResultsError titles={{ es: 'El proveedor no responde', en: 'Supplier down' }} />,
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
});
