import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/journey';

const MAIN_NAV = [
  ['Vuelos', '/vuelos'],
  ['Hoteles', '/hoteles'],
  ['Cruceros', '/cruceros'],
  ['Tours', '/turs'],
  ['Ofertas', '/ofertas'],
  ['Blog', '/blog'],
  ['Mi viaje', '/user/my-journey'],
] as const;

const FOOTER_NAV = [
  ['Términos', '/terms'],
  ['Privacidad', '/privacy-policy'],
  ['Preguntas frecuentes', '/faq'],
  ['Contacto', '/contact-us'],
  ['Quiénes somos', '/about-us'],
] as const;

test.describe('header and footer', () => {
  test('the main navigation leads to each section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const [name, path] of MAIN_NAV) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the footer links the legal and help pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of FOOTER_NAV) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('on a phone the header searches through a link to the search page, nothing wider than the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeHidden();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await header.getByRole('link', { name: 'Buscar en el sitio' }).click();
    await expect(page).toHaveURL('/buscar');
    await page.getByRole('main').getByRole('searchbox').fill('Cartagena');
    await page.getByRole('main').getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «Cartagena»' })).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect(header.getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Buscar en el sitio' })).toBeHidden();
  });

  test("on a phone the navigation row shows the current page's item, however far along the row", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/user/my-journey');
    const current = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', {
      name: 'Mi viaje',
    });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    // Only the row scrolled: the page is where it was.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the skip link moves keyboard focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Saltar al contenido principal' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('pages work before JavaScript loads', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Hoteles' })
      .click();
    await expect(page).toHaveURL('/hoteles');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoteles' })).toBeVisible();
    await context.close();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/en', '/esta-pagina-no-existe']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the home page has no serious or critical violations on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });
});
