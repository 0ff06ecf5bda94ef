import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { Gallery, type GalleryItem } from './gallery';

const renditions = (name: string) => [480, 960].map((width) => ({ src: `/img/${name}-${width}.png`, width }));

const ITEMS: GalleryItem[] = [
  {
    src: '/img/map.svg',
    title: 'Mapa de México',
    alt: 'Mapa de México con sus aeropuertos principales: MEX, CUN',
    width: 960,
    height: 720,
    renditions: renditions('map'),
  },
  {
    src: '/img/region.svg',
    title: 'Dónde está México',
    alt: 'Mapa de América Latina y el Caribe en el que se destaca México',
    width: 960,
    height: 720,
    renditions: [],
  },
];

const wrap = (children: ReactNode, locale: 'es' | 'en' = 'es') => (
  <I18nextProvider i18n={getI18n(locale)}>{children}</I18nextProvider>
);

beforeEach(() => {
  // Reduced motion: zooms apply at once instead of animating, which jsdom cannot paint.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openFirst() {
  const user = userEvent.setup();
  render(wrap(<Gallery items={ITEMS} sizes="50vw" />));
  await user.click(screen.getByRole('link', { name: ITEMS[0]?.alt }));
  const dialog = await screen.findByRole('dialog', { name: 'Mapa de México' });
  return { user, dialog };
}

const shownImage = (dialog: HTMLElement) => within(dialog).getByRole('img') as HTMLImageElement;
/** The transform react-zoom-pan-pinch writes on the zoomed content. */
const zoomTransform = (dialog: HTMLElement) => shownImage(dialog).parentElement?.style.transform ?? '';

describe('Gallery', () => {
  it('links every thumbnail to its full image, so it works without script', () => {
    render(wrap(<Gallery items={ITEMS} sizes="50vw" />));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/img/map.svg', '/img/region.svg']);
    expect(screen.getByText('Dónde está México')).toBeTruthy();
  });

  it('loads responsive thumbnails lazily, with their size reserved', () => {
    render(wrap(<Gallery items={ITEMS} sizes="50vw" />));
    const [map, region] = screen.getAllByRole('img') as HTMLImageElement[];
    expect(map?.getAttribute('srcset')).toBe('/img/map-480.png 480w, /img/map-960.png 960w');
    expect(map?.getAttribute('sizes')).toBe('50vw');
    expect(map?.getAttribute('src')).toBe('/img/map-480.png');
    expect([map?.getAttribute('width'), map?.getAttribute('height')]).toEqual(['960', '720']);
    expect([map?.getAttribute('loading'), map?.getAttribute('decoding')]).toEqual(['lazy', 'async']);
    // Without raster copies the thumbnail is the image itself, and no srcset is invented.
    expect(region?.getAttribute('src')).toBe('/img/region.svg');
    expect(region?.hasAttribute('srcset')).toBe(false);
  });

  it('leaves a click that asks for a new tab to the browser', () => {
    render(wrap(<Gallery items={ITEMS} sizes="50vw" />));
    const link = screen.getByRole('link', { name: ITEMS[0]?.alt });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Lightbox', () => {
  it('opens on a click with the image, its title and its alt text', async () => {
    const { dialog } = await openFirst();
    const image = shownImage(dialog);
    expect(image.getAttribute('src')).toBe('/img/map.svg');
    expect(image.alt).toBe(ITEMS[0]?.alt);
    expect(within(dialog).getByText('Imagen 1 de 2')).toBeTruthy();
  });

  it('shows a loading state until the image has loaded', async () => {
    const { dialog } = await openFirst();
    expect(within(dialog).getByRole('status').textContent).toBe('Cargando la imagen…');
    fireEvent.load(shownImage(dialog));
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('shows a broken image and says so when the image fails, where zooming does nothing', async () => {
    const { user, dialog } = await openFirst();
    fireEvent.error(shownImage(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe('No pudimos cargar la imagen');
    expect(within(dialog).queryByRole('img')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    expect(within(dialog).getByRole('alert')).toBeTruthy();
  });

  it('zooms in and out by 0.12 with the buttons', async () => {
    const { user, dialog } = await openFirst();
    fireEvent.load(shownImage(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    await waitFor(() => expect(zoomTransform(dialog)).toContain('scale(1.12)'));
    await user.click(within(dialog).getByRole('button', { name: 'Alejar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Alejar' }));
    await waitFor(() => expect(zoomTransform(dialog)).toContain('scale(0.88)'));
  });

  it('zooms once per 80 ms however fast the wheel turns', async () => {
    const { dialog } = await openFirst();
    const image = shownImage(dialog);
    fireEvent.load(image);
    fireEvent.wheel(image, { deltaY: -100 });
    fireEvent.wheel(image, { deltaY: -100 });
    await waitFor(() => expect(zoomTransform(dialog)).toContain('scale(1.12)'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    fireEvent.wheel(image, { deltaY: -100 });
    await waitFor(() => expect(zoomTransform(dialog)).toContain('scale(1.24)'));
  });

  it('goes to the next and previous image with the buttons and the arrow keys, round the ends', async () => {
    const { user, dialog } = await openFirst();
    await user.click(within(dialog).getByRole('button', { name: 'Imagen siguiente' }));
    expect(screen.getByRole('dialog', { name: 'Dónde está México' })).toBeTruthy();
    expect(shownImage(dialog).getAttribute('src')).toBe('/img/region.svg');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Mapa de México' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Imagen 2 de 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Imagen anterior' }));
    expect(shownImage(dialog).getAttribute('src')).toBe('/img/map.svg');
  });

  it('starts the next image loading again, at full size', async () => {
    const { user, dialog } = await openFirst();
    fireEvent.error(shownImage(dialog));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('status')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('changes image on a swipe past 50 px and not on a shorter drag', async () => {
    const { dialog } = await openFirst();
    const stage = shownImage(dialog).closest('[data-status]') as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200, isPrimary: true });
    fireEvent.pointerUp(stage, { clientX: 260, clientY: 200, isPrimary: true });
    expect(shownImage(dialog).getAttribute('src')).toBe('/img/map.svg');
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200, isPrimary: true });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 210, isPrimary: true });
    expect(shownImage(dialog).getAttribute('src')).toBe('/img/region.svg');
  });

  it('closes with Escape and with its button, giving focus back to the thumbnail', async () => {
    const { user } = await openFirst();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = screen.getByRole('link', { name: ITEMS[0]?.alt });
    await waitFor(() => expect(document.activeElement).toBe(link));
    await user.click(link);
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks English on English pages', async () => {
    const user = userEvent.setup();
    render(wrap(<Gallery items={ITEMS} sizes="50vw" />, 'en'));
    await user.click(screen.getByRole('link', { name: ITEMS[0]?.alt }));
    const dialog = await screen.findByRole('dialog');
    for (const name of ['Close', 'Zoom in', 'Zoom out', 'Previous image', 'Next image']) {
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.error(shownImage(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe("We couldn't load the image");
  });
});
