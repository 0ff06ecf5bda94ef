import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CONSENT_COOKIE_NAME, CONSENT_POLICY_VERSION } from '@travel/domain/consent';
import { expectNoSeriousA11yViolations, isXsrfRefusal, waitForHydration } from './support/journey';

/**
 * The cookie banner (issue 16, ARCHITECTURE §6): its three paths, a second visit within and after the
 * 7 days a decision lasts, a browser with Global Privacy Control, and the footer's way back. Every other
 * spec starts with a decision already made (playwright.config.ts); this one starts without.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const DAY_MS = 24 * 3600 * 1000;

const banner = (page: Page) => page.getByRole('region', { name: 'Tú decides qué cookies usamos' });

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE_NAME)?.value;
}

async function plantDecision(context: BrowserContext, ageMs: number) {
  await context.addCookies([
    {
      name: CONSENT_COOKIE_NAME,
      value: `p1.m1.t${Date.now() - ageMs}.v${CONSENT_POLICY_VERSION}`,
      url: test.info().project.use.baseURL ?? 'http://localhost:3100',
    },
  ]);
}

/** Clicks a banner button and answers the API's audit-trail record it sends. */
async function decide(page: Page, button: RegExp | string, container = banner(page)) {
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/visitor/consent') &&
      response.request().method() === 'POST' &&
      // A first visit's first POST may be refused for the XSRF token it could not have yet; the client
      // sends it once more with the token the refusal carries (lib/api-client.ts): read that answer.
      !isXsrfRefusal(response),
  );
  await container.getByRole('button', { name: button }).click();
  const response = await recorded;
  expect(response.status()).toBe(201);
  return (await response.json()).data as { performance: boolean; marketing: boolean };
}

test('accepting everything hides the banner, keeps both categories on and is recorded', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await decide(page, 'Aceptar todo')).toMatchObject({ performance: true, marketing: true });
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toMatch(/^p1\.m1\.t\d+\./);
  // A second page of the same visit does not ask again.
  await page.goto('/faq');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('rejecting everything is one click too, and turns both categories off', async ({ page, context }) => {
  await page.goto('/vuelos');
  await waitForHydration(page);
  expect(await decide(page, 'Rechazar todo')).toMatchObject({ performance: false, marketing: false });
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toMatch(/^p0\.m0\./);
});

test('choosing opens the preferences, where only performance is turned on', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  await banner(page).getByRole('link', { name: 'Elegir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Esenciales (siempre activas)' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Rendimiento' }).check();
  expect(await decide(page, 'Guardar mi elección', dialog)).toMatchObject({
    performance: true,
    marketing: false,
  });
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toMatch(/^p1\.m0\./);
});

test('a decision from 6 days ago still stands; one from 8 days ago is asked again', async ({
  page,
  context,
}) => {
  await plantDecision(context, 6 * DAY_MS);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await context.clearCookies();
  await plantDecision(context, 8 * DAY_MS);
  await page.goto('/');
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
});

test.describe('a browser that sends Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('is not asked, keeps marketing off, and cannot turn it on in the preferences', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    // The first POST of a first visit may be refused for the XSRF token it could not have yet (the
    // client sends it again with the refusal's token): the recorded answer is the one after that.
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith('/visitor/consent') && !isXsrfRefusal(response),
    );
    await page.goto('/');
    await waitForHydration(page);
    expect((await (await recorded).json()).data).toMatchObject({ marketing: false });
    await expect(banner(page)).toBeHidden();
    expect(await consentCookie(context)).toMatch(/^p0\.m0\./);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Preferencias de cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' });
    await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).toBeDisabled();
    await expect(dialog.getByText(/Global Privacy Control/)).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner is in the page, and Elegir leads to a preferences page that saves the choice and goes back', async ({
    page,
    context,
  }) => {
    await page.goto('/faq');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('link', { name: 'Elegir' }).click();
    await expect(page).toHaveURL(/\/cookies\?returnTo=%2Ffaq/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preferencias de cookies' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Marketing' }).check();
    await page.getByRole('button', { name: 'Guardar mi elección' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await consentCookie(context)).toMatch(/^p0\.m1\./);
    // Decided: the server leaves the banner out, and the footer leads back to the choice.
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preferencias de cookies' }).click();
    await expect(page.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
  });

  test("the banner's buttons work as plain forms", async ({ page, context }) => {
    await page.goto('/vuelos');
    await banner(page).getByRole('button', { name: 'Rechazar todo' }).click();
    await expect(page).toHaveURL(/\/vuelos$/);
    expect(await consentCookie(context)).toMatch(/^p0\.m0\./);
    await expect(banner(page)).toHaveCount(0);
  });
});
