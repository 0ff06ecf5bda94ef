import { expect, test } from '@playwright/test';
import { CONSENT_COOKIE_NAME, CONSENT_POLICY_VERSION } from '@travel/domain/consent';
import {
  fillCard,
  fillContactAndBilling,
  fillTravellers,
  openResults,
  payOnSandbox,
  selectFirstOffer,
} from './support/booking-steps';
import { API_URL, isoDatePlus, waitForHydration } from './support/journey';

/**
 * Spec §4 attribution (issue 16): a visitor who arrives from a campaign link and allows marketing
 * cookies books, and the booking is counted under that campaign in the API's report.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'attribution is captured by the page script');

async function campaignCount(request: import('@playwright/test').APIRequestContext, source: string) {
  const response = await request.get(
    `${API_URL}/reports/attribution?from=${isoDatePlus(-1)}&to=${isoDatePlus(1)}`,
    {
      headers: { authorization: `Bearer ${process.env.E2E_REPORTS_TOKEN}` },
    },
  );
  expect(response.status()).toBe(200);
  const { rows } = (await response.json()).data as {
    rows: Array<{ source: string; medium: string; bookings: number; searches: number }>;
  };
  return rows.find((row) => row.source === source);
}

test('a booking reached from a utm_source link carries its campaign to the stored booking', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const source = `e2e-news-${Date.now()}`;
  await context.addCookies([
    {
      name: CONSENT_COOKIE_NAME,
      value: `p1.m1.t${Date.now()}.v${CONSENT_POLICY_VERSION}`,
      url: test.info().project.use.baseURL ?? '',
    },
  ]);
  await page.goto(`/?utm_source=${source}&utm_medium=email`);
  await waitForHydration(page);
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'attribution')?.value ?? '')
    .toContain(source);

  await openResults(page, { adults: 1, children: 0 }, 45);
  await waitForHydration(page);
  await selectFirstOffer(page);
  await waitForHydration(page);
  await fillTravellers(page, [
    { legend: 'Pasajero 1 · Adulto', first: 'Camila', last: 'Rojas', gender: 'female', birth: '1990-02-14' },
  ]);
  await fillContactAndBilling(page, `camila.${Date.now()}@example.com`);
  await fillCard(page, '4111 1111 1111 1111');
  await payOnSandbox(page);
  await expect(page).toHaveURL(/\/booking\/confirm\?/, { timeout: 30_000 });

  expect(await campaignCount(request, source)).toMatchObject({
    source,
    medium: 'email',
    bookings: 1,
    searches: 1,
  });
});

test('without marketing consent nothing of the campaign is kept', async ({ page, context }) => {
  await page.goto('/?utm_source=e2e-refused&utm_medium=cpc');
  await waitForHydration(page);
  // Every spec starts with optional cookies refused (playwright.config.ts).
  await page.waitForTimeout(500);
  expect((await context.cookies()).find((cookie) => cookie.name === 'attribution')).toBeUndefined();
});
