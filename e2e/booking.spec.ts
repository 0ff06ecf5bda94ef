import { expect, type Page, type Response, test } from '@playwright/test';
import {
  cardExpiry,
  expectDocumentsAndCardHolder,
  FAMILY,
  fillCard,
  fillContactAndBilling,
  fillTravellers,
  findInMyJourney,
  onGateway,
  openResults,
  payOnSandbox,
  selectFirstOffer,
} from './support/booking-steps';
import {
  chooseAirport,
  chooseRoundTripDates,
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsWithoutScript,
  isoDatePlus,
  visitorAddress,
  waitForHydration,
} from './support/journey';

// Its own visitor address: the API's per-visitor limits count this spec apart (support/journey.ts).
test.use({ extraHTTPHeaders: visitorAddress(16) });

/**
 * The booking funnel, run by the four projects of playwright.config.ts: with script and without
 * (`javaScriptEnabled: false`), on a desktop and on a 375 px phone. Without script every step is a
 * plain form and a server answer; with it the same page validates as the traveller types, saves in
 * the background and tokenizes the card in the page.
 */

test.describe('booking with script', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the journey without script is below');

  /**
   * Home → search BOG-MIA round trip for 2 adults and 1 child → first offer → trip summary. On the
   * phone the search starts from the results' URL: the home page's search form has its own spec.
   */
  async function reachTripSummary(page: Page, isPhone: boolean) {
    if (isPhone) {
      await openResults(page, { adults: 2, children: 1 }, 30);
      await waitForHydration(page);
      await selectFirstOffer(page);
      await waitForHydration(page);
      return;
    }
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
    await selectFirstOffer(page);
    await waitForHydration(page);
  }

  /** A background save of one section of the trip summary (the page's own action, on the web server), done. */
  const isSaved = (section: string) => (response: Response) =>
    response.ok() &&
    response.request().method() === 'POST' &&
    response.url().includes('/booking/summary') &&
    (response.request().postData() ?? '').includes(`section=${section}`);

  test('books a round trip for 2 adults and a child with a bag each way, then finds it in My Journey', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(180_000);
    const email = `ana.${Date.now()}@example.com`;
    await reachTripSummary(page, isMobile);
    await expect(
      page.getByText('Los nombres deben coincidir exactamente con el pasaporte o documento de identidad'),
    ).toBeVisible();
    // Spec §9: what to know before paying, for this fare.
    const important = page.getByRole('region', { name: 'Información importante antes de pagar' });
    await expect(important.getByRole('listitem')).toHaveCount(6);
    await expect(important).toContainText(/Esta tarifa (no es reembolsable|admite reembolso)/);
    await expect(important).toContainText('fiebre amarilla');
    await expect(page.getByRole('timer', { name: 'Tiempo para completar la reserva' })).toContainText(
      /0[78]:\d{2}/,
    );

    // Pagar on an empty form: every error shows and the focus goes to the first field in error.
    await page.getByRole('button', { name: 'Pagar' }).click();
    const firstName = page
      .getByRole('group', { name: 'Pasajero 1 · Adulto' })
      .getByLabel('Nombre', { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/booking\/summary\?offerId=/);

    const travellersSaved = page.waitForResponse(isSaved('travellers'));
    const billingSaved = page.waitForResponse(isSaved('billing'));
    await fillTravellers(page, FAMILY);
    await fillContactAndBilling(page, email);
    // Errors clear as the fields are corrected, without a reload.
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

    // Bags: one each way; the server's totals come back into the breakdown.
    const bagsBefore = await page.getByTestId('breakdown-bags').textContent();
    await page.getByRole('button', { name: 'Añadir una maleta de ida' }).click();
    await page.getByRole('button', { name: 'Añadir una maleta de regreso' }).click();
    await expect(page.getByTestId('bags-onward')).toHaveText('1');
    await expect(page.getByTestId('bags-return')).toHaveText('1');
    await expect(page.getByTestId('breakdown-bags')).not.toHaveText(bagsBefore ?? '', { timeout: 10_000 });
    await expect(page.getByTestId('breakdown-fees')).not.toBeEmpty();

    // What was typed reached the booking session in the background: a reload shows it again.
    await Promise.all([travellersSaved, billingSaved]);
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole('group', { name: 'Pasajero 3 · Niño' }).getByLabel('Nombre', { exact: true }),
    ).toHaveValue('Lucía');
    await expect(page.getByTestId('bags-return')).toHaveText('1');
    await expectDocumentsAndCardHolder(page, FAMILY);

    await fillCard(page, '4111 1111 1111 1111');
    await expectNoSeriousA11yViolations(page);
    await payOnSandbox(page);

    await expect(page).toHaveURL(/\/booking\/confirm\?/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Reserva confirmada' })).toBeVisible();
    const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[A-Z0-9]{6}$/);
    await expect(page.getByText('Confirmada', { exact: true })).toBeVisible();
    await expect(page.getByText('Lucía Gómez Pérez · Niño')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The browser keeps nothing of the booking: no card, no document, no name.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toMatch(/4111\s?1111\s?1111\s?1111/);
    expect(stored).not.toContain('"123"');
    expect(stored).not.toContain('PA12345');
    expect(stored).not.toContain('María José');

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

  test('a declined card keeps the travellers, another card books, and the return never books twice', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'chromium', 'the desktop project covers it');
    test.setTimeout(180_000);
    await reachTripSummary(page, false);
    await fillTravellers(page, FAMILY);
    await fillContactAndBilling(page, `luis.${Date.now()}@example.com`);
    await fillCard(page, '4000 0000 0000 0002');
    await payOnSandbox(page);

    await expect(page).toHaveURL(/\/booking\/summary\?offerId=.*payment=declined/, { timeout: 30_000 });
    await waitForHydration(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Pago no aprobado' });
    await expect(alert).toContainText('Tu pago no fue aprobado');
    await expect(
      page.getByRole('group', { name: 'Pasajero 1 · Adulto' }).getByLabel('Nombre', { exact: true }),
    ).toHaveValue('María José');
    await expect(page.getByLabel('Número de tarjeta', { exact: true })).toHaveValue('');
    await expectDocumentsAndCardHolder(page, FAMILY);

    // Pagar pressed while the new card is still being tokenized: the first click counts, and the
    // button says so until the gateway's page opens (a second press does nothing). The gateway answers
    // the token a second late, as a slow network would: on a fast machine the page could otherwise
    // open before the button is looked at.
    await page.route('**/payment/sandbox/tokens', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await fillCard(page, '4111 1111 1111 1111', { immediately: true });
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByRole('button', { name: 'Procesando…' })).toHaveAttribute('aria-disabled', 'true');
    await onGateway(page);
    await expect(page.getByText('•••• 1111')).toBeVisible();
    const returned = page.waitForRequest((request) => request.url().includes('/booking/authorize?'));
    await page.getByRole('button', { name: 'Autorizar' }).click();
    const authorizeUrl = (await returned).url();
    await expect(page).toHaveURL(/\/booking\/confirm\?/, { timeout: 30_000 });
    const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[A-Z0-9]{6}$/);

    // The gateway's return again (a reload, the back button, a second tab): the same booking.
    await page.goto(authorizeUrl);
    await expect(page).toHaveURL(/\/booking\/confirm\?/);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await page.reload();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  });
});

