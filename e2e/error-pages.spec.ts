import { expect, test } from '@playwright/test';

test.describe('404 page', () => {
  for (const path of [
    '/esta-pagina-no-existe',
    '/booking/no-existe',
    '/a/b/c/d',
    '/en/this-page-does-not-exist',
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('a form posted to an address no page has answers the same 404', async ({ request }) => {
    for (const path of ['/a/b/c/d', '/en/a/b/c/d']) {
      const response = await request.post(path, { form: { a: 'b' } });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  test('explains in Spanish which address was not found', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expect(page.getByRole('main')).toContainText('Página no encontrada: /esta-pagina-no-existe');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('500 page', () => {
  test('a loader error answers 500 with the error page, hiding the error itself', async ({ page }) => {
    const response = await page.goto('/__error-test');
    expect(response?.status()).toBe(500);
    await expect(page).toHaveTitle('Internal Server Error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
    await expect(page.locator('body')).not.toContainText('Deliberate');
  });
});
