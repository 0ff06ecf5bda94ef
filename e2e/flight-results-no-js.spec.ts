import { type Browser, devices, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, isoDatePlus } from './support/journey';

/** A one-way search for one adult in dollars: the price fields speak the totals the cards show. */
const RESULTS = `/bog-mia/results?tripType=1&dep=${isoDatePlus(30)}&adults=1&cabin=ECONOMY&currency=USD`;

function offerCards(page: Page): Locator {
  return page.getByRole('article', { name: /^Vuelo de / });
}

/** Totals of the cards shown, in dollars (the page's Spanish writing: 1.234,56). */
async function readTotals(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('price-total').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

/** The check holds for every card listed, and some are. */
async function expectEveryCard(page: Page, check: (card: Locator) => Promise<void>) {
  const cards = offerCards(page);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await check(cards.nth(i));
}

/** No id twice in the page (the sidebar and the drawer's copy share their filters' markup). */
async function expectUniqueIds(page: Page) {
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids.length).toBeGreaterThan(10);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
}

/** A card's outbound stops, its first stops text ("Directo", "1 escala vía PTY"…). */
const stopsOf = (card: Locator) => card.getByText(/^(Directo|\d+ escalas?)/).first();

/**
 * axe on the page as a visitor without script gets it. axe is a script, so the page's HTML is copied
 * into a page that runs it and nothing else; there `<noscript>` would be text, so what it holds (the
 * form's native parts and the styles hiding what needs script) is made part of the page first.
 */
async function expectNoSeriousA11yViolationsOfNoScriptPage(page: Page, browser: Browser) {
  const html = (await page.content()).replace(/<\/?noscript>/gi, '');
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  const copy = await context.newPage();
  try {
    await copy.route('**/*.js', (route) => route.abort());
    const base = `<base href="${new URL(page.url()).origin}/">`;
    await copy.setContent(html.replace(/<head>/i, `<head>${base}`), { waitUntil: 'load' });
    await expect(copy.getByRole('button', { name: 'Aplicar filtros' }).first()).toBeAttached();
    await expectNoSeriousA11yViolations(copy);
  } finally {
    await context.close();
  }
}

