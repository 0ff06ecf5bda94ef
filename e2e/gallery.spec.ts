import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForHydration } from './support/journey';

/**
 * The maps on a country guide (spec §3, §4, §9 lightbox): responsive thumbnails that load lazily and
 * link to the image, and with script a lightbox that zooms, changes image and shows a broken image.
 */
const MAP_ALT = 'Mapa de México con sus aeropuertos principales: MEX, CUN, GDL, MTY, SJD';
const REGION_ALT = 'Mapa de América Latina y el Caribe en el que se destaca México';

const mapThumbnail = (page: Page) =>
  page.getByRole('region', { name: 'Mapas' }).getByRole('img', { name: MAP_ALT });

async function openMap(page: Page) {
  await page.goto('/mexico');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: MAP_ALT });
  await link.click();
  return link;
}

test('/mexico loads its map thumbnails lazily, choosing from a srcset', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/illustrations/')) requested.push(request.url());
  });
  await page.goto('/mexico');
  const thumbnail = mapThumbnail(page);
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expect(thumbnail).toHaveAttribute('decoding', 'async');
  await expect(thumbnail).toHaveAttribute(
    'srcset',
    '/illustrations/countries/mx-map-240.png 240w, /illustrations/countries/mx-map-480.png 480w, /illustrations/countries/mx-map-960.png 960w, /illustrations/countries/mx-map-1440.png 1440w',
  );
  await expect(thumbnail).toHaveAttribute('sizes', /vw/);
  await expect(thumbnail).toHaveAttribute('width', '960');
  await expect(thumbnail).toHaveAttribute('height', '720');
  // The maps sit about 2,800 px down a 720 px desktop page, past Chromium's lazy-load margin
  // (1,250 px on a fast connection): the browser has not fetched them yet.
  expect(requested).toEqual([]);

  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/illustrations\/countries\/mx-map-(240|480|960|1440)\.png$/,
  );
  // Reserved space: the box already had the image's 4:3 shape.
  const box = await thumbnail.boundingBox();
  expect(Math.round(((box?.width ?? 0) * 3) / 4)).toBeCloseTo(Math.round(box?.height ?? 0), -1);
});

test('the map opens in a lightbox that zooms, changes image and closes back to its thumbnail', async ({
  page,
}) => {
  const link = await openMap(page);
  const dialog = page.getByRole('dialog', { name: 'Mapa de México' });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole('img', { name: MAP_ALT });
  await expect(image).toHaveAttribute('src', '/illustrations/countries/mx-map.svg');
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // react-zoom-pan-pinch writes the scale on the element that holds the image.
  const zoomed = image.locator('..');
  await expect(zoomed).toHaveAttribute('style', /scale\(1\)/);
  await dialog.getByRole('button', { name: 'Acercar' }).click();
  await expect(zoomed).toHaveAttribute('style', /scale\(1\.12\)/);
  await dialog.getByRole('button', { name: 'Acercar' }).click();
  await expect(zoomed).toHaveAttribute('style', /scale\(1\.24\)/);
  await dialog.getByRole('button', { name: 'Alejar' }).click();
  await expect(zoomed).toHaveAttribute('style', /scale\(1\.12\)/);

  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('dialog', { name: 'Dónde está México' });
  await expect(second.getByRole('img', { name: REGION_ALT })).toBeVisible();
  await expect(second.getByText('Imagen 2 de 2')).toBeVisible();
  // The next image starts at full size.
  await expect(second.getByRole('img', { name: REGION_ALT }).locator('..')).toHaveAttribute(
    'style',
    /scale\(1\)/,
  );

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('an image that fails to load shows the broken-image state', async ({ page }) => {
  await page.route('**/illustrations/countries/mx-map.svg', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await openMap(page);
  const dialog = page.getByRole('dialog', { name: 'Mapa de México' });
  await expect(dialog.getByRole('alert')).toHaveText('No pudimos cargar la imagen');
  await expect(dialog.getByRole('img')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The other image is fine.
  await dialog.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: REGION_ALT })).toBeVisible();
});

test('without script the thumbnail link opens the image file', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/mexico');
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/illustrations/countries/mx-map.svg')),
    page.getByRole('link', { name: MAP_ALT }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  await expect(page).toHaveURL(/\/illustrations\/countries\/mx-map\.svg$/);
  await context.close();
});
