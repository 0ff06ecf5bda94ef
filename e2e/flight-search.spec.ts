import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  chooseAirport,
  chooseRoundTripDates,
  expectNoSeriousA11yViolations,
  isoDatePlus,
  waitForHydration,
} from './support/journey';

/** Totals of the cards shown, as numbers (any locale grouping, no currency sign). */
async function readTotals(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('price-total').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

function offerCards(page: Page) {
  // Each offer is an article named after its carrier and price.
  return page.getByRole('article', { name: /^Vuelo de / });
}

async function waitForResults(page: Page) {
  // The skeleton's status text is gone once the offers are in.
  await expect(page.getByText('Buscando los mejores vuelos…')).toHaveCount(0);
  await expect(offerCards(page).first()).toBeVisible();
}

/** Where the filters live: the sidebar on large screens, a drawer on phones. */
async function openFilters(page: Page, mobile: boolean): Promise<Locator> {
  if (!mobile) return page.getByRole('complementary', { name: 'Filtros' });
  await page.getByRole('button', { name: /^Filtros/ }).click();
  return page.getByRole('dialog', { name: 'Filtros' });
}

async function closeFilters(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: /^Ver \d+ vuelos$/ }).click();
}

async function chooseOption(page: Page, label: string, option: string) {
  // The toolbar's choices are native selects, named by their label.
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

async function searchJourney(page: Page, mobile: boolean) {
  const departure = isoDatePlus(30);
  const ret = isoDatePlus(37);
  const nextDay = isoDatePlus(31);

  await page.goto('/');
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);

  await chooseAirport(page, 'Origen', 'Bogo', /Bogotá \(BOG\)/);
  await chooseAirport(page, 'Destino', 'Miami', /Miami \(MIA\)/);
  await chooseRoundTripDates(page, departure, ret);
  await page.getByRole('button', { name: /^Pasajeros/ }).click();
  await page.getByRole('button', { name: 'Añadir: Adultos' }).click();
  await page.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByRole('button', { name: /^Pasajeros/ })).toContainText('2 pasajeros');
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();

  // Results: a readable URL, server-rendered, 10 cards.
  await expect(page).toHaveURL(
    new RegExp(`/bog-mia/results\\?tripType=2&dep=${departure}&ret=${ret}&adults=2`),
  );
  const heading = page.getByRole('heading', { level: 1, name: 'Vuelos de BOG a MIA' });
  await expect(heading).toBeVisible();
  // A new page after a client-side navigation: focus on its heading, its title announced.
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: await page.title() })).toHaveCount(1);
  await waitForResults(page);
  // A round trip starts with the outbounds, each once, counted in one sentence.
  await expect(offerCards(page)).toHaveCount(10);
  await expect(
    page.getByRole('heading', { level: 2, name: /^\d+ vuelos de ida de Bogotá a Miami el / }),
  ).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Tiempo para reservar a estos precios' })).toContainText(
    /1[45]:\d{2}/,
  );
  // Every price shown already holds the service fee, and each card its airline and bags.
  await expect(offerCards(page).first()).toContainText(
    'Incluye impuestos y el cargo por servicio de Andariego',
  );
  await expect(
    offerCards(page).first().getByRole('list', { name: 'Equipaje incluido por pasajero' }),
  ).toContainText('Artículo personal');
  // The best offers come first; the tabs say what the cheapest and the fastest cost.
  const tabs = page.getByRole('navigation', { name: 'Ordenar los vuelos' });
  await expect(tabs.getByRole('link', { name: /^Mejor opción/ })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: /^Más rápido/ }).click();
  await expect(page).toHaveURL(/sort=duration-asc/);
  await expect(tabs.getByRole('link', { name: /^Más rápido/ })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: /^Mejor opción/ }).click();
  await expect(page).not.toHaveURL(/sort=/);
  await waitForResults(page);
  // ±3 days: the searched day is marked, the others link to their own search.
  const strip = page.getByRole('navigation', { name: 'Precios 3 días antes y después' });
  await expect(strip.getByRole('link')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);

  // Filters: non-stop plus one airline; every card obeys.
  let filters = await openFilters(page, mobile);
  // The price filter speaks all-in amounts too: its lowest figure is the cheapest tab's price.
  const minorOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
  const cheapest = minorOf(
    await tabs
      .getByRole('link', { name: /^Más barato/ })
      .locator('span')
      .nth(1)
      .textContent(),
  );
  const priceRange = (await filters.locator('output').first().textContent()) ?? '';
  expect(cheapest).toBeGreaterThan(0);
  expect(minorOf(priceRange.split('–')[0] ?? '')).toBe(cheapest);
  await filters.getByRole('checkbox', { name: /^Directo/ }).click();
  await expect(page).toHaveURL(/stops=0/);
  // The same page updated in place: focus stays on the filter.
  await expect(filters.getByRole('checkbox', { name: /^Directo/ })).toBeFocused();
  await filters.getByRole('checkbox', { name: /^Avianca/ }).click();
  await expect(page).toHaveURL(/airline=AV/);
  await closeFilters(page, mobile);
  await waitForResults(page);
  const filtered = offerCards(page);
  const count = await filtered.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const card = filtered.nth(i);
    await expect(card).toHaveAttribute('data-carrier', 'AV');
    // The outbound itinerary's stops come first in the card.
    await expect(card.getByText(/^(Directo|\d+ escalas?)/).first()).toHaveText('Directo');
  }

  // Sorting: dearest first, then cheapest first.
  await chooseOption(page, 'Ordenar por', 'Precio: mayor a menor');
  await expect(page).toHaveURL(/sort=price-desc/);
  await waitForResults(page);
  const descending = await readTotals(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await chooseOption(page, 'Ordenar por', 'Precio: menor a mayor');
  await expect(page).not.toHaveURL(/sort=price-desc/);
  await waitForResults(page);
  const ascending = await readTotals(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // The strip's days search again with the same filters and sort.
  const nextDayLink = page
    .getByRole('navigation', { name: 'Precios 3 días antes y después' })
    .getByRole('link')
    .nth(3);
  await expect(nextDayLink).toHaveAttribute(
    'href',
    new RegExp(`dep=${nextDay}.*stops=0&airline=AV&sort=price-asc`),
  );

  // Reload: the URL holds the state, the page renders it again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('combobox', { name: 'Ordenar por', exact: true })).toHaveValue('price-asc');
  filters = await openFilters(page, mobile);
  await expect(filters.getByRole('checkbox', { name: /^Directo/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^Avianca/ })).toBeChecked();

  // Every outbound again, by the filters' own reset; 'Ver más' adds the next ten.
  await filters.getByRole('button', { name: 'Restablecer todos los filtros' }).click();
  await closeFilters(page, mobile);
  await expect(page).not.toHaveURL(/stops=/);
  await waitForResults(page);
  await expect(offerCards(page)).toHaveCount(10);
  await page.getByRole('link', { name: 'Ver más' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(offerCards(page)).toHaveCount(20);

  // Next day, from the strip: a new search one day later, with the sort kept.
  await page
    .getByRole('navigation', { name: 'Precios 3 días antes y después' })
    .getByRole('link')
    .nth(3)
    .click();
  await expect(page).toHaveURL(new RegExp(`dep=${nextDay}.*sort=price-asc`));
  await waitForResults(page);
  await expect(offerCards(page)).toHaveCount(10);

  // Currency: Chilean pesos have no decimals.
  await chooseOption(page, 'Moneda', 'CLP Peso chileno');
  await expect(page).toHaveURL(/currency=CLP/);
  await waitForResults(page);
  for (const text of await page.getByTestId('price-total').allTextContents()) {
    expect(text).not.toMatch(/,\d{2}\b/);
    expect(text).toMatch(/\d{1,3}(\.\d{3})+/);
  }

  // Choose an outbound: its returns follow, each a whole round trip; the outbound stays on top.
  await offerCards(page)
    .first()
    .getByRole('link', { name: /^Elegir ida/ })
    .click();
  await expect(page).toHaveURL(/out=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Tu vuelo de ida' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /vuelos? de regreso de Miami a Bogotá el / }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Select a return: it is priced again and the journey lands on the trip summary.
  await offerCards(page)
    .first()
    .getByRole('button', { name: /^Seleccionar/ })
    .click();
  await expect(page).toHaveURL(/\/booking\/summary\?offerId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen del viaje' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: /Ida: BOG → MIA/ })).toBeVisible();
}

test.describe('flight search', () => {
  test('a round trip from the home page to the trip summary', async ({ page }) => {
    test.setTimeout(120_000);
    await searchJourney(page, false);
  });

  test('the same journey on a 375 px phone', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await searchJourney(page, true);
  });

  test('the home page restores the last search form after a reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await chooseAirport(page, 'Origen', 'Bogo', /Bogotá \(BOG\)/);
    await page.getByRole('radio', { name: 'Solo ida' }).check();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Origen', { exact: true })).toHaveValue('Bogotá (BOG)');
    await expect(page.getByRole('radio', { name: 'Solo ida' })).toBeChecked();
  });

  test('a search with no flights says so', async ({ page }) => {
    await page.goto(
      `/bog-mia/results?tripType=1&dep=${isoDatePlus(30)}&adults=1&cabin=ECONOMY&currency=USD&onlyNoPenalty=1&onlyRefundable=1&stops=2&airline=ZZ`,
    );
    await expect(page.getByRole('heading', { name: 'Ningún vuelo coincide con los filtros' })).toBeVisible();
    // A link: it works before the page's script has run, right after the document arrives.
    await page.getByRole('link', { name: 'Quitar todos los filtros' }).click();
    await waitForResults(page);
  });

  test('after 15 minutes the results say prices may have changed, and refreshing starts 15 new minutes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await page.goto(`/bog-mia/results?tripType=1&dep=${isoDatePlus(30)}&adults=1&cabin=ECONOMY&currency=USD`);
    await waitForResults(page);
    await waitForHydration(page);
    const timer = page.getByRole('timer', { name: 'Tiempo para reservar a estos precios' });
    await expect(timer).toHaveText(/Precios vigentes durante 1[45]:\d{2} min/);

    // Spec §4: at 15 minutes, the three ways on; no offer was chosen, so none to refresh.
    await page.clock.fastForward('15:01');
    const expired = page.getByRole('alertdialog', { name: 'Tu sesión expiró' });
    await expect(expired).toBeVisible();
    await expect(expired).toContainText('Han pasado 15 minutos y los precios pueden haber cambiado.');
    await expect(expired.getByRole('button', { name: 'Actualizar el vuelo seleccionado' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await expired.getByRole('button', { name: 'Actualizar resultados' }).click();
    await expect(expired).toHaveCount(0);
    await expect(timer).toHaveText(/Precios vigentes durante 1[45]:\d{2} min/);
    await expect(offerCards(page).first()).toBeVisible();

    // Dismissed, the dialog stays closed and the countdown's place says the prices are old.
    await page.clock.fastForward('15:01');
    await expect(expired).toBeVisible();
    await expired.getByRole('button', { name: 'Volver a los resultados' }).click();
    await expect(expired).toHaveCount(0);
    await expect(
      page.getByText('La sesión expiró: actualiza los resultados para ver los precios actuales.'),
    ).toBeVisible();
    await expect(offerCards(page).first()).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    /**
     * axe on the page as a visitor without script gets it. axe is a script, so the page's HTML is
     * copied into a page that runs it; there `<noscript>` would be text, so what it holds (the native
     * fields and the style hiding the lookalike buttons) is made part of the page first.
     */
    async function expectNoSeriousA11yViolationsOfNoScriptPage(page: Page, browser: Browser) {
      const html = (await page.content()).replace(/<\/?noscript>/gi, '');
      const context = await browser.newContext({ javaScriptEnabled: true });
      const copy = await context.newPage();
      try {
        await copy.route('**/*.js', (route) => route.abort());
        const base = `<base href="${new URL(page.url()).origin}/">`;
        await copy.setContent(html.replace(/<head>/i, `<head>${base}`), { waitUntil: 'load' });
        await expect(copy.getByRole('combobox', { name: 'Adultos' })).toBeVisible();
        await expectNoSeriousA11yViolations(copy);
      } finally {
        await context.close();
      }
    }

    async function typeSearch(page: Page, origin: string, destination: string) {
      await page.getByLabel('Origen', { exact: true }).fill(origin);
      await page.getByLabel('Destino', { exact: true }).fill(destination);
      await page.getByRole('textbox', { name: 'Fecha de ida' }).fill(isoDatePlus(30));
      await page.getByRole('textbox', { name: 'Fecha de regreso' }).fill(isoDatePlus(37));
      await page.getByRole('combobox', { name: 'Adultos' }).selectOption('2');
    }

    test('the home page searches with plain fields and lands on the results', async ({ page, browser }) => {
      await page.goto('/');
      // The buttons that open the widgets need script: native fields stand in for them.
      await expect(page.getByRole('button', { name: /^Pasajeros/ })).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Moneda' })).toBeVisible();
      await typeSearch(page, 'Bogotá', 'Miami');
      await expectNoSeriousA11yViolationsOfNoScriptPage(page, browser);

      await page.getByRole('button', { name: 'Buscar vuelos' }).click();
      await expect(page).toHaveURL(
        new RegExp(
          `/bog-mia/results\\?tripType=2&dep=${isoDatePlus(30)}&ret=${isoDatePlus(37)}&adults=2&children=0&infants=0&cabin=ECONOMY&currency=[A-Z]{3}&refundable=0&noRestriction=0&noPenalty=0$`,
        ),
      );
      await waitForResults(page);
    });

    test('an origin that names no airport comes back with what was typed, and says so', async ({
      page,
      browser,
    }) => {
      await page.goto('/vuelos');
      await typeSearch(page, 'Qwertyuiop', 'Miami');
      await page.getByRole('radio', { name: 'Solo ida' }).check();
      await page.getByRole('button', { name: 'Buscar vuelos' }).click();

      await expect(page).toHaveURL(/\/vuelos\?.*origin=Qwertyuiop/);
      const problems = page.getByRole('alert');
      await expect(problems).toContainText('No encontramos ningún aeropuerto de origen para «Qwertyuiop».');
      await expect(problems).toBeFocused();
      await expect(page.getByLabel('Origen', { exact: true })).toHaveValue('Qwertyuiop');
      await expect(page.getByLabel('Destino', { exact: true })).toHaveValue('Miami (MIA)');
      await expect(page.getByRole('radio', { name: 'Solo ida' })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Fecha de ida' })).toHaveValue(isoDatePlus(30));
      await expect(page.getByRole('combobox', { name: 'Adultos' })).toHaveValue('2');
      await expectNoSeriousA11yViolationsOfNoScriptPage(page, browser);

      // Put right, the same form goes on.
      await page.getByLabel('Origen', { exact: true }).fill('BOG');
      await page.getByRole('button', { name: 'Buscar vuelos' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/bog-mia/results\\?tripType=1&dep=${isoDatePlus(30)}&adults=2&`),
      );
      await waitForResults(page);
    });

    test('the sort and the currency are forms that work as they are', async ({ page }) => {
      await page.goto(
        `/bog-mia/results?tripType=1&dep=${isoDatePlus(30)}&adults=1&cabin=ECONOMY&currency=USD&stops=0`,
      );
      await waitForResults(page);
      const sort = page.getByRole('combobox', { name: 'Ordenar por', exact: true });
      await sort.selectOption({ label: 'Precio: mayor a menor' });
      await page.getByRole('button', { name: 'Ordenar', exact: true }).click();
      // The filters stay; the sort applies.
      await expect(page).toHaveURL(/stops=0.*sort=price-desc/);
      await expect(sort).toHaveValue('price-desc');
      const descending = await readTotals(page);
      expect(descending.length).toBeGreaterThan(1);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));

      // Another currency keeps the sort and starts the filters again (their amounts were in dollars).
      await page.getByRole('combobox', { name: 'Moneda', exact: true }).selectOption('CLP');
      await page.getByRole('button', { name: 'Cambiar moneda' }).click();
      await expect(page).toHaveURL(/currency=CLP/);
      await expect(page).toHaveURL(/sort=price-desc/);
      await expect(page).not.toHaveURL(/stops=/);
      for (const text of await page.getByTestId('price-total').allTextContents()) {
        expect(text).toMatch(/\d{1,3}(\.\d{3})+/);
      }
    });
  });

  test('a results link from a day gone by opens the search form, which says to change the date', async ({
    page,
  }) => {
    await page.goto('/bog-mia/results?tripType=1&dep=2020-01-01&adults=2');
    await expect(page).toHaveURL(/\/vuelos\?origin=BOG&destination=MIA&tripType=1&dep=2020-01-01&adults=2$/);
    await expect(page.getByText('La fecha de ida no puede estar en el pasado.')).toBeVisible();
  });

  test('a search for an airport nobody knows offers to change the search, not to retry it', async ({
    page,
  }) => {
    await page.goto(`/xxx-eze/results?tripType=1&dep=${isoDatePlus(40)}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No podemos buscar vuelos para esta búsqueda.');
    await expect(alert.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await alert.getByRole('link', { name: 'Cambiar la búsqueda' }).click();
    await expect(page).toHaveURL(/\/vuelos\?origin=XXX&destination=EZE&tripType=1&dep=/);
    await expect(page.getByText(/No encontramos ningún aeropuerto de origen para «XXX»/)).toBeVisible();
  });

  test('an unreadable results URL answers 404', async ({ request }) => {
    const response = await request.get('/bogota-miami/results?dep=2020-01-01');
    expect(response.status()).toBe(404);
  });
});
