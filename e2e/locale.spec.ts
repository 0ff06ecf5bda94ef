import { expect, type Page, test } from '@playwright/test';

const DAY_SECONDS = 24 * 60 * 60;

/** Opens the header's language list and follows the link to `language` (named in itself). */
async function chooseLanguage(page: Page, language: string) {
  const header = page.getByRole('banner');
  await header.locator('summary').click();
  await header.getByRole('link', { name: language, exact: true }).click();
}

test.describe('locales', () => {
  test('Spanish is the default, without a prefix', async ({ page }) => {
    await page.goto('/vuelos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vuelos');
  });

  test('English lives under /en', async ({ page }) => {
    await page.goto('/en/vuelos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights');
  });

  test('every page links its canonical URL and every language', async ({ page, baseURL }) => {
    await page.goto('/turs/aruba?ref=x');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/turs/aruba`);
    await expect(head.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      `${baseURL}/turs/aruba`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/turs/aruba`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute(
      'href',
      `${baseURL}/pt/turs/aruba`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}/turs/aruba`,
    );
  });

  test('the language switch changes language and remembers it for a year', async ({ page, context }) => {
    await page.goto('/ofertas-de-vuelo?origin=LIM');
    await chooseLanguage(page, 'English');

    await expect(page).toHaveURL('/en/ofertas-de-vuelo?origin=LIM');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight deals');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/ofertas-de-vuelo$/);

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
    expect(cookie?.value).toBe('en');
    const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_SECONDS;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365);

    await chooseLanguage(page, 'Español');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofertas de vuelo');
    expect((await context.cookies()).find((candidate) => candidate.name === 'locale')?.value).toBe('es');
  });
});

test.describe('the language a visitor arrives in', () => {
  test.describe('a browser that asks for English', () => {
    test.use({ locale: 'en-US' });

    test('is welcomed on the English home page on a first visit, other pages keep their language', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto('/vuelos');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });

    test('keeps Spanish once the visitor chose it, even without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/en');
      await chooseLanguage(page, 'Español');
      await expect(page).toHaveURL(/\/$/);
      expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('es');
      // Coming back later from outside the site: the choice stands over the browser's language.
      await page.goto('/en');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await context.close();
    });
  });
});
