import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { getLocaleFromPath } from '../../lib/locale';
import { ContentArticle } from './content-article';
import type { ContentView } from './content-view';

const VIEW: ContentView = {
  id: '1',
  title: 'Términos y condiciones',
  summary: 'Lo que aceptas al reservar.',
  html: '<p>Texto legal.</p>',
  path: '/terms',
  created: '2026-11-20T00:00:00.000Z',
  changed: '2026-11-20T00:00:00.000Z',
  language: 'es',
};

function renderAt(path: string, view: ContentView) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <I18nextProvider i18n={getI18n(getLocaleFromPath(path))}>
          <ContentArticle view={view} trail={[]} />
        </I18nextProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe('ContentArticle', () => {
  it('marks a page not translated yet as Spanish, so it is read as Spanish on /pt', () => {
    renderAt('/pt/terms', VIEW);
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('es');
    expect(screen.getByText('Texto legal.').parentElement?.getAttribute('lang')).toBe('es');
  });

  it('adds no lang where the text is in the page language', () => {
    renderAt('/pt/terms', { ...VIEW, title: 'Termos e condições', language: 'pt' });
    expect(screen.getByRole('heading', { level: 1 }).hasAttribute('lang')).toBe(false);
    cleanup();
    renderAt('/terms', VIEW);
    expect(screen.getByRole('heading', { level: 1 }).hasAttribute('lang')).toBe(false);
  });
});
