import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, type Response } from '@playwright/test';

/** The API as the browser reaches it in this run (playwright.config.ts sets it). */
export const API_URL = process.env.E2E_API_URL ?? 'http://localhost:4100';

/** 'yyyy-MM-dd' of today + `days` (negative for the past), in this machine's zone (the site runs here too). */
export function isoDatePlus(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The calendar cell name React Aria gives a day in Spanish: '22 de diciembre de 2026'. */
function spanishDay(iso: string): RegExp {
  const text = new Intl.DateTimeFormat('es-419', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
  return new RegExp(`\\b${text}\\b`);
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** axe-core on the page as it is: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * The same check for a page shown without script, where axe (a script) cannot run: the page's HTML,
 * as the server sent it and with its own styles, is copied into a page that runs axe and nothing else.
 */
export async function expectNoSeriousA11yViolationsWithoutScript(page: Page, browser: Browser) {
  const html = await page.content();
  const context = await browser.newContext({ javaScriptEnabled: true });
  const copy = await context.newPage();
  try {
    // The page's own scripts stay out: what is checked is what a visitor without script gets.
    await copy.route('**/*.js', (route) => route.abort());
    const base = `<base href="${new URL(page.url()).origin}/">`;
    await copy.setContent(html.replace(/<head>/i, `<head>${base}`), { waitUntil: 'load' });
    await expectNoSeriousA11yViolations(copy);
  } finally {
    await context.close();
  }
}

/** Types into the Origen/Destino combobox and picks the suggestion, as a visitor would. */
export async function chooseAirport(page: Page, label: 'Origen' | 'Destino', typed: string, option: RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(combobox).toHaveValue(option);
}

async function clickDay(dialog: Locator, iso: string) {
  const day = dialog.getByRole('button', { name: spanishDay(iso) });
  // The calendar is loaded lazily: wait for its grid, or the first look finds no day and turns the
  // month past the one that holds it.
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  for (let i = 0; i < 13 && !(await day.isVisible()); i++) {
    // React Aria also renders a hidden 'Siguiente' for screen readers at the end of the grid.
    await dialog.getByRole('button', { name: 'Siguiente' }).first().click();
  }
  await day.click();
}

/** Opens the range calendar and picks the departure and return days. */
export async function chooseRoundTripDates(page: Page, departure: string, ret: string) {
  await page.getByRole('button', { name: /^Fecha de ida/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Elige las fechas del viaje' });
  await clickDay(dialog, departure);
  await clickDay(dialog, ret);
  await expect(dialog).toBeHidden();
}

/**
 * The API's refusal of a call made before the page had its XSRF token (403, problem+json): the browser's
 * client sends the call once more with the token the refusal carries, so a spec reads that second answer.
 */
export function isXsrfRefusal(response: Response): boolean {
  return response.status() === 403 && response.headers()['content-type']?.includes('problem+json') === true;
}

/**
 * A visitor address of a spec's own (TEST-NET-3), sent as X-Forwarded-For. The e2e servers trust
 * proxies on loopback (playwright.config.ts), so the API's per-visitor limits (My Journey's lookup: 10
 * a minute) count each spec as the visitor it plays, not the whole suite as one 127.0.0.1.
 */
export function visitorAddress(host: number): { 'X-Forwarded-For': string } {
  return { 'X-Forwarded-For': `203.0.113.${host}` };
}
