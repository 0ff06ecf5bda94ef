import { expect, type Page, test } from '@playwright/test';

/** Waits until React Router has hydrated, so the next navigation happens inside the app. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

test.describe('booking confirmation guard', () => {
  test('a server request for /booking/confirm redirects home', async ({ request }) => {
    const response = await request.get('/booking/confirm', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/');
  });

  test('opening /booking/confirm directly lands on the home page', async ({ page }) => {
    await page.goto('/booking/confirm');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vuelos, hoteles y tours a tu medida');
  });

  test('opening the English confirmation directly lands on the English home page', async ({ page }) => {
    await page.goto('/en/booking/confirm');
    await expect(page).toHaveURL('/en');
  });

  test('a navigation from within the app without a payment before it lands on the home page too', async ({
    page,
  }) => {
    await page.goto('/booking/summary');
    await waitForHydration(page);
    // The confirmation shows the booking of the gateway's signed return (the booking spec goes
    // through it); without one there is nothing to confirm, whichever way the page is reached.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate('/booking/confirm'),
    );
    await expect(page).toHaveURL('/');
  });
});

test.describe('hotel summary guard', () => {
  // Spec §2: without id, startDate and endDate the summary goes to /result; with no search to show,
  // the results send the visitor on to the hotel search form. A whole stay is in e2e/hotels.spec.ts.
  for (const query of [
    '',
    '?id=H1',
    '?id=H1&startDate=2026-03-01',
    '?startDate=2026-03-01&endDate=2026-03-05',
  ]) {
    test(`without id, startDate and endDate ("${query}") it goes to the hotel results`, async ({
      page,
      request,
    }) => {
      const answer = await request.get(`/hoteles/HotelSummary${query}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe('/hoteles/result');
      await page.goto(`/hoteles/HotelSummary${query}`);
      await expect(page).toHaveURL(/\/hoteles(\/result)?(\?|$)/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('keeps English visitors in English', async ({ request }) => {
    const answer = await request.get('/en/hoteles/HotelSummary', { maxRedirects: 0 });
    expect(answer.headers().location).toBe('/en/hoteles/result');
  });
});
