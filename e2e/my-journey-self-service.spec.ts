import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  FAMILY,
  fillCard,
  fillContactAndBilling,
  fillTravellers,
  onGateway,
  openResults,
  selectFirstOffer,
} from './support/booking-steps';
import { API_URL, waitForHydration } from './support/journey';

/**
 * Issue 17's My Journey self-service: book, find the booking in My Journey, have the confirmation
 * sent again (read back from the outbox), request a cancellation and follow its status as the
 * operator moves it. The self-service forms are plain posts, so the no-script project runs them too.
 */

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The mails whose text names `needle`, as the API's outbox worker (every 5 s) wrote them. */
async function mailsNaming(needle: string): Promise<string[]> {
  const names = await fs.readdir(OUTBOX).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => fs.readFile(path.join(OUTBOX, name), 'utf8')),
  );
  return mails.filter((mail) => mail.includes(needle));
}

test('My Journey resends the confirmation and takes a cancellation request whose status the traveller follows', async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'chromium',
    'one desktop run books; the forms are checked without script below',
  );
  test.setTimeout(180_000);
  const email = `lucia.${Date.now()}@example.com`;
  await openResults(page, { adults: 1, children: 0 }, 40);
  await waitForHydration(page);
  await selectFirstOffer(page);
  await waitForHydration(page);
  await fillTravellers(page, FAMILY.slice(0, 1));
  await fillContactAndBilling(page, email);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await onGateway(page);
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page).toHaveURL(/\/booking\/confirm\?/, { timeout: 30_000 });
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{6}$/);
  // The first confirmation, so the resend is counted on top of it.
  await expect
    .poll(async () => (await mailsNaming(reference)).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const before = (await mailsNaming(reference)).length;

  // My Journey without script: every self-service action is a plain form.
  const noScript = await page.context().browser()?.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
    locale: 'es-419',
  });
  if (!noScript) throw new Error('no browser');
  const plain = await noScript.newPage();
  await plain.goto('/user/my-journey');
  await plain.getByLabel('Código de reserva', { exact: true }).fill(reference);
  await plain.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await plain.getByRole('button', { name: 'Buscar reserva' }).click();
  await expect(plain.getByTestId('booking-reference')).toHaveText(reference);
  // The confirmation's documents are there too.
  await expect(plain.getByRole('button', { name: 'Descargar el recibo (PDF)' })).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Agregar al calendario (.ics)' })).toBeVisible();

  // Resend: a clear message, and the mail lands in the outbox, to the booking's address.
  await plain.getByRole('button', { name: 'Reenviar el correo de confirmación' }).click();
  await expect(plain.getByTestId('self-service-notice')).toHaveText(
    `Listo: te enviamos la confirmación a ${email}. Puedes pedirla 2 veces más en esta hora.`,
  );
  await expect
    .poll(async () => (await mailsNaming(reference)).length, { timeout: 30_000, intervals: [500] })
    .toBe(before + 1);
  expect((await mailsNaming(reference)).every((mail) => mail.includes(email))).toBe(true);

  // Cancellation: the fare's rules said before asking, then the request's number and status.
  const cancellation = plain.getByRole('region', { name: 'Cancelar la reserva' });
  await expect(cancellation.getByTestId('cancellation-quote')).toContainText('El cargo por servicio');
  await cancellation.getByRole('button', { name: 'Solicitar la cancelación' }).click();
  await expect(plain.getByTestId('self-service-notice')).toContainText(
    /Recibimos tu solicitud CX-[A-Z2-9]{8}/,
  );
  const notice = (await plain.getByTestId('self-service-notice').textContent()) ?? '';
  const number = /CX-[A-Z2-9]{8}/.exec(notice)?.[0] ?? '';
  await expect(plain.getByTestId('cancellation-status')).toHaveText('recibida');
  await expect(plain.getByRole('button', { name: 'Solicitar la cancelación' })).toHaveCount(0);
  await expect
    .poll(async () => (await mailsNaming(number)).length, { timeout: 30_000, intervals: [500] })
    .toBe(1);

  // The operator moves it on; My Journey shows the new status and the timeline.
  const moved = await request.post(`${API_URL}/operator/cancellations/${number}/status`, {
    headers: { authorization: `Bearer ${process.env.E2E_REPORTS_TOKEN}` },
    data: { status: 'in_review' },
  });
  expect(moved.status()).toBe(200);
  await plain.goto('/user/my-journey');
  await plain.getByLabel('Código de reserva', { exact: true }).fill(reference);
  await plain.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await plain.getByRole('button', { name: 'Buscar reserva' }).click();
  await expect(plain.getByTestId('cancellation-status')).toHaveText('en revisión');
  await expect(
    plain.getByRole('list', { name: 'Historial de la solicitud' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect
    .poll(async () => (await mailsNaming(number)).length, { timeout: 30_000, intervals: [500] })
    .toBe(2);
  await noScript.close();
});
