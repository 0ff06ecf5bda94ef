import { expect, test } from '@playwright/test';
import { bookFlightByCard, findInMyJourney, mailsNaming } from './support/booking-steps';
import { API_URL, visitorAddress } from './support/journey';

// Its own visitor address: the API's per-visitor limits count this spec apart (support/journey.ts).
test.use({ extraHTTPHeaders: visitorAddress(11) });

/**
 * Issue 17's My Journey self-service: book, find the booking in My Journey, have the confirmation
 * sent again (read back from the outbox), request a cancellation and follow its status as the
 * operator moves it. The self-service forms are plain posts, so the no-script project runs them too.
 */

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
  const reference = await bookFlightByCard(page, email);
  // The first confirmation, so the resend is counted on top of it.
  await expect
    .poll(async () => (await mailsNaming(reference)).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const before = (await mailsNaming(reference)).length;

  // My Journey without script: every self-service action is a plain form.
  const noScript = await page
    .context()
    .browser()
    ?.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
      locale: 'es-419',
      extraHTTPHeaders: visitorAddress(11),
    });
  if (!noScript) throw new Error('no browser');
  const plain = await noScript.newPage();
  await findInMyJourney(plain, reference, email);
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
  // A second, deliberate step: the first opens what cannot be undone, the second sends it.
  await cancellation.getByText('Solicitar la cancelación', { exact: true }).click();
  await expect(cancellation.getByText(/no se puede retirar/)).toBeVisible();
  await cancellation.getByRole('button', { name: 'Sí, solicitar la cancelación' }).click();
  await expect(plain.getByTestId('self-service-notice')).toContainText(
    /Recibimos tu solicitud CX-[A-Z2-9]{8}/,
  );
  const notice = (await plain.getByTestId('self-service-notice').textContent()) ?? '';
  const number = /CX-[A-Z2-9]{8}/.exec(notice)?.[0] ?? '';
  await expect(plain.getByTestId('cancellation-status')).toHaveText('recibida');
  await expect(plain.getByText('Solicitar la cancelación', { exact: true })).toHaveCount(0);
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
