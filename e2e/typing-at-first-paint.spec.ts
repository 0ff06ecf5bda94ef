import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/journey';

/** Human typing speed: letters keep coming while React hydrates and the widgets load. */
const KEY_DELAY_MS = 90;

/**
 * Holds every script back ~1 s, so typing reliably starts on the server-rendered form and goes on
 * through hydration and the swap to the React Aria widgets.
 */
async function slowDownScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
}

/** Focuses the field the way the device does (click or tap) and types at human speed. */
async function typeInto(page: Page, label: 'Origen' | 'Destino', text: string, touch: boolean) {
  const field = page.getByLabel(label, { exact: true });
  if (touch) await field.tap();
  else await field.click();
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}

async function typeAtFirstPaint(page: Page, path: string, touch: boolean) {
  await slowDownScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await typeInto(page, 'Origen', 'Santiago de Chile', touch);
  await typeInto(page, 'Destino', 'Ciudad de México', touch);

  // The destination's suggestions are open (React Aria hides the rest of the page meanwhile).
  const destination = page.getByRole('combobox', { name: 'Destino' });
  await expect(destination).toHaveValue('Ciudad de México');
  // The suggestions run on the whole text ('Ciudad de Mco' finds nothing). ArrowDown opens them even
  // when the typing ended before the widgets arrived.
  await destination.press('ArrowDown');
  await page.getByRole('option', { name: /Ciudad de México \(MEX\)/ }).click();
  await expect(destination).toHaveValue('Ciudad de México (MEX)');
  await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveValue('Santiago de Chile');
  await expectNoSeriousA11yViolations(page);
}

test.describe('typing at first paint', () => {
  test('keeps every letter typed into Origen and Destino while the page loads', async ({ page }) => {
    await typeAtFirstPaint(page, '/', false);
  });

  test('keeps every letter on /vuelos too', async ({ page }) => {
    await typeAtFirstPaint(page, '/vuelos', false);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('keeps every letter typed into Origen and Destino while the page loads', async ({ page }) => {
      await typeAtFirstPaint(page, '/', true);
    });
  });
});
