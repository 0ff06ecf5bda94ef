import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  API_URL,
  expectNoSeriousA11yViolations,
  isoDatePlus,
  isXsrfRefusal,
  waitForHydration,
} from './support/journey';

/**
 * Real visitors' Core Web Vitals (issue 18, decision 022): measured and sent only once the visitor
 * allows performance cookies, one batch per page view when the page is left, and read back from the
 * API's report. This spec starts without a cookie decision, as a first visit does.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Tú decides qué cookies usamos' });
const RESULTS = `/bog-mia/results?tripType=2&dep=${isoDatePlus(40)}&ret=${isoDatePlus(47)}&adults=1&children=0&infants=0&cabin=ECONOMY&currency=USD`;

interface ReportRow {
  pageType: string;
  metric: string;
  count: number;
  p75: number;
}

async function reportRows(request: import('@playwright/test').APIRequestContext): Promise<ReportRow[]> {
  const response = await request.get(
    `${API_URL}/reports/web-vitals?from=${isoDatePlus(-1)}&to=${isoDatePlus(1)}`,
    { headers: { authorization: `Bearer ${process.env.E2E_REPORTS_TOKEN}` } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()).data.rows;
}

const countOf = (rows: ReportRow[], pageType: string, metric: string) =>
  rows.find((row) => row.pageType === pageType && row.metric === metric)?.count ?? 0;

/**
 * What the page hands to `navigator.sendBeacon` (or fetch) for /rum/, logged in the tab's session
 * storage: Playwright does not report a beacon sent while a page unloads, and the log outlives it.
 * Also every script of the web-vitals chunk the context asks for.
 */
async function watch(page: Page, context: BrowserContext) {
  await page.addInitScript(() => {
    const log = (url: unknown, body: unknown) => {
      if (!String(url).includes('/rum/')) return;
      const sent = JSON.parse(sessionStorage.getItem('e2e-rum-beacons') ?? '[]');
      sent.push({ url: String(url), body: String(body) });
      sessionStorage.setItem('e2e-rum-beacons', JSON.stringify(sent));
    };
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      log(url, body);
      return sendBeacon(url, body);
    };
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      log(input instanceof Request ? input.url : input, init?.body);
      return fetch(input, init);
    };
  });
  const chunks: string[] = [];
  context.on('request', (request) => {
    if (request.resourceType() === 'script' && /web-vitals/.test(request.url())) chunks.push(request.url());
  });
  return {
    chunks,
    beacons: async (): Promise<Array<{ url: string; body: string }>> =>
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-rum-beacons'))) ?? '[]'),
  };
}

async function decide(page: Page, button: string) {
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/visitor/consent') &&
      response.request().method() === 'POST' &&
      // A first visit's first POST may be refused for the XSRF token it could not have yet; the client
      // sends it once more with the token the refusal carries (lib/api-client.ts): read that answer.
      !isXsrfRefusal(response),
  );
  await banner(page).getByRole('button', { name: button }).click();
  expect((await recorded).status()).toBe(201);
  await expect(banner(page)).toBeHidden();
}

test('with everything accepted, the home and results page views reach the report, without their address', async ({
  page,
  context,
  request,
}) => {
  const before = await reportRows(request);
  const { beacons, chunks } = await watch(page, context);

  await page.goto('/');
  await waitForHydration(page);
  // Nothing of web-vitals before the visitor decides.
  expect(chunks).toEqual([]);
  await decide(page, 'Aceptar todo');
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  // Leaving home for the results (a new document) sends home's page view.
  await page.goto(RESULTS);
  await waitForHydration(page);
  await expect(page.getByRole('article', { name: /^Vuelo de / }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // And leaving the results (for a page of the same site, whose tab keeps the log) sends theirs.
  await page.goto('/faq');
  await waitForHydration(page);

  const batches = (await beacons()).map(({ url, body }) => ({ url, body, batch: JSON.parse(body) }));
  expect(batches.map(({ url, batch }) => [url, batch.pageType])).toEqual([
    [`${API_URL}/rum/web-vitals`, 'home'],
    [`${API_URL}/rum/web-vitals`, 'flight-results'],
  ]);
  const home = batches[0]?.batch;
  expect(home).toMatchObject({ locale: 'es', consent: expect.stringMatching(/^p1\.m1\.t\d+\./) });
  expect(home.metrics.map((metric: { name: string }) => metric.name)).toEqual(
    expect.arrayContaining(['FCP', 'LCP', 'TTFB']),
  );
  for (const { body } of batches) expect(body).not.toMatch(/bog-mia|\/results|localhost|tripType|dep=/);

  // Both page views reach the report (the API answers a beacon nobody waits for: poll).
  await expect
    .poll(async () => {
      const rows = await reportRows(request);
      return [
        countOf(rows, 'home', 'LCP') > countOf(before, 'home', 'LCP'),
        countOf(rows, 'flight-results', 'TTFB') > countOf(before, 'flight-results', 'TTFB'),
      ];
    })
    .toEqual([true, true]);
  const homeLcp = (await reportRows(request)).find((row) => row.pageType === 'home' && row.metric === 'LCP');
  expect(homeLcp?.p75).toBeGreaterThan(0);
});

test('with "Rechazar todo", web-vitals is never loaded and nothing is sent', async ({ page, context }) => {
  const { beacons, chunks } = await watch(page, context);
  await page.goto('/');
  await waitForHydration(page);
  await decide(page, 'Rechazar todo');
  await page.goto(RESULTS);
  await waitForHydration(page);
  await expect(page.getByRole('article', { name: /^Vuelo de / }).first()).toBeVisible();
  // Leaving the results for a page of the same site: the moment a page view would be sent.
  await page.goto('/faq');
  await waitForHydration(page);
  expect(chunks).toEqual([]);
  expect(await beacons()).toEqual([]);
});
