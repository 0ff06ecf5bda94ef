import { expect, type Page, test } from '@playwright/test';
import { cardExpiry, findInMyJourney, mailsNaming, onGateway } from './support/booking-steps';
import { isoDatePlus, visitorAddress, waitForHydration } from './support/journey';
import { siteText, siteTextPattern, siteTextStart, translate } from './support/site-words';

// Its own visitor address: the API's per-visitor limits count this spec apart (support/journey.ts).
test.use({ extraHTTPHeaders: visitorAddress(14) });

/**
 * Portuguese (issue 16): the whole flight booking on /pt with the words Brazilian visitors read there
 * (from the site's pt translation files), prices in reais by default, the confirmation e-mail in
 * Portuguese and Minha viagem finding the booking; a pt-BR browser's first visit; the language list.
 */

const pt = (namespace: string, key: string, values?: Record<string, string | number>) =>
  siteText('pt', namespace, key, values);
/** The Portuguese of a Spanish booking label (the same label the Spanish specs use). */
const booking = (spanish: string) => translate('pt', 'booking', spanish);

async function chooseAirport(page: Page, label: string, typed: string, option: RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(combobox).toHaveValue(option);
}

/** R$ 1.234,56: reais written the Brazilian way. */
const REAIS = /R\$\s?\d{1,3}(\.\d{3})*,\d{2}/;

