import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWebFontsOnNavigation, WEB_FONT_PROBE } from './web-fonts';

afterEach(cleanup);

function Root() {
  useWebFontsOnNavigation();
  return <Outlet />;
}

/** A page that painted in the fallback, with a link to another whose loader takes a moment. */
function renderSite() {
  const Stub = createRoutesStub([
    {
      Component: Root,
      children: [
        { path: '/', Component: () => <Link to="/next">Siguiente</Link> },
        {
          path: '/next',
          loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 20)),
          Component: () => <h1>Siguiente página</h1>,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('useWebFontsOnNavigation', () => {
  const load = vi.fn(async (_font: string) => []);
  /** The document's font faces: the web font's Latin face, downloaded or not yet. */
  function setFonts(status: 'loaded' | 'loading') {
    load.mockClear();
    const faces = [
      { family: 'Inter Fallback', status: 'loaded' },
      { family: 'Inter Variable', status },
    ];
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load, [Symbol.iterator]: () => faces[Symbol.iterator]() },
    });
  }

  beforeEach(() => {
    document.documentElement.setAttribute('data-web-fonts', 'later');
  });

  it('keeps the fallback while the page is read, and applies the loaded font at the next navigation', async () => {
    setFonts('loaded');
    renderSite();
    expect(document.documentElement.hasAttribute('data-web-fonts')).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Siguiente' }));
    await screen.findByRole('heading', { name: 'Siguiente página' });
    expect(load).toHaveBeenCalledWith(WEB_FONT_PROBE);
    expect(document.documentElement.hasAttribute('data-web-fonts')).toBe(false);
  });

  it('keeps the fallback through a navigation when the font has not arrived yet', async () => {
    setFonts('loading');
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Siguiente' }));
    await screen.findByRole('heading', { name: 'Siguiente página' });
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('data-web-fonts')).toBe('later');
  });
});
