import { expect, type Page, test } from '@playwright/test';
import {
  API_URL,
  chooseAirport,
  chooseRoundTripDates,
  expectNoSeriousA11yViolations,
  isoDatePlus,
  waitForHydration,
} from './support/journey';

/** Home → search BOG-MIA round trip for 2 adults and 1 child → first offer → trip summary. */
async function reachTripSummary(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await chooseAirport(page, 'Origen', 'Bogo', /Bogotá \(BOG\)/);
  await chooseAirport(page, 'Destino', 'Miami', /Miami \(MIA\)/);
  await chooseRoundTripDates(page, isoDatePlus(30), isoDatePlus(37));
  await page.getByRole('button', { name: /^Pasajeros/ }).click();
  await page.getByRole('button', { name: 'Añadir: Adultos' }).click();
  await page.getByRole('button', { name: 'Añadir: Niños' }).click();
  await page.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByRole('button', { name: /^Pasajeros/ })).toContainText('3 pasajeros');
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  await expect(page).toHaveURL(/\/bog-mia\/results\?/);
  await expect(page.locator('.results-skeleton')).toHaveCount(0);
  await page
    .locator('article.offer-card')
    .first()
    .getByRole('button', { name: /^Seleccionar/ })
    .click();
  await expect(page).toHaveURL(/\/booking\/summary\?offerId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen del viaje' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toBeVisible({ timeout: 15_000 });
}

const TRAVELLERS = [
  {
    legend: 'Pasajero 1 · Adulto',
    first: 'María José',
    last: 'Pérez',
    gender: 'female',
    birth: '1985-04-12',
  },
  { legend: 'Pasajero 2 · Adulto', first: 'Andrés', last: 'Gómez', gender: 'male', birth: '1983-09-30' },
  {
    legend: 'Pasajero 3 · Niño',
    first: 'Lucía',
    last: 'Gómez Pérez',
    gender: 'female',
    birth: isoDatePlus(-6 * 365),
  },
];

async function fillTravellers(page: Page) {
  for (const [i, t] of TRAVELLERS.entries()) {
    const group = page.getByRole('group', { name: t.legend });
    await group.getByLabel('Nombre', { exact: true }).fill(t.first);
    await group.getByLabel('Apellido', { exact: true }).fill(t.last);
    await group.getByLabel('Género', { exact: true }).selectOption(t.gender);
    await group.getByLabel('Fecha de nacimiento', { exact: true }).fill(t.birth);
    await group.getByLabel('Nacionalidad', { exact: true }).selectOption('CO');
    await group.getByLabel('Número de pasaporte o DNI', { exact: true }).fill(`PA12345${i}`);
    await group.getByLabel('Fecha de vencimiento', { exact: true }).fill(isoDatePlus(5 * 365));
  }
}

async function fillContactAndBilling(page: Page, email: string) {
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('País del teléfono', { exact: true }).selectOption('CO');
  await page.getByLabel('Teléfono', { exact: true }).fill('301 234 5678');
  await page.getByLabel('Titular de la tarjeta', { exact: true }).fill('María José Pérez');
  await page.getByLabel('Dirección', { exact: true }).fill('Calle 100 # 15-20');
  await page.getByLabel('Ciudad', { exact: true }).fill('Bogotá');
  await page.getByLabel('País', { exact: true }).selectOption('CO');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Número de tarjeta', { exact: true }).fill(number);
  await page
    .getByLabel('Vencimiento (MM / AA)', { exact: true })
    .fill(`12 / ${String((new Date().getFullYear() + 3) % 100)}`);
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Nombre en la tarjeta', { exact: true }).fill('MARIA J PEREZ');
  await expect(page.getByText(/lista para pagar/)).toBeVisible({ timeout: 15_000 });
}

/** Pagar → the sandbox page on the API origin → the chosen button. */
async function payOnSandbox(page: Page, button: 'Autorizar' | 'Cancelar') {
  const pay = page.getByRole('button', { name: 'Pagar' });
  await expect(pay).toBeEnabled();
  await pay.click();
  await page.waitForURL((url) => url.href.startsWith(`${API_URL}/payment/sandbox/`), { timeout: 30_000 });
  await page.getByRole('button', { name: button }).click();
}

