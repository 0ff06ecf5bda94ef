import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { API_URL, isoDatePlus, waitForHydration } from './journey';
import { siteText } from './site-words';

/** The steps of a flight booking that several specs take (booking, attribution, My Journey, pt). */

export type Traveller = { legend: string; first: string; last: string; gender: string; birth: string };

export const FAMILY: Traveller[] = [
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

export async function fillTravellers(page: Page, travellers: Traveller[]) {
  for (const [i, t] of travellers.entries()) {
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

/** What only the booking session keeps (never the browser): document numbers and the cardholder. */
export async function expectDocumentsAndCardHolder(page: Page, travellers: Traveller[]) {
  for (const [i, t] of travellers.entries()) {
    await expect(
      page.getByRole('group', { name: t.legend }).getByLabel('Número de pasaporte o DNI', { exact: true }),
    ).toHaveValue(`PA12345${i}`);
  }
  await expect(page.getByLabel('Titular de la tarjeta', { exact: true })).toHaveValue('María José Pérez');
}

export async function fillContactAndBilling(page: Page, email: string) {
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('País del teléfono', { exact: true }).selectOption('CO');
  await page.getByLabel('Teléfono', { exact: true }).fill('301 234 5678');
  await page.getByLabel('Titular de la tarjeta', { exact: true }).fill('María José Pérez');
  await page.getByLabel('Dirección', { exact: true }).fill('Calle 100 # 15-20');
  await page.getByLabel('Ciudad', { exact: true }).fill('Bogotá');
  await page.getByLabel('País', { exact: true }).selectOption('CO');
}

export const cardExpiry = () => `12 / ${String((new Date().getFullYear() + 3) % 100)}`;

export const onGateway = (page: Page) =>
  page.waitForURL((url) => url.href.startsWith(`${API_URL}/payment/sandbox/`), {
    timeout: 30_000,
    waitUntil: 'commit',
  });

/** A round trip BOG ⇄ MIA's results, opened by their URL (as a shared link or a slow phone would). */
export async function openResults(
  page: Page,
  travellers: { adults: number; children: number },
  inDays: number,
) {
  await page.goto(
    `/bog-mia/results?tripType=2&dep=${isoDatePlus(inDays)}&ret=${isoDatePlus(inDays + 7)}&adults=${travellers.adults}&children=${travellers.children}&infants=0&cabin=ECONOMY&currency=USD`,
  );
}

/**
 * The first offer of the results: for a round trip the first outbound ("Elegir ida"), then its first
 * return; "Seleccionar" → the trip summary of that offer.
 */
export async function selectFirstOffer(page: Page) {
  await expect(page.getByText('Buscando los mejores vuelos…')).toHaveCount(0);
  const firstCard = page.getByRole('article', { name: /^Vuelo de / }).first();
  const chooseOutbound = firstCard.getByRole('link', { name: /^Elegir ida/ });
  // The offers may still be streaming in after a client navigation: wait for the first card's action.
  await expect(chooseOutbound.or(firstCard.getByRole('button', { name: /^Seleccionar/ }))).toBeVisible();
  if ((await chooseOutbound.count()) > 0) {
    await chooseOutbound.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tu vuelo de ida' })).toBeVisible();
  }
  await page
    .getByRole('article', { name: /^Vuelo de / })
    .first()
    .getByRole('button', { name: /^Seleccionar/ })
    .click();
  // The supplier may price the offer differently from the search: the traveller goes on with it.
  const accept = page.getByRole('button', { name: 'Continuar con el nuevo precio' });
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen del viaje' })).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(page).toHaveURL(/\/booking\/summary\?offerId=/);
  await expect(page.getByTestId('summary-total')).toBeVisible({ timeout: 15_000 });
}

/** My Journey (Minha viagem on /pt) finds the booking by its code and e-mail, in the page's language. */
export async function findInMyJourney(
  page: Page,
  reference: string,
  email: string,
  locale: 'es' | 'en' | 'pt' = 'es',
) {
  const words = (key: string) => siteText(locale, 'my-journey', key);
  const prefix = locale === 'es' ? '' : `/${locale}`;
  await page.goto(`${prefix}/user/my-journey`);
  await page.getByLabel(words('reference'), { exact: true }).fill(reference);
  await page.getByLabel(words('email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: words('submit') }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?#]*${prefix}/user/my-journey/booking-detail$`));
  await expect(page.getByRole('heading', { level: 1, name: words('detailTitle') })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
}

/**
 * One adult's round trip BOG ⇄ MIA booked by card, with script, through the hosted page's Autorizar:
 * the booking reference on the confirmation.
 */
export async function bookFlightByCard(page: Page, email: string, { daysAhead = 40 } = {}): Promise<string> {
  await openResults(page, { adults: 1, children: 0 }, daysAhead);
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
  return reference;
}

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/**
 * The mails (as written, quoted-printable soft breaks joined) that name `needle`, as the API's
 * outbox worker (every 5 s) wrote them to the file mailer's directory.
 */
export async function mailsNaming(needle: string): Promise<string[]> {
  const names = await fs.readdir(OUTBOX).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => (await fs.readFile(path.join(OUTBOX, name), 'utf8')).replace(/=\r?\n/g, '')),
  );
  return mails.filter((mail) => mail.includes(needle));
}

/** Types a card (its holder is billing's cardholder, asked once); by default waits until the gateway tokenized it, `immediately` presses on at once. */
export async function fillCard(page: Page, number: string, { immediately = false } = {}) {
  await page.getByLabel('Número de tarjeta', { exact: true }).fill(number);
  await page.getByLabel('Vencimiento (MM / AA)', { exact: true }).fill(cardExpiry());
  await page.getByLabel('CVC', { exact: true }).fill('123');
  if (!immediately) await expect(page.getByText(/lista para pagar/)).toBeVisible({ timeout: 15_000 });
}

/** Pagar → the sandbox page on the API origin, which shows the card tokenized in the page → Autorizar. */
export async function payOnSandbox(page: Page) {
  await page.getByRole('button', { name: 'Pagar' }).click();
  await onGateway(page);
  await expect(page.getByText(/•••• \d{4}/)).toBeVisible();
  await page.getByRole('button', { name: 'Autorizar' }).click();
}
