import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsWithoutScript } from './support/journey';

/**
 * Tours (/turs, a destination, a package with its enquiry) and cruises (/cruceros filtered, a
 * sailing), from the repository's content files. The enquiry's mail is written by the API's file
 * mailer under DATA_DIR/outbox (playwright.config.ts points DATA_DIR at E2E_DATA_DIR).
 */

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const MIN_FILL_TIME_MS = 3_000;
const PACKAGE_PATH = '/turs/peru/cusco-valle-sagrado-machu-picchu';
const PACKAGE_TITLE = 'Cusco, Valle Sagrado y Machu Picchu en 6 días';

async function readOutbox(): Promise<string[]> {
  const names = await fs.readdir(OUTBOX).catch(() => [] as string[]);
  return Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => fs.readFile(path.join(OUTBOX, name), 'utf8')),
  );
}

/** The mail holding `marker`, with quoted-printable soft line breaks joined. */
async function waitForMail(marker: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox())
          .map((mail) => mail.replace(/=\r?\n/g, ''))
          .find((mail) => mail.includes(marker));
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  return found ?? '';
}

async function fillEnquiry(page: Page, message: string) {
  await page.getByLabel('Nombre y apellido').fill('Ana Prueba');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.getByLabel('País del teléfono').selectOption('CO');
  await page.getByLabel('Teléfono', { exact: true }).fill('300 123 4567');
  await page.getByLabel('Mensaje').fill(message);
}

test.describe('tours without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('browse to a package and send its enquiry for a chosen departure', async ({ page, browser }) => {
    // Two pages, four accessibility scans and the form's minimum fill time: ~20 s alone, more when
    // the machine is busy with the other worker.
    test.setTimeout(90_000);
    await page.goto('/turs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tours por América Latina y el Caribe' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);

    // Filter to Peru's packages of 5 to 7 days: the URL holds the choice.
    await page.getByLabel('Destino').selectOption('peru');
    await page.getByLabel('Duración').selectOption('medium');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/destino=peru&duracion=medium/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tours en Perú' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tours en México' })).toHaveCount(0);

    await page.getByRole('link', { name: PACKAGE_TITLE }).click();
    const openedAt = Date.now();
    await expect(page).toHaveURL(PACKAGE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: PACKAGE_TITLE })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Estás en' }).getByRole('link', { name: 'Tours en Perú' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Itinerario día por día' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Día 6:/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Incluye', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'No incluye' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^desde\s1\.?190,00\sUSD$/ }).first()).toBeVisible();
    await expect(page.locator('figure svg image')).toHaveAttribute(
      'href',
      '/illustrations/countries/pe-map.svg',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Información práctica' })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.filter((text) => text.includes('"TouristTrip"'))).toHaveLength(1);
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);

    const marker = `e2e-${randomUUID().slice(0, 8)}`;
    await fillEnquiry(page, `Viajamos dos personas ${marker}`);
    await page.getByLabel('Fecha de salida', { exact: true }).selectOption('2027-03-20');
    const remaining = MIN_FILL_TIME_MS + 300 - (Date.now() - openedAt);
    if (remaining > 0) await page.waitForTimeout(remaining);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    await expect(page).toHaveURL('/gracias');
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por escribirnos!' })).toBeVisible();
    const mail = await waitForMail(marker);
    expect(mail).toContain(PACKAGE_PATH);
    expect(mail).toContain('Fecha de salida: 2027-03-20');
    expect(mail).toContain('Reply-To: ana@example.com');
  });

  test('a refused enquiry keeps what was typed and names the field', async ({ page }) => {
    await page.goto(PACKAGE_PATH);
    await fillEnquiry(page, 'Hola');
    await page.getByLabel('Correo electrónico').fill('ana@ejemplo');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('Escribe un correo electrónico válido')).toBeVisible();
    await expect(page.getByLabel('Mensaje')).toHaveValue('Hola');
    await expect(page).toHaveURL(PACKAGE_PATH);
  });

  test("search flights goes to results for the tour's dates", async ({ page }) => {
    await page.goto(PACKAGE_PATH);
    await page.getByLabel('Aeropuerto de salida (código IATA)').fill('bog');
    await page.getByLabel('Fecha de salida del tour').selectOption('2027-03-20');
    await page.getByRole('button', { name: 'Buscar vuelos a CUZ' }).click();
    await expect(page).toHaveURL(/\/bog-cuz\/results\?tripType=2&dep=2027-03-20&ret=2027-03-25/);
  });

  test('an unknown destination or package is the 404 page; a destination lists its packages', async ({
    page,
  }) => {
    expect((await page.goto('/turs/no-existe'))?.status()).toBe(404);
    expect((await page.goto('/turs/peru/no-existe'))?.status()).toBe(404);
    expect((await page.goto('/cruceros/no-existe'))?.status()).toBe(404);
    const response = await page.goto('/en/turs/punta-cana');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    await expect(page.getByRole('heading', { level: 2, name: 'Available packages' })).toBeVisible();
  });
});

test('the English pages speak English, with links under /en', async ({ page }) => {
  await page.goto(`/en${PACKAGE_PATH}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cusco, the Sacred Valley and Machu Picchu in 6 days' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Day-by-day itinerary' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Enquire about this tour' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tours in Peru', exact: true })).toHaveAttribute(
    'href',
    '/en/turs/peru',
  );
  await expect(page.getByRole('img', { name: /^Map of Peru with its main airports/ })).toBeVisible();
  await page.goto('/en/cruceros?orden=price');
  await expect(page.getByRole('heading', { level: 1, name: /^Cruises from/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Western Caribbean from Miami' })).toHaveAttribute(
    'href',
    '/en/cruceros/caribe-occidental-miami-2027-05-15',
  );
  await expectNoSeriousA11yViolations(page);
});

test.describe('cruises without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filter by port and month, then open the sailing', async ({ page, browser }) => {
    // Two pages and two scans of a long list: over 30 s in CI with both workers busy.
    test.setTimeout(90_000);
    await page.goto('/cruceros');
    await expect(page.getByRole('heading', { level: 1, name: /^Cruceros desde/ })).toBeVisible();
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);

    await page.getByLabel('Puerto de salida').selectOption('MIA');
    await page.getByLabel('Mes de salida').selectOption('2027-05');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/puerto=MIA&mes=2027-05/);
    await expect(page.getByText('1 crucero', { exact: true })).toBeVisible();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Caribe occidental desde Miami' }) });
    await expect(card).toContainText('Miami (MIA)');
    await expect(card).toContainText('15 may 2027');
    await expect(card).toContainText(/desde\s[\d.]+,00\sUSD/);

    await card.getByRole('link', { name: 'Caribe occidental desde Miami' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Caribe occidental desde Miami' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Puertos día por día' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Camarotes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Consulta por este crucero' })).toBeVisible();
    await expectNoSeriousA11yViolationsWithoutScript(page, browser);
  });

  test('sorts by price, lowest first', async ({ page }) => {
    await page.goto('/cruceros?orden=price');
    const prices = await page
      .locator('dd')
      .filter({ hasText: /^desde/ })
      .allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/\D/g, '')));
    expect(amounts.length).toBeGreaterThanOrEqual(16);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const pagePath of [
    '/turs',
    PACKAGE_PATH,
    '/cruceros',
    '/cruceros/caribe-occidental-miami-2027-05-15',
  ]) {
    test(`${pagePath} fits the screen and passes axe`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
