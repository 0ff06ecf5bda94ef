import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsWithoutScript } from './support/journey';

/** A number from a price as the site writes it ('US$ 1.234,56' or 'US$1,234.56' → 1234.56). */
function readPrice(text: string): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const decimal = /[.,]\d{2}$/.test(digits) ? digits.slice(-3, -2) : '';
  const whole = decimal ? digits.slice(0, -3) : digits;
  return Number(`${whole.replace(/[.,]/g, '')}${decimal ? `.${digits.slice(-2)}` : ''}`);
}

function dealCard(page: Page, heading: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

test.describe('flight deals', () => {
  test('a deal opens the results of that search, with its destination, dates and price first', async ({
    page,
  }) => {
    const response = await page.goto('/ofertas-de-vuelo?origin=BOG&currency=USD');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de vuelo' })).toBeVisible();
    await expect(
      page.getByText(/^Precio por adulto, ida y vuelta en clase económica, con impuestos/),
    ).toBeVisible();
    await expect(page.getByLabel('Salgo desde')).toHaveValue('BOG');
    await expectNoSeriousA11yViolations(page);

    const card = dealCard(page, 'Cancún');
    const price = readPrice((await card.locator('strong').first().textContent()) ?? '');
    const dates = (await card.getByText(/ – /).textContent()) ?? '';
    const departure = dates.split(' – ')[0] ?? '';
    expect(price).toBeGreaterThan(0);

    await card.getByRole('link', { name: /^Vuelo de Bogotá a Cancún, / }).click();
    await expect(page).toHaveURL(
      /\/bog-cun\/results\?tripType=2&dep=\d{4}-\d{2}-\d{2}&ret=.*&adults=1&.*currency=USD/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Vuelos de BOG a CUN' })).toBeVisible();
    await expect(page.getByText(departure, { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Buscando los mejores vuelos…')).toHaveCount(0);
    const totals = (await page.getByTestId('price-total').allTextContents()).map(readPrice);
    expect(Math.min(...totals)).toBe(price);
  });

  test('the cheap-flights list leads to a destination landing page with real data', async ({ page }) => {
    await page.goto('/vuelos-baratos?origin=BOG&currency=USD');
    await expect(page.getByRole('heading', { level: 1, name: 'Vuelos baratos' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Vuelos baratos a Cancún' }).first().click();

    await expect(page).toHaveURL(/\/vuelos-baratos\/cancun\?origin=BOG/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vuelos baratos a Cancún' })).toBeVisible();
    await expect(page.getByText(/\(CUN\), en Cancún, México\./)).toBeVisible();
    await expect(page.getByText(/aerolíneas como /)).toBeVisible();
    const fromBogota = page.getByRole('region', { name: 'Fechas más baratas desde Bogotá' });
    // The window has 13 departure dates; the built-in inventory, drawn per hour, can leave one without a
    // flight (its window also moves at midnight in Bogotá, 05:00 UTC), so a date may be missing.
    await expect(fromBogota.getByRole('listitem').first()).toBeVisible();
    const dates = await fromBogota.getByRole('listitem').count();
    expect(dates).toBeGreaterThanOrEqual(10);
    expect(dates).toBeLessThanOrEqual(13);
    const others = page.getByRole('region', { name: 'Desde otras ciudades' });
    await expect(others.getByRole('heading', { name: 'Lima', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Guía de viaje de México' })).toHaveAttribute(
      'href',
      '/mexico',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/vuelos-baratos\/cancun$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Vuelos baratos a Cancún \(CUN\)/,
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'ItemList');
    expect(jsonLd?.itemListElement.length).toBeGreaterThan(13);
    await expectNoSeriousA11yViolations(page);
  });

  test("a destination's page offers no flight from the destination itself", async ({ page }) => {
    await page.goto('/vuelos-baratos/cancun?origin=BOG&currency=USD');
    const origins = page.getByLabel('Salgo desde');
    await expect(origins.locator('option[value="BOG"]')).toHaveCount(1);
    await expect(origins.locator('option[value="CUN"]')).toHaveCount(0);
    // Asked from Cancún by a hand-made address: said so, not "no flights from Cancún to Cancún".
    await page.goto('/vuelos-baratos/cancun?origin=CUN&currency=USD');
    await expect(
      page.getByText('Ya estás en Cancún: elige otra ciudad de salida para ver sus fechas.'),
    ).toBeVisible();
    await expect(page.getByText('No encontramos vuelos de Cancún a Cancún', { exact: false })).toHaveCount(0);
  });

  test('an unknown destination is the 404 page', async ({ page }) => {
    const response = await page.goto('/vuelos-baratos/atlantida');
    expect(response?.status()).toBe(404);
  });

  test('the landing pages are in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/vuelos-baratos/cancun</loc>');
    expect(sitemap).toContain('/ofertas</loc>');
  });

  test('English pages speak English', async ({ page }) => {
    await page.goto('/en/ofertas-de-vuelo?origin=MEX&currency=USD');
    await expect(page.getByRole('heading', { level: 1, name: 'Flight deals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancún', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Flight from Mexico City to Cancún, / })).toHaveAttribute(
      'href',
      /^\/en\/mex-cun\/results\?/,
    );
  });
});

test.describe('the deals hub on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('shows the cheapest flights, tours, cruises and the phone promotions without scrolling sideways', async ({
    page,
  }) => {
    await page.goto('/ofertas');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de viaje' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vuelos más baratos desde Bogotá' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Vuelo de Bogotá a / })).toHaveCount(6);
    await expect(page.getByRole('main').getByRole('link', { name: 'Tours', exact: true })).toHaveAttribute(
      'href',
      '/turs',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Cruceros', exact: true })).toHaveAttribute(
      'href',
      '/cruceros',
    );
    await expect(page.getByRole('heading', { name: 'Ofertas exclusivas por teléfono' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the origin form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('changes the departure city with a plain GET', async ({ page, browser }) => {
    await page.goto('/ofertas');
    await page.getByLabel('Salgo desde').selectOption('LIM');
    await page.getByRole('button', { name: 'Ver ofertas' }).click();
    await expect(page).toHaveURL(/\/ofertas\?origin=LIM&currency=USD$/);
    await expect(page.getByRole('heading', { name: 'Vuelos más baratos desde Lima' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Vuelo de Lima a / }).first()).toBeVisible();
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);
  });

  test('says which origin it does not know, in the page language', async ({ page }) => {
    await page.goto('/en/ofertas?origin=QQQ');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'We do not know the airport QQQ. Choose a city from the list.',
    );
    await expect(page.getByRole('heading', { name: 'Cheapest flights from Bogotá' })).toBeVisible();
  });
});
