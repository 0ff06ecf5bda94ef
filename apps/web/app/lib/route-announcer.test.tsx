import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

function Page({ title }: { title: string }) {
  const { search } = useLocation();
  return (
    <main>
      <title>{`${title} | Viajes`}</title>
      <h1>{title}</h1>
      <p>{`Búsqueda: ${search}`}</p>
      <Link to="/">Inicio</Link>
      <Link to="/bog-mia/results">Resultados</Link>
      <Link to="/bog-mia/results?sort=price-desc">Ordenar por precio</Link>
    </main>
  );
}

function renderSite(entry: string) {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <Outlet />
          <RouteAnnouncer />
        </>
      ),
      children: [
        { path: '/', Component: () => <Page title="Inicio" /> },
        { path: '/:url/results', Component: () => <Page title="Vuelos de BOG a MIA" /> },
      ],
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
}

afterEach(cleanup);

describe('RouteAnnouncer', () => {
  it('leaves focus and the live region alone on the first load', async () => {
    renderSite('/');
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("moves focus to the new page's heading and announces its title", async () => {
    renderSite('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Resultados' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Vuelos de BOG a MIA' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('status').textContent).toBe('Vuelos de BOG a MIA | Viajes');
  });

  it('keeps focus where it is when only the search changes', async () => {
    renderSite('/bog-mia/results');
    const sort = await screen.findByRole('link', { name: 'Ordenar por precio' });
    await userEvent.click(sort);

    await screen.findByText('Búsqueda: ?sort=price-desc');
    expect(document.activeElement).toBe(sort);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
