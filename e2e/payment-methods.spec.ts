import { expect, type Page, test } from '@playwright/test';
import { fillCard, onGateway, selectFirstOffer } from './support/booking-steps';
import {
  API_URL,
  expectNoSeriousA11yViolations,
  isoDatePlus,
  visitorAddress,
  waitForHydration,
} from './support/journey';

// Its own visitor address: the API's per-visitor limits count this spec apart (support/journey.ts).
test.use({ extraHTTPHeaders: visitorAddress(13) });

/**
 * Issue 17: paying the way Latin America pays, in the sandbox. The methods follow the payer's country
 * (billing, saved by the summary's background save) and the cart's currency; local methods charge in
 * their own currency and confirm by a signed notification from the gateway.
 */

const EMAIL = 'pagos.e2e@example.com';

/** One adult, one way BOG → MIA in US dollars: a fare small enough for an OXXO voucher (≤ 10,000 MXN). */
async function reachSummary(page: Page) {
  await page.goto(
    `/bog-mia/results?tripType=1&dep=${isoDatePlus(45)}&adults=1&children=0&infants=0&cabin=ECONOMY&currency=USD`,
  );
  await waitForHydration(page);
  await selectFirstOffer(page);
  await waitForHydration(page);
}

/** The traveller, contact and billing in `country`; the background save stores billing, then a reload shows that country's methods. */
async function fillAsPayerFrom(page: Page, country: 'MX' | 'BR' | 'CO') {
  const traveller = page.getByRole('group', { name: 'Pasajero 1 · Adulto' });
  await traveller.getByLabel('Nombre', { exact: true }).fill('Valeria');
  await traveller.getByLabel('Apellido', { exact: true }).fill('Ramírez');
  await traveller.getByLabel('Género', { exact: true }).selectOption('female');
  await traveller.getByLabel('Fecha de nacimiento', { exact: true }).fill('1990-02-14');
  await traveller.getByLabel('Nacionalidad', { exact: true }).selectOption(country);
  await traveller.getByLabel('Número de pasaporte o DNI', { exact: true }).fill('G12345678');
  await traveller.getByLabel('Fecha de vencimiento', { exact: true }).fill(isoDatePlus(5 * 365));
  await page.getByLabel('Correo electrónico', { exact: true }).fill(EMAIL);
  await page.getByLabel('País del teléfono', { exact: true }).selectOption(country);
  await page
    .getByLabel('Teléfono', { exact: true })
    .fill(country === 'BR' ? '11 91234 5678' : country === 'MX' ? '55 1234 5678' : '301 234 5678');
  await page.getByLabel('Titular de la tarjeta', { exact: true }).fill('Valeria Ramírez');
  await page.getByLabel('Dirección', { exact: true }).fill('Avenida Reforma 222');
  await page
    .getByLabel('Ciudad', { exact: true })
    .fill(country === 'BR' ? 'São Paulo' : country === 'MX' ? 'Ciudad de México' : 'Bogotá');
  // The summary saves each complete section in the background (billing after 1 s, travellers after 7 s).
  const savedSection = (section: string) =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new RegExp(`section=${section}|name="section"\\r\\n\\r\\n${section}`).test(
          response.request().postData() ?? '',
        ),
      { timeout: 30_000 },
    );
  const saves = Promise.all(['billing', 'contact', 'travellers'].map(savedSection));
  await page.getByLabel('País', { exact: true }).selectOption(country);
  await saves;
  // Reloaded, the summary offers the methods of the saved billing country.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Forma de pago' })).toBeVisible();
  await waitForHydration(page);
}

/** The payment's live status (the router's page announcer is a status region too). */
const paymentStatus = (page: Page) => page.locator('p[role="status"]');

const methods = (page: Page) => page.getByRole('group', { name: 'Forma de pago' });