test.describe('flight results filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sidebar is a form: boxes, a price range and reset links, each applied by the server', async ({
    page,
    browser,
  }) => {
    await page.goto(RESULTS);
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    await expect(filters).toBeVisible();
    // Only what works without script: no slider, no reset buttons; the fields and the button instead.
    await expect(filters.getByRole('slider')).toHaveCount(0);
    await expect(filters.getByRole('spinbutton', { name: 'Desde (USD)' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
    await expectNoSeriousA11yViolationsOfNoScriptPage(page, browser);
    await expectUniqueIds(page);
    const everyTotal = await readTotals(page);

    // Non-stop: the boxes go to the server, which answers the same search filtered, from page 1.
    await filters.getByRole('checkbox', { name: /^Directo/ }).check();
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/\?tripType=1&dep=[\d-]+&adults=1&cabin=ECONOMY&currency=USD&stops=0$/);
    await expectEveryCard(page, async (card) => expect(stopsOf(card)).toHaveText('Directo'));
    await expect(filters.getByRole('checkbox', { name: /^Directo/ })).toBeChecked();

    // Then one of the airlines that fly it non-stop.
    const airlines = filters.getByRole('group', { name: 'Aerolíneas' });
    const airline = airlines.getByRole('checkbox', { disabled: false }).first();
    const code = await airline.getAttribute('value');
    expect(code).toMatch(/^[A-Z0-9]{2}$/);
    await airline.check();
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(new RegExp(`&stops=0&airline=${code}$`));
    await expectEveryCard(page, async (card) => {
      await expect(card).toHaveAttribute('data-carrier', code ?? '');
      await expect(stopsOf(card)).toHaveText('Directo');
    });

    // A price range, in dollars, from the first page's totals: the cheapest half.
    await filters.getByRole('link', { name: 'Restablecer Escalas' }).click();
    await filters.getByRole('link', { name: 'Restablecer Aerolíneas' }).click();
    await expect(page).not.toHaveURL(/stops=|airline=/);
    const sorted = [...everyTotal].sort((a, b) => a - b);
    const from = Math.floor(sorted[0] ?? 0);
    const to = Math.floor(sorted[Math.floor(sorted.length / 2)] ?? 0);
    expect(to).toBeGreaterThan(from);
    await filters.getByRole('spinbutton', { name: 'Desde (USD)' }).fill(String(from));
    await filters.getByRole('spinbutton', { name: 'Hasta (USD)' }).fill(String(to));
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    // Minor units in the address, both amounts included, as the slider writes them.
    await expect(page).toHaveURL(new RegExp(`&price=${from * 100}-${to * 100 + 1}$`));
    const inRange = await readTotals(page);
    expect(inRange.length).toBeGreaterThan(0);
    for (const total of inRange) {
      expect(total).toBeGreaterThanOrEqual(from);
      expect(total).toBeLessThanOrEqual(to);
    }
    await expect(filters.getByRole('spinbutton', { name: 'Hasta (USD)' })).toHaveValue(String(to));

    // A reversed range puts no condition on the price.
    await filters.getByRole('spinbutton', { name: 'Desde (USD)' }).fill(String(to));
    await filters.getByRole('spinbutton', { name: 'Hasta (USD)' }).fill(String(from));
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).not.toHaveURL(/price=/);
    await expect(filters.getByRole('spinbutton', { name: 'Desde (USD)' })).toHaveValue('');

    // Every filter off at once, by a link; the sort is kept.
    await filters.getByRole('checkbox', { name: /^Solo tarifas reembolsables/ }).check();
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/&onlyRefundable=1$/);
    await filters.getByRole('link', { name: 'Restablecer todos los filtros' }).click();
    await expect(page).toHaveURL(/&currency=USD$/);
    await expect(offerCards(page)).toHaveCount(10);
  });

  test('keeps the order and the chosen outbound, and starts again at page 1', async ({ page }) => {
    const roundTrip = `/bog-mia/results?tripType=2&dep=${isoDatePlus(30)}&ret=${isoDatePlus(37)}&adults=1&cabin=ECONOMY&currency=USD`;
    await page.goto(`${roundTrip}&sort=price-asc&page=2`);
    await expect(offerCards(page)).toHaveCount(20);
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    await filters.getByRole('checkbox', { name: /^1 escala/ }).check();
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/&sort=price-asc&stops=1$/);
    await expectEveryCard(page, async (card) => expect(stopsOf(card)).toHaveText(/^1 escala\b/));
    expect(await offerCards(page).count()).toBeLessThanOrEqual(10);
    const ascending = await readTotals(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // Step two of a round trip: the returns of the chosen outbound, filtered.
    await offerCards(page)
      .first()
      .getByRole('link', { name: /^Elegir ida/ })
      .click();
    await expect(page).toHaveURL(/&out=/);
    const out = new URL(page.url()).searchParams.get('out');
    await filters.getByRole('checkbox', { name: /^Directo/ }).check();
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/stops=1%2C0|stops=0%2C1/);
    expect(new URL(page.url()).searchParams.get('out')).toBe(out);
    await expect(page.getByRole('heading', { level: 2, name: 'Tu vuelo de ida' })).toBeVisible();
  });

  test.describe('on a 375 px phone', () => {
    const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 5'];
    test.use({ userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: { width: 375, height: 740 } });

    test('the filters are in the page under a disclosure, where the drawer would need script', async ({
      page,
      browser,
    }) => {
      await page.goto(RESULTS);
      // The drawer's button does nothing without script: the disclosure takes its place.
      const disclosure = page
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: 'Filtros' }) });
      await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeHidden();
      await expect(page.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0);
      const directo = disclosure.getByRole('checkbox', { name: /^Directo/ });
      await expect(directo).toBeHidden();
      await disclosure.locator('summary').click();
      await expect(directo).toBeVisible();
      await expectNoSeriousA11yViolationsOfNoScriptPage(page, browser);

      await directo.check();
      await disclosure.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(page).toHaveURL(/&stops=0$/);
      await expectEveryCard(page, async (card) => expect(stopsOf(card)).toHaveText('Directo'));
      // Nothing wider than the phone, the disclosure open or not.
      await expect(page.locator('summary', { hasText: 'Filtros (1)' })).toBeVisible();
      await page.locator('summary', { hasText: 'Filtros (1)' }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectUniqueIds(page);
    });
  });
});