test.describe('booking without script', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'the journey with script is above');

  const COUPLE = FAMILY.slice(0, 2);

  test('books from the results to My Journey with plain forms, paying on the gateway page', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `sol.${Date.now()}@example.com`;
    await openResults(page, { adults: 2, children: 0 }, 40);
    await selectFirstOffer(page);
    await expect(page.getByText('Escribirás los datos de tu tarjeta en la página segura')).toBeVisible();
    await expect(page.getByLabel('Número de tarjeta', { exact: true })).toHaveCount(0);

    // Pagar on an empty form: the server answers the errors and the first field in error has the focus.
    await page.getByRole('button', { name: 'Pagar' }).click();
    const firstName = page
      .getByRole('group', { name: 'Pasajero 1 · Adulto' })
      .getByLabel('Nombre', { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription('Este campo es obligatorio');
    await expect(page.getByText('Escribe un correo electrónico válido')).toHaveCount(0);
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);

    await fillTravellers(page, COUPLE);
    await fillContactAndBilling(page, email);

    // A bag each way: the form goes to the server, which saves the bags and keeps what was typed.
    const bagsBefore = await page.getByTestId('breakdown-bags').textContent();
    await page.getByRole('button', { name: 'Añadir una maleta de ida' }).click();
    await expect(page.getByTestId('bags-onward')).toHaveText('1');
    await page.getByRole('button', { name: 'Añadir una maleta de regreso' }).click();
    await expect(page.getByTestId('bags-return')).toHaveText('1');
    await expect(page.getByTestId('breakdown-bags')).not.toHaveText(bagsBefore ?? '');
    await expectDocumentsAndCardHolder(page, COUPLE);

    // Pagar: the gateway's page asks for the card. A declined test card comes back to the summary.
    await page.getByRole('button', { name: 'Pagar' }).click();
    await onGateway(page);
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);
    await page.getByLabel('Número de tarjeta', { exact: true }).fill('4000 0000 0000 0002');
    await page.getByLabel('Vencimiento (MM / AA)', { exact: true }).fill(cardExpiry());
    await page.getByLabel('CVC', { exact: true }).fill('123');
    await page.getByLabel('Titular de la tarjeta', { exact: true }).fill('MARIA J PEREZ');
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await expect(page).toHaveURL(/\/booking\/summary\?offerId=.*payment=declined/, { timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Pago no aprobado' })).toBeVisible();
    await expectDocumentsAndCardHolder(page, COUPLE);
    await expect(page.getByTestId('bags-return')).toHaveText('1');

    // Another card: a wrong number is named on the gateway's page, the right one books.
    await page.getByRole('button', { name: 'Pagar' }).click();
    await onGateway(page);
    await page.getByLabel('Número de tarjeta', { exact: true }).fill('4111 1111 1111 1112');
    await page.getByLabel('Vencimiento (MM / AA)', { exact: true }).fill(cardExpiry());
    await page.getByLabel('CVC', { exact: true }).fill('123');
    await page.getByLabel('Titular de la tarjeta', { exact: true }).fill('MARIA J PEREZ');
    await page.getByRole('button', { name: 'Autorizar' }).click();
    const number = page.getByLabel('Número de tarjeta', { exact: true });
    await expect(number).toBeFocused();
    await expect(number).toHaveValue('');
    await expect(page.getByText('Número de tarjeta de crédito no válido')).toBeVisible();
    await number.fill('4111 1111 1111 1111');
    await page.getByLabel('CVC', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Autorizar' }).click();

    await expect(page).toHaveURL(/\/booking\/confirm\?/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Reserva confirmada' })).toBeVisible();
    const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[A-Z0-9]{6}$/);
    await expect(page.getByText('Andrés Gómez · Adulto')).toBeVisible();
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);
    // A reload of the confirmation shows the same booking: nothing is booked twice.
    await page.reload();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);

    await findInMyJourney(page, reference, email);
  });
});
