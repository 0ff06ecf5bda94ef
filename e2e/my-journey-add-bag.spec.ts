import { expect, test } from '@playwright/test';
import { bookFlightByCard, FAMILY, findInMyJourney, mailsNaming, onGateway } from './support/booking-steps';
import {
  expectNoSeriousA11yViolationsWithoutScript,
  visitorAddress,
  waitForHydration,
} from './support/journey';

// Its own visitor address: the API's per-visitor limits count this spec apart (support/journey.ts).
test.use({ extraHTTPHeaders: visitorAddress(12) });

/**
 * Issue 17's last deliverable: a checked bag added after booking, through the same checkout. Book a
 * flight, find it in My Journey, add one bag and pay it on the sandbox's hosted card page, then see it
 * on the confirmation, in My Journey and in the e-mail; a declined card first returns to the add-bags
 * page to pay again. The add-bags page is plain forms, so the whole addition runs without script.
 */

test('adds a checked bag to a booked flight from My Journey and pays it on the hosted page, without script and with it', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'chromium',
    'one desktop run books; the addition itself runs without script',
  );
  test.setTimeout(180_000);
  const email = `tomas.${Date.now()}@example.com`;
  const reference = await bookFlightByCard(page, email, { daysAhead: 45 });

  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
    locale: 'es-419',
    extraHTTPHeaders: visitorAddress(12),
  });
  const plain = await context.newPage();
  await findInMyJourney(plain, reference, email);
  const bags = plain.getByRole('region', { name: 'Equipaje facturado' });
  await expect(bags).toContainText('Sin equipaje facturado adicional');
  await bags.getByRole('button', { name: 'Añadir equipaje' }).click();

  // Bags per traveller and direction, priced all in and charged in USD.
  await expect(plain.getByRole('heading', { level: 1, name: 'Añadir equipaje' })).toBeVisible();
  await expect(plain.getByTestId('bag-unit-price')).toContainText('Se cobra en USD');
  await expectNoSeriousA11yViolationsWithoutScript(plain, browser);
  const traveller = `${FAMILY[0]?.first} ${FAMILY[0]?.last}`;
  await plain.getByLabel(`${traveller}, ida BOG–MIA`).selectOption('1');
  await plain.getByRole('button', { name: 'Ver el total' }).click();
  const review = plain.getByTestId('bags-review');
  await expect(review).toContainText('Equipaje adicional');
  await expect(review).toContainText('Cargo por servicio');
  await expect(plain.getByText(/^Se cobra en USD: /)).toBeVisible();
  await plain.getByRole('button', { name: /^Pagar / }).click();

  // The gateway's hosted page asks for the card (nothing was tokenized without script). The
  // sandbox's decline card first: the traveller comes back to this booking's bags, not to a trip
  // summary, told nothing was charged, with the bags as chosen, and pays again with a good card.
  const payOnHostedPage = async (number: string) => {
    await onGateway(plain);
    await plain.getByLabel('Número de tarjeta', { exact: true }).fill(number);
    await plain.getByLabel('Vencimiento (MM / AA)', { exact: true }).fill('12 / 30');
    await plain.getByLabel('CVC', { exact: true }).fill('123');
    await plain.getByLabel('Titular de la tarjeta', { exact: true }).fill('TOMAS PRUEBA');
    await plain.getByRole('button', { name: 'Autorizar' }).click();
  };
  await payOnHostedPage('4000 0000 0000 0002');
  await expect(plain).toHaveURL(
    new RegExp(`/user/my-journey/add-bags\\?reference=${reference}&payment=declined$`),
    { timeout: 30_000 },
  );
  expect(plain.url()).not.toContain('example.com');
  await expect(plain.getByRole('alert')).toHaveText(
    'Tu tarjeta fue rechazada; no se cobró nada. Puedes intentarlo de nuevo.',
  );
  await expect(plain.getByLabel(`${traveller}, ida BOG–MIA`)).toHaveValue('1');
  await expectNoSeriousA11yViolationsWithoutScript(plain, browser);
  await plain.getByRole('button', { name: 'Ver el total' }).click();
  await plain.getByRole('button', { name: /^Pagar / }).click();
  await payOnHostedPage('4111 1111 1111 1111');

  await expect(plain).toHaveURL(/\/booking\/confirm\?/, { timeout: 30_000 });
  await expect(plain.getByRole('heading', { level: 1, name: '¡Tu equipaje está añadido!' })).toBeVisible();
  const addition = (await plain.getByTestId('bag-addition-reference').textContent())?.trim() ?? '';
  expect(addition).toMatch(/^[A-Z0-9]{6}$/);
  expect(addition).not.toBe(reference);
  await expect(plain.getByTestId('bag-addition-items')).toHaveText(
    `${traveller}, ida BOG–MIA: 1 maleta añadida después`,
  );
  await expect(plain.getByText(`Reserva ${reference}`)).toBeVisible();
  await expectNoSeriousA11yViolationsWithoutScript(plain, browser);

  // My Journey lists the bag and the purchase it came with.
  await findInMyJourney(plain, reference, email);
  const after = plain.getByRole('region', { name: 'Equipaje facturado' });
  await expect(after).toContainText('1 maleta añadida después');
  await expect(after.getByTestId('bag-additions')).toContainText(`Compra ${addition}`);
  // The declined try added nothing: one addition, one bag.
  await expect(after.getByTestId('bag-additions').getByRole('listitem')).toHaveCount(1);

  // The e-mail names the purchase and the booking, to the booking's address.
  await expect
    .poll(async () => (await mailsNaming(addition)).length, { timeout: 30_000, intervals: [500] })
    .toBe(1);
  const [mail] = await mailsNaming(addition);
  expect(mail).toContain(reference);
  expect(mail).toContain(email);
  await context.close();

  // With script the same forms are enhanced: a second bag, on the return, through the same steps.
  await findInMyJourney(page, reference, email);
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Equipaje facturado' })
    .getByRole('button', { name: 'Añadir equipaje' })
    .click();
  await page.getByLabel(`${traveller}, vuelta MIA–BOG`).selectOption('1');
  await page.getByRole('button', { name: 'Ver el total' }).click();
  await page.getByRole('button', { name: /^Pagar / }).click();
  await onGateway(page);
  await page.getByLabel('Número de tarjeta', { exact: true }).fill('4111 1111 1111 1111');
  await page.getByLabel('Vencimiento (MM / AA)', { exact: true }).fill('12 / 30');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Titular de la tarjeta', { exact: true }).fill('TOMAS PRUEBA');
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Tu equipaje está añadido!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('bag-addition-items')).toHaveText(
    `${traveller}, vuelta MIA–BOG: 1 maleta añadida después`,
  );
  await findInMyJourney(page, reference, email);
  await expect(page.getByTestId('bag-additions').getByRole('listitem')).toHaveCount(2);
});