test.describe('booking', () => {
  test('books a round trip for 2 adults and a child with a bag each way, then finds it in My Journey', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = `ana.${Date.now()}@example.com`;
    await reachTripSummary(page);
    await expect(
      page.getByText('Los nombres deben coincidir exactamente con el pasaporte o documento de identidad'),
    ).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Tiempo para completar la reserva' })).toContainText(
      /0[78]:\d{2}/,
    );
    await expect(page.getByRole('button', { name: 'Pagar' })).toBeDisabled();

    await fillTravellers(page);
    await fillContactAndBilling(page, email);

    // Bags: one each way; the server's totals come back into the breakdown.
    const bagsBefore = await page.getByTestId('breakdown-bags').textContent();
    await page.getByRole('button', { name: 'Añadir una maleta de ida' }).click();
    await page.getByRole('button', { name: 'Añadir una maleta de regreso' }).click();
    await expect(page.getByTestId('bags-onward')).toHaveText('1');
    await expect(page.getByTestId('bags-return')).toHaveText('1');
    await expect(page.getByTestId('breakdown-bags')).not.toHaveText(bagsBefore ?? '', { timeout: 10_000 });
    await expect(page.getByTestId('breakdown-fees')).not.toBeEmpty();

    // A reload keeps what was typed (not the card).
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole('group', { name: 'Pasajero 3 · Niño' }).getByLabel('Nombre', { exact: true }),
    ).toHaveValue('Lucía');
    await expect(page.getByTestId('bags-return')).toHaveText('1');

    await fillCard(page, '4111 1111 1111 1111');
    await expectNoSeriousA11yViolations(page);
    await payOnSandbox(page, 'Autorizar');

    await expect(page).toHaveURL(/\/booking\/confirm$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Reserva confirmada' })).toBeVisible();
    const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[A-Z0-9]{6}$/);
    await expect(page.getByText('Confirmada', { exact: true })).toBeVisible();
    await expect(page.getByText('Lucía Gómez Pérez · Niño')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toMatch(/4111\s?1111\s?1111\s?1111/);
    expect(stored).not.toContain('"123"');

    // My Journey: a wrong e-mail is not found; the right one shows the booking.
    await page.goto('/user/my-journey');
    await waitForHydration(page);
    await page.getByLabel('Código de reserva', { exact: true }).fill(reference);
    await page.getByLabel('Correo electrónico', { exact: true }).fill('otra@example.com');
    await page.getByRole('button', { name: 'Buscar reserva' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No encontramos tu reserva. Revisa el código de reserva y el correo e inténtalo de nuevo.',
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Buscar reserva' }).click();
    await expect(page).toHaveURL(/\/user\/my-journey\/booking-detail$/);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expectNoSeriousA11yViolations(page);
  });

  test('a declined card keeps the typed travellers, and another card then books', async ({ page }) => {
    test.setTimeout(180_000);
    await reachTripSummary(page);
    await fillTravellers(page);
    await fillContactAndBilling(page, `luis.${Date.now()}@example.com`);
    await fillCard(page, '4000 0000 0000 0002');
    await payOnSandbox(page, 'Autorizar');

    await expect(page).toHaveURL(/\/booking\/summary/, { timeout: 30_000 });
    const dialog = page.getByRole('alertdialog', { name: 'Pago no aprobado' });
    await expect(dialog).toContainText('Tu pago no fue aprobado');
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(
      page.getByRole('group', { name: 'Pasajero 1 · Adulto' }).getByLabel('Nombre', { exact: true }),
    ).toHaveValue('María José');
    await expect(page.getByLabel('Número de tarjeta', { exact: true })).toHaveValue('');

    await fillCard(page, '4111 1111 1111 1111');
    await payOnSandbox(page, 'Autorizar');
    await expect(page).toHaveURL(/\/booking\/confirm$/, { timeout: 30_000 });
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{6}$/);
  });

  test('a payment return that cannot reach the API waits on /booking/waiting and books once it can', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The API is unreachable for the first two card/success calls (as if it were restarting).
    let refused = 0;
    await page.route('**/user/session/card/success', async (route) => {
      if (refused < 2) {
        refused += 1;
        await route.abort('connectionrefused');
        return;
      }
      await route.continue();
    });
    await reachTripSummary(page);
    await fillTravellers(page);
    await fillContactAndBilling(page, `rosa.${Date.now()}@example.com`);
    await fillCard(page, '4111 1111 1111 1111');
    await payOnSandbox(page, 'Autorizar');

    await expect(page).toHaveURL(/\/booking\/waiting\?.*orderKey=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Esperando la confirmación' })).toBeVisible();
    await expect(page).toHaveURL(/\/booking\/confirm$/, { timeout: 60_000 });
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{6}$/);
    expect(refused).toBe(2);
  });
});
