import { expect, test } from '@playwright/test';
import { isoDatePlus } from './support/journey';

/**
 * Spec §9 viewport: the server renders for the visitor's breakpoint from the first byte (the viewport
 * cookie, or the device's default before the browser reported one), so a phone gets the phone layout
 * without a shift: the results' filters in a drawer, with no sidebar to hide.
 */
const RESULTS = `/bog-mia/results?tripType=1&dep=${isoDatePlus(30)}&adults=1&cabin=ECONOMY&currency=USD`;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const sidebar = 'aria-labelledby="filters-title"';

test('a phone gets the phone layout in the first HTML, a desktop the sidebar', async ({ request }) => {
  const phone = await (await request.get(RESULTS, { headers: { 'user-agent': IPHONE } })).text();
  expect(phone).not.toContain(sidebar);
  expect(phone).toContain('Filtros');

  const desktop = await (await request.get(RESULTS, { headers: { 'user-agent': DESKTOP } })).text();
  expect(desktop).toContain(sidebar);
});

test('the breakpoint a browser reported wins over its device guess', async ({ request }) => {
  const html = await (
    await request.get(RESULTS, { headers: { 'user-agent': DESKTOP, cookie: 'viewport=sm' } })
  ).text();
  expect(html).not.toContain(sidebar);
});

test('a page reports its breakpoint in the viewport cookie for the next page', async ({ page, context }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/vuelos');
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'viewport'))
    .toMatchObject({ value: 'md', sameSite: 'Strict' });
  await page.setViewportSize({ width: 1260, height: 900 });
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'viewport')?.value)
    .toBe('lg-md');
});