test.describe('Portuguese', () => {
  test('books a flight in Portuguese on /pt, in reais, and finds it in Minha viagem', async ({ page }) => {
    test.setTimeout(180_000);
    const email = `joao.${Date.now()}@example.com`;

    // Home: Portuguese, reais by default.
    await page.goto('/pt');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt('pages', 'home.title'));
    const searchForm = page.getByRole('form', { name: pt('search', 'form.label') });
    await expect(searchForm.getByText(/BRL/)).toBeVisible();

    // Search: the defaults' dates (in 7 and 13 days), one adult.
    await chooseAirport(page, pt('search', 'form.origin'), 'Bogo', /\(BOG\)/);
    await chooseAirport(page, pt('search', 'form.destination'), 'Miami', /\(MIA\)/);
    await searchForm.getByRole('button', { name: pt('search', 'form.submit') }).click();
    await expect(page).toHaveURL(/\/pt\/bog-mia\/results\?.*currency=BRL/);

    // Results in Portuguese and reais; the first outbound, then its first return.
    await expect(page.getByText(pt('results', 'loading'))).toHaveCount(0, { timeout: 20_000 });
    const firstOffer = () =>
      page.getByRole('article', { name: siteTextStart('pt', 'results', 'card.flightLabel') }).first();
    await expect(firstOffer()).toContainText(REAIS);
    const chooseOutbound = firstOffer().getByRole('link', {
      name: siteTextStart('pt', 'results', 'card.chooseOutboundLabel'),
    });
    if ((await chooseOutbound.count()) > 0) await chooseOutbound.click();
    await firstOffer()
      .getByRole('button', { name: siteTextStart('pt', 'results', 'card.selectLabel') })
      .click();

    // Trip summary.
    await expect(page.getByRole('heading', { level: 1, name: booking('Resumen del viaje') })).toBeVisible();
    const accept = page.getByRole('button', { name: booking('Continuar con el nuevo precio') });
    if (await accept.isVisible()) await accept.click();
    await expect(page).toHaveURL(/\/pt\/booking\/summary\?offerId=/);
    await expect(page.getByTestId('summary-total')).toContainText(REAIS, { timeout: 15_000 });
    await waitForHydration(page);

    // Traveller.
    const traveller = page.getByRole('group', {
      name: pt('booking', 'travellers.legend', { n: 1, type: pt('booking', 'travellers.type.adult') }),
    });
    await traveller.getByLabel(booking('Nombre'), { exact: true }).fill('João');
    await traveller.getByLabel(booking('Apellido'), { exact: true }).fill('Silva Santos');
    await traveller.getByLabel(booking('Género'), { exact: true }).selectOption('male');
    await traveller.getByLabel(booking('Fecha de nacimiento'), { exact: true }).fill('1986-02-17');
    await traveller.getByLabel(booking('Nacionalidad'), { exact: true }).selectOption('BR');
    await traveller.getByLabel(booking('Número de pasaporte o DNI'), { exact: true }).fill('FZ123456');
    await traveller.getByLabel(booking('Fecha de vencimiento'), { exact: true }).fill(isoDatePlus(5 * 365));

    // A checked bag out, in reais.
    const bagsBefore = await page.getByTestId('breakdown-bags').textContent();
    await page
      .getByRole('button', {
        name: pt('booking', 'bags.add', { direction: pt('booking', 'bags.onward').toLowerCase() }),
      })
      .click();
    await expect(page.getByTestId('bags-onward')).toHaveText('1');
    await expect(page.getByTestId('breakdown-bags')).not.toHaveText(bagsBefore ?? '', { timeout: 10_000 });
    await expect(page.getByTestId('breakdown-bags')).toContainText(REAIS);

    // Contact, billing and card.
    await page.getByLabel(booking('Correo electrónico'), { exact: true }).fill(email);
    await page.getByLabel(booking('País del teléfono'), { exact: true }).selectOption('BR');
    await page.getByLabel(booking('Teléfono'), { exact: true }).fill('11 98765 4321');
    await page.getByLabel(booking('Titular de la tarjeta'), { exact: true }).fill('João Silva Santos');
    await page.getByLabel(booking('Dirección'), { exact: true }).fill('Avenida Paulista, 1000');
    await page.getByLabel(booking('Ciudad'), { exact: true }).fill('São Paulo');
    await page.getByLabel(booking('País'), { exact: true }).selectOption('BR');
    await page.getByLabel(booking('Número de tarjeta'), { exact: true }).fill('4111 1111 1111 1111');
    await page.getByLabel(booking('Vencimiento (MM / AA)'), { exact: true }).fill(cardExpiry());
    await page.getByLabel(booking('CVC'), { exact: true }).fill('123');
    await expect(page.getByText(siteTextPattern('pt', 'booking', 'payment.saved'))).toBeVisible({
      timeout: 15_000,
    });

    // Pay on the sandbox page: a cart in reais is offered Pix and boleto too, so Pagar names the card.
    await page.getByRole('button', { name: pt('booking', 'pay.with.card'), exact: true }).click();
    await onGateway(page);
    await expect(page.getByText(/•••• 1111/)).toBeVisible();
    await page.getByRole('button', { name: /Autorizar/ }).click();

    // Confirmation, in Portuguese.
    await expect(page).toHaveURL(/\/pt\/booking\/confirm\?/, { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: pt('booking', 'confirm.title') })).toBeVisible();
    const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[A-Z0-9]{6}$/);
    await expect(page.getByText(pt('booking', 'confirm.email', { email }))).toBeVisible();

    // The confirmation e-mail, in Portuguese.
    await expect
      .poll(async () => (await mailsNaming(reference)).length, { timeout: 30_000, intervals: [500] })
      .toBeGreaterThan(0);
    const [mail = ''] = await mailsNaming(reference);
    expect(mail).toContain(email);
    expect(mail).toContain('Ver minha reserva');
    expect(mail).not.toContain('Ver mi reserva');

    // Minha viagem finds it.
    await findInMyJourney(page, reference, email, 'pt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

test.describe('a browser that asks for Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('lands on /pt on a first visit to /, keeping the query', async ({ page }) => {
    await page.goto('/?utm_source=parceiro');
    await expect(page).toHaveURL(/\/pt\?utm_source=parceiro$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

test.describe('the language list', () => {
  async function choose(page: Page, language: string) {
    const header = page.getByRole('banner');
    await header.locator('summary').click();
    await header.getByRole('link', { name: language, exact: true }).click();
  }

  test('moves between Spanish, English and Portuguese keeping the query, and remembers the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/ofertas-de-vuelo?origin=LIM');
    await waitForHydration(page);
    await choose(page, 'Português');
    await expect(page).toHaveURL('/pt/ofertas-de-vuelo?origin=LIM');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute(
      'href',
      /\/pt\/ofertas-de-vuelo$/,
    );
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('pt');

    await choose(page, 'English');
    await expect(page).toHaveURL('/en/ofertas-de-vuelo?origin=LIM');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await choose(page, 'Español');
    await expect(page).toHaveURL('/ofertas-de-vuelo?origin=LIM');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('es');
  });

  test('works without JavaScript and the keyboard opens it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/vuelos?x=1');
    const summary = page.getByRole('banner').locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByRole('link', { name: 'Português', exact: true }).click();
    await expect(page).toHaveURL(/\/pt\/vuelos\?x=1$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('pt');
    await context.close();
  });
});
