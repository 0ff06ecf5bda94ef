import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/journey';
import { siteText } from './support/site-words';

/** Every content route of spec §2, in every language: heading, a body of real text and the trail. */
const CONTENT_PATHS = [
  '/aerolineas',
  '/aerolineas/avianca',
  '/aerolineas/jetblue',
  '/aerolineas-oficinas',
  '/blog',
  '/noticias',
  '/articulos',
  '/articles',
  '/articulos/ArticelDetail',
  '/destinations',
  '/mexico',
  '/destinations/mexico/cancun',
  '/entretenimiento',
  '/entertainment',
  '/espanol',
  '/faq',
  '/terms',
  '/privacy-policy',
  '/about-us',
] as const;

const LOCALES = [
  { prefix: '', trail: 'Estás en', home: 'Inicio', placeholder: /pronto|coming soon|lorem ipsum/i },
  { prefix: '/en', trail: 'You are here', home: 'Home', placeholder: /pronto|coming soon|lorem ipsum/i },
  {
    prefix: '/pt',
    trail: siteText('pt', 'content', 'breadcrumbs.label'),
    home: siteText('pt', 'content', 'breadcrumbs.home'),
    // "Pronto" is Portuguese for "ready"; "soon" is "em breve".
    placeholder: /em breve|coming soon|lorem ipsum/i,
  },
] as const;

async function expectContentPage(
  page: Page,
  trail: string,
  home: string,
  placeholder = /pronto|coming soon|lorem ipsum/i,
) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  // A real page says something: far more than a heading and one sentence.
  expect((await main.innerText()).length).toBeGreaterThan(600);
  await expect(main).not.toContainText(placeholder);
  const breadcrumbs = page.getByRole('navigation', { name: trail });
  await expect(breadcrumbs.getByRole('link', { name: home })).toBeVisible();
}

for (const locale of LOCALES) {
  test.describe(`content pages (${locale.prefix || '/'})`, () => {
    for (const path of CONTENT_PATHS) {
      test(`${locale.prefix}${path} shows its heading, body and breadcrumbs`, async ({ page }) => {
        const response = await page.goto(`${locale.prefix}${path}`);
        expect(response?.status()).toBe(200);
        // Kept by the browser and revalidated by ETag, never by a shared cache (decision 025).
        expect(response?.headers()['cache-control']).toBe('private, no-cache');
        expect(response?.headers().etag).toMatch(/^W\/"/);
        await expectContentPage(page, locale.trail, locale.home, locale.placeholder);
      });
    }

    for (const section of ['/blog', '/noticias', '/articulos']) {
      test(`${locale.prefix}${section}: the first article opens with its trail back to the list`, async ({
        page,
      }) => {
        await page.goto(`${locale.prefix}${section}`);
        await page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`${locale.prefix}${section}/[a-z0-9-]+$`));
        await expectContentPage(page, locale.trail, locale.home, locale.placeholder);
        const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(ld.some((text) => text.includes('"Article"'))).toBe(true);
        expect(ld.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
      });
    }
  });
}

test('a list page past the last, or of a category the section lacks, goes to a page that lists articles', async ({
  page,
}) => {
  for (const [asked, landed] of [
    ['/blog?page=999', /\/blog(\?page=\d+)?$/],
    ['/noticias?page=5', /\/noticias(\?page=\d+)?$/],
    ['/en/blog?category=no-such-category&page=2', /\/en\/blog$/],
  ] as const) {
    const response = await page.goto(asked);
    expect(response?.status(), asked).toBe(200);
    await expect(page).toHaveURL(landed);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
});

test('an airline page passes axe and links searches from its bases', async ({ page }) => {
  await page.goto('/aerolineas/avianca');
  await expect(page.getByRole('heading', { level: 1, name: 'Avianca' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Vuelos de BOG a/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the airline list and the FAQ search without script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/aerolineas');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: /Buscar aerolínea/ }).fill('copa');
  await main.getByRole('button', { name: 'Buscar' }).click();
  await expect(main.getByRole('heading', { level: 2, name: /Copa/ })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Avianca' })).toHaveCount(0);

  await page.goto('/faq');
  await main.getByRole('searchbox', { name: 'Buscar en las preguntas' }).fill('dólares');
  await main.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/faq\?q=d/);
  await expect(page.locator('details').first()).toBeVisible();
  await context.close();
});

test('the header search finds pages and airports, with and without script', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/blog');
    const search = page.getByRole('banner').getByRole('search');
    await search.getByRole('searchbox', { name: 'Buscar en el sitio' }).fill('cartagena');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/buscar\?q=cartagena/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «cartagena»' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Colombia', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Cartagena, Colombia' })).toBeVisible();
    await context.close();
  }
});

test('an unknown airline or country is the 404 page', async ({ page }) => {
  expect((await page.goto('/aerolineas/no-existe'))?.status()).toBe(404);
  expect((await page.goto('/en/pais-que-no-existe'))?.status()).toBe(404);
});

test('sitemap.xml lists every content page in its languages, and robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('/aerolineas/avianca</loc>');
  expect(xml).toContain('/en/aerolineas/avianca</loc>');
  expect(xml).toContain('hreflang="x-default"');
  // Portuguese: the fixed pages always, a content page once it is translated (the terms are).
  expect(xml).toContain('/pt/vuelos</loc>');
  expect(xml).toContain('/pt/terms</loc>');
  expect(xml).toContain('hreflang="pt-BR"');
  // 11 fixed pages, 23 airlines, 14 countries, 14 articles and 9 pages, each in two languages.
  expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThanOrEqual(142);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});
