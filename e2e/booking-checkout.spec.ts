import { expect, type Page, test } from '@playwright/test';
import { openResults, selectFirstOffer } from './support/booking-steps';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsWithoutScript,
  isoDatePlus,
  waitForHydration,
} from './support/journey';

/**
 * Issue 12's checkout: the steps, the pay bar on a phone and the server's 8-minute hold with its one
 * extension. Run by the four booking projects (desktop and 375 px phone, with and without script).
 */

async function reachTripSummary(page: Page, javaScriptEnabled: boolean) {
  await openResults(page, { adults: 1, children: 0 }, 40);
  if (javaScriptEnabled) await waitForHydration(page);
  await selectFirstOffer(page);
  if (javaScriptEnabled) await waitForHydration(page);
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Pasos de la reserva' });

test('the steps list the sections in order and follow the traveller', async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await reachTripSummary(page, javaScriptEnabled);
  const links = steps(page).getByRole('listitem').getByRole('link');
  await expect(links).toHaveText(['1Viajeros', '2Equipaje', '3Pago']);
  await expect(links.nth(0)).toHaveAttribute('href', '#step-travellers');
  await expect(links.nth(2)).toHaveAttribute('href', '#step-payment');
  await expect(links.nth(0)).toHaveAttribute('aria-current', 'step');
  if (!javaScriptEnabled) return;

  // With script the current step follows the focus (and the scroll) through the form.
  await page.getByLabel('Dirección', { exact: true }).focus();
  await expect(links.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(links.nth(0)).not.toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Añadir una maleta de ida' }).focus();
  await expect(links.nth(1)).toHaveAttribute('aria-current', 'step');
});

test('on a phone Pagar and the total stay at the bottom, and the breakdown opens in a dialog', async ({
  page,
  isMobile,
  javaScriptEnabled,
}) => {
  test.skip(!isMobile, 'the bar is the phone layout');
  test.setTimeout(90_000);
  await reachTripSummary(page, javaScriptEnabled);
  const pay = page.getByRole('button', { name: 'Pagar' });
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  // At the top of the page, Pagar is already in view, at the bottom of the window.
  const box = await pay.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
  expect(box?.y ?? 0).toBeGreaterThan(viewport.height - 120);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  // Its total is the breakdown's.
  const total = (await page.getByTestId('summary-total').textContent())?.trim() ?? '';
  await expect(page.locator('.pay-bar__total')).toContainText(total);
  // Nothing scrolls sideways at 375 px.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Nothing is hidden under the bar: at the very end of the page the last content ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await page.locator('.booking-aside .price-breakdown').boundingBox();
  const bar = await page.locator('.pay-bar').boundingBox();
  expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);

  if (!javaScriptEnabled) {
    // Without script the bar's "see the details" is a link to the breakdown in the page.
    await expect(page.getByRole('link', { name: 'Ver detalle del precio' })).toHaveAttribute(
      'href',
      '#breakdown-title',
    );
    return;
  }
  await page.getByRole('button', { name: 'Ver detalle del precio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalle del precio' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('summary-total')).toHaveText(total);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ver detalle del precio' })).toBeFocused();
});

test('the hold warns at 2 minutes and gives more time once, as the server records', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  if (!javaScriptEnabled) {
    // Without script the page says when the hold ends and offers the extension as a plain form.
    await reachTripSummary(page, false);
    await expect(page.getByText(/Mantenemos este precio \d minutos más/)).toBeVisible();
    await page.getByRole('button', { name: 'Necesito más tiempo' }).click();
    await expect(page).toHaveURL(/\/booking\/summary\?offerId=/);
    await expect(page.getByText(/Mantenemos este precio \d+ minutos? más/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Necesito más tiempo' })).toHaveCount(0);
    return;
  }
  await page.clock.install();
  await reachTripSummary(page, true);
  const timer = page.getByRole('timer', { name: 'Tiempo para completar la reserva' });
  await expect(timer).toContainText(/0[78]:\d{2}/);
  const status = page.locator('.trip-hold').getByRole('status');
  await expect(page.getByRole('button', { name: 'Necesito más tiempo' })).toHaveCount(0);

  // 6 minutes later (the browser's clock): 2 minutes left, a polite warning and the offer of time.
  await page.clock.fastForward('06:05');
  await expect(status).toHaveText('Quedan menos de 2 minutos para terminar tu reserva con este precio.');
  await expect(timer).toContainText(/01:\d{2}/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Necesito más tiempo' }).click();
  await expect(status).toHaveText('Listo: tienes 5 minutos más para terminar tu reserva.');
  // The server's hold moved: 8 + 5 minutes from the selection.
  await expect(timer).toContainText(/0[67]:\d{2}/);
  await expect(page.getByRole('button', { name: 'Necesito más tiempo' })).toHaveCount(0);

  // A second extension is refused by the server, whoever asks.
  const offerId = new URL(page.url()).searchParams.get('offerId') ?? '';
  const again = await page.request.post(`/booking/summary?offerId=${encodeURIComponent(offerId)}`, {
    form: { intent: 'extend-hold', offerId },
  });
  expect(await again.text()).toContain('Ya te dimos más tiempo una vez para esta reserva.');

  // Near the new end the warning comes back, without the offer this time.
  await page.clock.fastForward('05:10');
  await expect(status).toHaveText('Quedan menos de 2 minutos para terminar tu reserva con este precio.');
  await expect(page.getByRole('button', { name: 'Necesito más tiempo' })).toHaveCount(0);
});

test('choosing Pix hides the card, with or without script, and Pagar says what happens', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  // A cart priced in reais is offered Pix and boleto besides the card.
  await page.goto(
    `/bog-mia/results?tripType=1&dep=${isoDatePlus(41)}&adults=1&children=0&infants=0&cabin=ECONOMY&currency=BRL`,
  );
  if (javaScriptEnabled) await waitForHydration(page);
  await selectFirstOffer(page);
  if (javaScriptEnabled) await waitForHydration(page);
  const methods = page.getByRole('group', { name: 'Forma de pago' });
  await expect(methods.getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeChecked();
  // With script the card is typed in the page; without, the gateway's page asks for it.
  const cardPart = javaScriptEnabled
    ? page.getByLabel('Número de tarjeta', { exact: true })
    : page.getByText(/^Escribirás los datos de tu tarjeta/);
  await expect(cardPart).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar con tarjeta', exact: true })).toBeVisible();

  await methods.getByRole('radio', { name: 'Pix' }).check();
  await expect(cardPart).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pagar con Pix', exact: true })).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByLabel('Número de tarjeta', { exact: true })).toBeDisabled();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
  else await expectNoSeriousA11yViolationsWithoutScript(page, browser);

  // Back to the card: its part comes back.
  await methods.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await expect(cardPart).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar con tarjeta', exact: true })).toBeVisible();
});

test('what is typed before the page’s script runs stays in the fields once it has', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'the script’s arrival is what is tested');
  test.setTimeout(90_000);
  await reachTripSummary(page, javaScriptEnabled);
  // The trip summary paints first and starts its scripts after (scriptsAfterPaint): held back 1 s
  // here, so the typing below lands in the server's form and goes on through hydration.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  const traveller = page.getByRole('group').filter({ has: page.getByLabel('Apellido', { exact: true }) });
  await traveller
    .first()
    .getByLabel('Nombre', { exact: true })
    .pressSequentially('María José', { delay: 60 });
  await page.getByLabel('Correo electrónico', { exact: true }).pressSequentially('maria@example.com', {
    delay: 60,
  });
  await waitForHydration(page);
  await expect(traveller.first().getByLabel('Nombre', { exact: true })).toHaveValue('María José');
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue('maria@example.com');
});
