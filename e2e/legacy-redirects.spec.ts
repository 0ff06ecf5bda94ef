import { expect, test } from '@playwright/test';

// A sample of the ~40 legacy /es/... URLs: flight routes, airlines, articles and the section roots.
const LEGACY_PATHS = [
  '/es/vuelos',
  '/es/aerolineas',
  '/es/articulos',
  '/es/aerolineas/avianca',
  '/es/aerolineas-oficinas',
  '/es/vuelos/vuelos-de-bogota-a-cancun',
  '/es/articulos/que-llevar-en-el-equipaje-de-mano',
  '/es/blog/consejos/viajar-con-ninos',
  '/es/bog-cun/results',
  '/es/vuelos-baratos',
  '/es/ofertas-de-vuelo',
];

test.describe('legacy /es/ URLs', () => {
  for (const path of LEGACY_PATHS) {
    test(`${path} moves permanently to the same path without /es`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(path.replace(/^\/es/, ''));
    });
  }

  test('keeps the query string', async ({ request }) => {
    const response = await request.get('/es/vuelos?origen=BOG&destino=CUN&adultos=2', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/vuelos?origen=BOG&destino=CUN&adultos=2');
  });

  for (const country of ['punta-cana', 'cayman', 'aruba']) {
    test(`/es/${country} moves to its tours page`, async ({ request }) => {
      const response = await request.get(`/es/${country}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`/turs/${country}`);
    });
  }

  test('a visitor following /es/punta-cana lands on the Punta Cana tours', async ({ page }) => {
    await page.goto('/es/punta-cana');
    await expect(page).toHaveURL('/turs/punta-cana');
    await expect(page.getByRole('heading', { level: 1, name: 'Tours en Punta Cana' })).toBeVisible();
  });

  test('never redirects to another site', async ({ request }) => {
    for (const path of ['/es//evil.com', '/es//evil.com/login?next=x', '/es/%5C%5Cevil.com']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = response.headers().location ?? '';
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://site.invalid').host).toBe('site.invalid');
    }
  });

  test('leaves /espanol alone', async ({ request }) => {
    const response = await request.get('/espanol', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});
