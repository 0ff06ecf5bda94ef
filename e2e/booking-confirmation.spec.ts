import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { readPdfText } from '../apps/api/src/test/pdf-text';
import {
  FAMILY,
  fillCard,
  fillContactAndBilling,
  fillTravellers,
  onGateway,
  openResults,
  selectFirstOffer,
} from './support/booking-steps';
import { expectNoSeriousA11yViolations, visitorAddress, waitForHydration } from './support/journey';

// Its own visitor address: the API's per-visitor limits count this spec apart (support/journey.ts).
test.use({ extraHTTPHeaders: visitorAddress(15) });

/**
 * Issue 12's confirmation on a 375 px phone: the branded hosted payment page fits the screen and
 * says "1 viajero", the confirmation's next steps, and the calendar and receipt downloads, read back.
 */

/** Whether the page scrolls sideways (something wider than the screen). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('after paying, the confirmation gives the calendar, the receipt, check-in and My Journey', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the 375 px phone with script covers it');
  test.setTimeout(180_000);
  const email = `sofia.${Date.now()}@example.com`;
  await openResults(page, { adults: 1, children: 0 }, 40);
  await waitForHydration(page);
  await selectFirstOffer(page);
  await waitForHydration(page);
  await fillTravellers(page, FAMILY.slice(0, 1));
  await fillContactAndBilling(page, email);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await onGateway(page);

  // The hosted page: branded, the amount in USD, one traveller in the singular, fits 375 px.
  const hostedUrl = page.url();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('img', { name: 'Andariego' })).toBeVisible();
  await expect(page.getByText('Estás pagando a Andariego en una página de pago protegida.')).toBeVisible();
  await expect(page.getByText(/, 1 viajero$/)).toBeVisible();
  await expect(page.getByText('Se cobra en dólares estadounidenses (USD)')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('hosted-page-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Autorizar' }).click();

  await expect(page).toHaveURL(/\/booking\/confirm\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva confirmada' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{6}$/);
  const steps = page.getByRole('region', { name: 'Próximos pasos' });
  await expect(steps.getByTestId('check-in-info').first()).toContainText(
    /El check-in en línea de tu vuelo de ida abre 24 horas antes: el .+ a las \d{2}:\d{2} \(hora local de BOG\)/,
  );
  await expect(steps.getByRole('link', { name: 'Mi viaje' })).toHaveAttribute(
    'href',
    `/user/my-journey?reference=${reference}`,
  );
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('confirmation-375.png'), fullPage: true });

  // Add to calendar: one event per flight segment, in UTC, with the reference.
  const segments = await page.getByRole('region', { name: 'Itinerario' }).getByRole('listitem').count();
  const calendarDownload = page.waitForEvent('download');
  await steps.getByRole('button', { name: 'Agregar al calendario (.ics)' }).click();
  const calendar = await calendarDownload;
  expect(calendar.suggestedFilename()).toBe(`andariego-${reference}.ics`);
  const ics = await readFile(await calendar.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR/);
  expect(ics.match(/BEGIN:VEVENT/g)?.length).toBe(segments);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(ics).toContain(`Código de reserva Andariego: ${reference}`);

  // The receipt: a PDF with the brand, the reference and the USD charge.
  const receiptDownload = page.waitForEvent('download');
  await steps.getByRole('button', { name: 'Descargar el recibo (PDF)' }).click();
  const receipt = await receiptDownload;
  expect(receipt.suggestedFilename()).toBe(`andariego-${reference}.pdf`);
  const pdf = await readFile(await receipt.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = readPdfText(pdf);
  expect(text).toContain('Andariego');
  expect(text).toContain(reference);
  expect(text).toContain('Cargo en tu tarjeta (USD)');
  expect(text).toContain('María José Pérez');

  // The hosted page once decided: it says so, links back and has no button to pay again.
  await page.goto(hostedUrl);
  await expect(page.getByRole('status')).toContainText('Pago autorizado.');
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Volver a Andariego' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('hosted-page-decided-375.png'), fullPage: true });

  // My Journey, in a browser without script: the lookup and the downloads are plain forms.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    acceptDownloads: true,
    baseURL: testInfo.project.use.baseURL,
    locale: 'es-419',
    extraHTTPHeaders: visitorAddress(15),
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto('/user/my-journey');
  await plain.getByLabel('Código de reserva', { exact: true }).fill(reference);
  await plain.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await plain.getByRole('button', { name: 'Buscar reserva' }).click();
  await expect(plain.getByTestId('booking-reference')).toHaveText(reference);
  const plainDownload = plain.waitForEvent('download');
  await plain.getByRole('button', { name: 'Agregar al calendario (.ics)' }).click();
  const plainCalendar = await readFile(await (await plainDownload).path(), 'utf8');
  expect(plainCalendar).toContain(`Código de reserva Andariego: ${reference}`);
  await noScript.close();
});
