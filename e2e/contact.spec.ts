import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsWithoutScript,
  waitForHydration,
} from './support/journey';

/**
 * The contact form (/contact-us) and the thank-you page (/gracias). Without script the form is a
 * plain POST checked on the server; the mail it sends is queued by the API and written by its file
 * mailer under DATA_DIR/outbox (playwright.config.ts points DATA_DIR at E2E_DATA_DIR).
 */

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
/** The spam guard refuses a form sent sooner than this after it was served. */
const MIN_FILL_TIME_MS = 3_000;

/** The .eml files the API's mailer has written so far. */
async function readOutbox(): Promise<string[]> {
  const names = await fs.readdir(OUTBOX).catch(() => [] as string[]);
  return Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => fs.readFile(path.join(OUTBOX, name), 'utf8')),
  );
}

/** The mail that mentions `marker`, once the API's outbox worker (every 5 s) has written it. */
async function waitForMail(marker: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox()).find((mail) => mail.includes(marker));
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  return found ?? '';
}

/** A word only this test's message holds (ASCII, so the mail's encoding leaves it whole). */
const newMarker = () => `e2e-${randomUUID().slice(0, 8)}`;

async function openContactPage(page: Page, path = '/contact-us') {
  await page.goto(path);
  return Date.now();
}

async function fillForm(page: Page, fields: { email?: string; phone?: string; message: string }) {
  await page.getByLabel('Nombre y apellido').fill('Ana Prueba');
  await page.getByLabel('Correo electrónico').fill(fields.email ?? 'ana@example.com');
  await page.getByLabel('País del teléfono').selectOption('CO');
  await page.getByLabel('Teléfono', { exact: true }).fill(fields.phone ?? '300 123 4567');
  await page.getByLabel('Mejor hora para llamarte').selectOption({ label: 'Tarde (12:00–18:00)' });
  await page.getByLabel('Mensaje').fill(fields.message);
}

/** A person takes a few seconds over the form; the test waits out the guard's minimum, no more. */
async function sendAfterMinimumTime(page: Page, openedAt: number) {
  const remaining = MIN_FILL_TIME_MS + 300 - (Date.now() - openedAt);
  if (remaining > 0) await page.waitForTimeout(remaining);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
}

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends the message to the company inbox and thanks the visitor', async ({ page, browser }) => {
    const openedAt = await openContactPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+57 601 508 7000' })).toHaveAttribute(
      'href',
      'tel:+576015087000',
    );
    await expect(page.getByText('Todos los días, de 08:00 a 22:00.')).toBeVisible();
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);

    const marker = newMarker();
    await fillForm(page, { message: `Quiero cambiar mi vuelo ${marker}` });
    await sendAfterMinimumTime(page, openedAt);

    await expect(page).toHaveURL('/gracias');
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por escribirnos!' })).toBeVisible();
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);

    const mail = await waitForMail(marker);
    expect(mail).toContain('Subject: Contacto de Ana Prueba');
    expect(mail).toContain('Reply-To: ana@example.com');
    expect(mail).toContain('+57 300 1234567');
  });

  test('the phone-offers block leads to a call-back request about those offers', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '¿Prefieres que te llamemos? Déjanos tus datos' }).click();
    await expect(page).toHaveURL('/contact-us?asunto=ofertas-por-telefono');
    const openedAt = Date.now();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Te llamamos con las ofertas por teléfono' }),
    ).toBeVisible();
    const marker = newMarker();
    await fillForm(page, { message: `Busco BOG-MAD en marzo ${marker}` });
    await sendAfterMinimumTime(page, openedAt);
    await expect(page).toHaveURL('/gracias');
    const mail = await waitForMail(marker);
    // The adviser's mail names the offers it is about and the page it came from.
    expect(mail).toContain('(/contact-us)');
  });

  test('the server names a wrong phone, focuses it and keeps what was typed', async ({ page }) => {
    await openContactPage(page);
    await fillForm(page, { phone: '12', message: 'Hola' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    const phone = page.getByLabel('Teléfono', { exact: true });
    await expect(page.getByText('Se requiere un número de contacto válido')).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nombre y apellido')).toHaveValue('Ana Prueba');
    await expect(page.getByLabel('Mensaje')).toHaveValue('Hola');
    await expect(page.getByLabel('Mejor hora para llamarte')).toHaveValue('afternoon');
  });

  test('a filled honeypot is thanked but nothing is sent', async ({ page }) => {
    const trap = newMarker();
    let openedAt = await openContactPage(page);
    await fillForm(page, { message: `Compra seguidores ${trap}` });
    await page.locator('input[name="website"]').fill('http://spam.example');
    await sendAfterMinimumTime(page, openedAt);
    await expect(page).toHaveURL('/gracias');

    // A real message sent afterwards reaches the inbox; the robot's, queued before it, never does.
    const marker = newMarker();
    openedAt = await openContactPage(page);
    await fillForm(page, { message: `Consulta real ${marker}` });
    await sendAfterMinimumTime(page, openedAt);
    await expect(page).toHaveURL('/gracias');
    await waitForMail(marker);
    expect((await readOutbox()).some((mail) => mail.includes(trap))).toBe(false);
  });
});

test.describe('contact form with JavaScript', () => {
  test('shows a wrong e-mail without leaving the page and keeps the text', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await openContactPage(page);
    await waitForHydration(page);
    await fillForm(page, { email: 'ana@ejemplo', message: 'Quiero cambiar mi vuelo' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    const email = page.getByLabel('Correo electrónico');
    await expect(
      page.getByText('Escribe un correo electrónico válido, por ejemplo ana@ejemplo.com'),
    ).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('ana@ejemplo');
    await expect(page.getByLabel('Mensaje')).toHaveValue('Quiero cambiar mi vuelo');
    await expect(page).toHaveURL('/contact-us');
    expect(posts.filter((url) => url.includes('contact-us'))).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // Fixing it clears the message as the visitor types.
    await email.fill('ana@ejemplo.com');
    await expect(page.getByText(/^Escribe un correo electrónico válido/)).toBeHidden();
  });

  test('the thank-you page says what happens next and where to go meanwhile', async ({ page }) => {
    await page.goto('/gracias');
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por escribirnos!' })).toBeVisible();
    await expect(page.getByText(/un día hábil, en nuestro horario de 08:00 a 22:00/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Consulta las preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/faq',
    );
    await expect(page.getByRole('link', { name: 'Revisa tu reserva en Mi viaje' })).toHaveAttribute(
      'href',
      '/user/my-journey',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the English pages live under /en', async ({ page }) => {
    await page.goto('/en/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByLabel('Phone country')).toBeVisible();
    await page.goto('/en/gracias');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for writing to us!' })).toBeVisible();
  });
});