test('a Mexican visitor pays in 6 meses sin intereses, charged in USD, and the booking keeps the plan', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await reachSummary(page);
  await fillAsPayerFrom(page, 'MX');
  const card = methods(page).getByRole('radio', { name: 'Tarjeta de crédito o débito' });
  await expect(card).toBeChecked();
  await expect(card).toHaveAccessibleDescription(/^Se cobra en USD: /);
  await expect(methods(page).getByRole('radio', { name: 'Efectivo en OXXO' })).toBeVisible();
  const plans = page.getByRole('combobox', { name: 'Meses sin intereses' });
  const six = plans.getByRole('option', { name: /^6 meses sin intereses de .* \(total .*\)$/ });
  await plans.selectOption({ label: (await six.textContent()) ?? '' });
  await expectNoSeriousA11yViolations(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).first().click();
  await onGateway(page);
  // The gateway's page shows the plan the payment recorded, as the site described it.
  await expect(page.getByText(/^6 meses sin intereses de .* \(total .*\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page).toHaveURL(/\/booking\/confirm\?/, { timeout: 30_000 });
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  const lookup = await request.post(`${API_URL}/user/booking/lookup`, {
    data: { referenceId: reference, email: EMAIL },
  });
  expect(lookup.ok()).toBe(true);
  const { data } = (await lookup.json()) as {
    data: {
      paymentMethod: string;
      charged: { currency: string };
      instalmentPlan: { count: number; style: string; interestFree: boolean };
    };
  };
  expect(data.paymentMethod).toBe('card');
  expect(data.charged.currency).toBe('USD');
  expect(data.instalmentPlan).toMatchObject({ count: 6, style: 'msi', interestFree: true });
});

test('a Brazilian payer pays with Pix: QR and copy-and-paste code, then the signed notification confirms', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await reachSummary(page);
  await fillAsPayerFrom(page, 'BR');
  const pix = methods(page).getByRole('radio', { name: 'Pix' });
  await expect(pix).toHaveAccessibleDescription(
    /^Se cobra en BRL: .*Pagas con un código QR en los próximos 30 minutos\./,
  );
  // A card typed first, then Pix: the card's fields go away and the card is not what is charged.
  await fillCard(page, '4111 1111 1111 1111');
  await pix.check();
  await expect(page.getByLabel('Número de tarjeta', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Pagar con Pix' }).first().click();
  await expect(page).toHaveURL(/\/booking\/awaiting-payment\/cart_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Paga con Pix' })).toBeVisible();
  await expect(page.getByText(/^Se cobra en BRL: /)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Código QR de Pix para pagar / })).toBeVisible();
  await expect(page.getByLabel('Pix copia y pega')).toHaveValue(
    /^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/,
  );
  await expect(page.getByText(/^Tiempo restante: (29|30):\d\d$/)).toBeVisible();
  await expect(paymentStatus(page)).toHaveText('Esperando tu pago…');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Abrir la página de pago (entorno de pruebas)' }).click();
  await page.getByRole('button', { name: 'Simular pago (entorno de pruebas)' }).click();
  await expect(page).toHaveURL(/\/booking\/awaiting-payment\/cart_/);
  await expect(paymentStatus(page)).toHaveText(
    /^¡Pago recibido! Tu reserva está confirmada\. Tu número de reserva es [A-Z0-9]{6}\.$/,
  );
  await expect(page.getByRole('link', { name: 'Ver mi viaje' })).toBeVisible();
});

test('an OXXO voucher that is not paid by its deadline expires and releases the booking', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await reachSummary(page);
  await fillAsPayerFrom(page, 'MX');
  const oxxo = methods(page).getByRole('radio', { name: 'Efectivo en OXXO' });
  await expect(oxxo).toHaveAccessibleDescription(/^Se cobra en MXN: .*en las próximas 48 horas\./);
  await oxxo.check();
  await page.getByRole('button', { name: 'Pagar' }).first().click();
  await expect(page).toHaveURL(/\/booking\/awaiting-payment\/cart_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Paga en OXXO' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Código de barras del pago de / })).toBeVisible();
  await expect(page.locator('dd code')).toHaveText(/^\d{14}$/);
  await expectNoSeriousA11yViolations(page);
  // The deadline is 48 hours away: the test-only route moves it to now and runs the sweep.
  const cartId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const expired = await request.post(`${API_URL}/test/payments/${cartId}/expire`);
  expect(expired.ok()).toBe(true);
  // With script the page asks for the status every 5 s and shows the expiry by itself (its refresh
  // link, the way without script, is gone by then); the server's page says the same on a reload.
  const expiredText = 'El plazo para pagar venció. Liberamos la reserva y no se cobró nada.';
  await expect(paymentStatus(page)).toHaveText(expiredText, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Actualizar el estado' })).toHaveCount(0);
  await page.reload();
  await expect(paymentStatus(page)).toHaveText(expiredText);
  await expect(page.getByRole('img', { name: /^Código de barras/ })).toHaveCount(0);
});

test('a Colombian payer pays through PSE: the bank chooser, then back with the booking', async ({ page }) => {
  test.setTimeout(120_000);
  await reachSummary(page);
  await fillAsPayerFrom(page, 'CO');
  const pse = methods(page).getByRole('radio', { name: 'PSE (débito desde tu banco)' });
  await expect(pse).toHaveAccessibleDescription(/^Se cobra en COP: /);
  await pse.check();
  await page.getByRole('button', { name: 'Pagar' }).first().click();
  await onGateway(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Paga con PSE' })).toBeVisible();
  await page.getByLabel('Tu banco').selectOption({ label: 'Bancolombia' });
  await page.getByRole('radio', { name: 'Aprobado' }).check();
  await page.getByRole('button', { name: 'Continuar al banco' }).click();
  await expect(page).toHaveURL(/\/booking\/awaiting-payment\/cart_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu pago con PSE' })).toBeVisible();
  await expect(paymentStatus(page)).toHaveText(/^¡Pago recibido! Tu reserva está confirmada\./);
});
