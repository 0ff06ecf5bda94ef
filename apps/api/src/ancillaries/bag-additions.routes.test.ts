import { BookingBagsResponseSchema, SetBagAdditionOrderResponseSchema } from '@travel/contract/bag-additions';
import { type Booking, BookingResponseSchema } from '@travel/contract/bookings';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBookingPayment, pressSandboxButton, TEST_CARD, TEST_CUSTOMER } from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

type Bags = Array<{ travelerId: string; journeyType: 'onward' | 'return'; quantity: number }>;

describe.each(testEngines())('bags added after booking, through checkout, on %s', (engine) => {
  let testApp: TestApp;
  let original: Booking;
  let owner: { referenceId: string; email: string };
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true, engine });
    const agentId = issueTestAgentId();
    const { direction } = await prepareBookingPayment(testApp.app, agentId);
    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
    const booked = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    original = BookingResponseSchema.parse(booked.json()).data;
    owner = { referenceId: original.referenceId, email: TEST_CUSTOMER.email };
  });
  afterAll(async () => testApp.close());

  function post(url: string, payload: object) {
    return testApp.app.inject({ method: 'POST', url, payload });
  }
  const problemOf = (response: { json(): unknown }) => ProblemSchema.parse(response.json());
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await testApp.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const additionsCount = async () =>
    Number(
      (await rows<{ n: number }>(sql`select count(*)::int as n from bag_additions`))[0]?.n ?? Number.NaN,
    );
  const bagsView = async () =>
    BookingBagsResponseSchema.parse((await post('/user/booking/bags', owner)).json()).data;
  const firstTraveller = () => original.passenger[0]?.travelerId ?? '';
  const secondTraveller = () => original.passenger[1]?.travelerId ?? '';
  const oneBag = (): Bags => [{ travelerId: firstTraveller(), journeyType: 'onward', quantity: 1 }];

  /** The cart for `bags`, opened by a visitor, then the hosted page the payment goes through. */
  async function payFor(agentId: string, bags: Bags) {
    const cart = await post('/user/session/set/bag-addition-order', { agentId, ...owner, bags });
    if (cart.statusCode !== 200) throw new Error(`cart: ${cart.statusCode} ${cart.body}`);
    const { flightOfferId, totals } = SetBagAdditionOrderResponseSchema.parse(cart.json()).data;
    const direction = await post('/user/session/payment-direction', {
      agentId,
      flightOfferId,
      worldpayTransactionData: {},
    });
    if (direction.statusCode !== 200) throw new Error(`direction: ${direction.statusCode} ${direction.body}`);
    const data = direction.json().data as { worldpayTransactionUrl: string; amount: { amount: number } };
    // No card was tokenized in our page: the hosted page asks for it (the page that runs no script).
    const paid = await testApp.app.inject({
      method: 'POST',
      url: `${new URL(data.worldpayTransactionUrl).pathname}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(TEST_CARD).toString(),
    });
    if (paid.statusCode !== 303) throw new Error(`hosted page: ${paid.statusCode} ${paid.body}`);
    const query = Object.fromEntries(new URL(String(paid.headers.location)).searchParams);
    return { agentId, totals, query, amount: data.amount.amount };
  }

  it("shows the booking's bags and prices one all in, in USD and in the booking's currency", async () => {
    const view = await bagsView();
    expect(view.refusal).toBeNull();
    expect(view.directions.map((d) => [d.journeyType, d.booked, d.added])).toEqual([
      ['onward', 1, 0],
      ['return', 1, 0],
    ]);
    expect(view.singleBagPriceUsd?.currency).toBe('USD');
    expect(view.singleBagPrice?.currency).toBe(original.totalPaid.currency);
    expect(view.maxPerTraveller).toBeGreaterThan(0);
  });

  it('refuses a forged total before any payment, and bags the fare does not allow', async () => {
    const agentId = issueTestAgentId();
    const forged = await post('/user/session/set/bag-addition-order', {
      agentId,
      ...owner,
      bags: oneBag(),
      expectedTotal: { amount: 1, currency: 'USD' },
    });
    expect(forged.statusCode).toBe(422);
    expect(problemOf(forged).code).toBe('AMOUNT_MISMATCH');
    const { maxPerTraveller } = await bagsView();
    const tooMany = await post('/user/session/set/bag-addition-order', {
      agentId,
      ...owner,
      bags: [{ travelerId: firstTraveller(), journeyType: 'onward', quantity: maxPerTraveller + 1 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(problemOf(tooMany).code).toBe('BAG_ADDITION_OVER_ALLOWANCE');
    const stranger = await post('/user/booking/bags', { ...owner, email: 'otra@example.com' });
    expect(stranger.statusCode).toBe(404);
  });

  it('charges the bags the server priced plus the service fee, adds them once however often the return comes back, and mails it', async () => {
    const view = await bagsView();
    const agentId = issueTestAgentId();
    const { totals, query, amount } = await payFor(agentId, oneBag());
    expect(totals.usd.bags).toEqual(view.singleBagPriceUsd);
    expect(totals.usd.total.amount).toBe((view.singleBagPriceUsd?.amount ?? 0) + view.feesUsd.amount);
    expect(amount).toBe(totals.usd.total.amount);

    const returns = await Promise.all(
      [1, 2].map(() => post('/user/session/card/success', { agentId, worldpayResponseData: query })),
    );
    const replay = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    const answers = [...returns, replay].map((response) => {
      expect(response.statusCode).toBe(200);
      return BookingResponseSchema.parse(response.json()).data;
    });
    const addition = answers[0] as Booking;
    expect(new Set(answers.map((b) => b.id)).size).toBe(1);
    expect(addition.productType).toBe('bag-addition');
    expect(addition.referenceId).not.toBe(original.referenceId);
    expect(addition.bagAddition).toMatchObject({
      referenceId: addition.referenceId,
      bookingReferenceId: original.referenceId,
      perDirection: { onward: 1, return: 0 },
    });
    expect(addition.charged).toEqual({ amount, currency: 'USD' });
    expect(await additionsCount()).toBe(1);

    const after = await bagsView();
    expect(after.directions.find((d) => d.journeyType === 'onward')?.added).toBe(1);
    expect(after.additions).toEqual([
      expect.objectContaining({ referenceId: addition.referenceId, perDirection: { onward: 1, return: 0 } }),
    ]);
    await testApp.deliverMail();
    const mails = await rows<{ recipient: string; message: { subject: string; html: string } }>(
      sql`select recipient, message from outbox where kind = 'booking-confirmation' and dedupe_key like ${`%${addition.id}`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe(original.contact.email);
    expect(mails[0]?.message.subject).toBe(`Equipaje añadido a tu reserva ${original.referenceId}`);
    expect(mails[0]?.message.html).toContain(addition.referenceId);

    // Sent again from My Journey by the purchase's own code: the same words, not a flight's.
    const resent = await post('/user/booking/resend-confirmation', {
      referenceId: addition.referenceId,
      email: owner.email,
    });
    expect(resent.statusCode).toBe(202);
    const [again] = await rows<{ message: { subject: string } }>(
      sql`select message from outbox where kind = 'booking-confirmation-resend' and dedupe_key like ${`%${addition.id}%`}`,
    );
    expect(again?.message.subject).toBe(`Equipaje añadido a tu reserva ${original.referenceId}`);
  });

  it("keeps the booking's own contact on the cart: the visitor cannot send the addition's e-mail elsewhere", async () => {
    const agentId = issueTestAgentId();
    const cart = await post('/user/session/set/bag-addition-order', { agentId, ...owner, bags: oneBag() });
    const { flightOfferId } = SetBagAdditionOrderResponseSchema.parse(cart.json()).data;
    const changed = await post('/user/session/customer', {
      agentId,
      flightOfferId,
      customerDetails: { ...TEST_CUSTOMER, email: 'someone.else@example.com' },
    });
    expect(changed.statusCode).toBe(400);
    expect(problemOf(changed).code).toBe('VALIDATION_FAILED');
    const [stored] = await rows<{ email: string }>(
      sql`select customer->>'email' as email from booking_sessions where agent_id = ${agentId}`,
    );
    expect(stored?.email).toBe(original.contact.email);
  });

  it('adds only one of two additions priced on the same state of the booking; the other is voided', async () => {
    const before = await additionsCount();
    // Both carts are priced before either is paid: the same state of the booking.
    const [first, second] = await Promise.all([
      payFor(issueTestAgentId(), oneBag()),
      payFor(issueTestAgentId(), oneBag()),
    ]);
    const results = await Promise.all(
      [first, second].map((paid) =>
        post('/user/session/card/success', { agentId: paid.agentId, worldpayResponseData: paid.query }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 502]);
    const failed = results.find((r) => r.statusCode === 502);
    expect(problemOf(failed as (typeof results)[number]).code).toBe('BOOKING_ORDER_FAILED');
    expect(await additionsCount()).toBe(before + 1);
    const voided = await rows<{ status: string }>(
      sql`select status from payments where cart_id in (${first.query.orderKey}, ${second.query.orderKey})`,
    );
    expect(voided.map((p) => p.status).sort()).toEqual(['authorised', 'voided']);
  });

  it('refuses a second addition that would give a traveller more bags on a direction than the fare sells them', async () => {
    const { maxPerTraveller } = await bagsView();
    // The third traveller has no bag of their own yet; the earlier tests added the first one's.
    const traveller = original.passenger[2]?.travelerId ?? '';
    const theMost: Bags = [{ travelerId: traveller, journeyType: 'onward', quantity: maxPerTraveller }];
    const before = await additionsCount();
    const first = await payFor(issueTestAgentId(), theMost);
    const paid = await post('/user/session/card/success', {
      agentId: first.agentId,
      worldpayResponseData: first.query,
    });
    expect(paid.statusCode).toBe(200);
    expect(await additionsCount()).toBe(before + 1);
    // The page offers them no more onward bags: it reads what their additions gave them.
    const view = await bagsView();
    expect(view.travellers.find((t) => t.travelerId === traveller)?.added).toEqual({
      onward: maxPerTraveller,
      return: 0,
    });

    const again = await post('/user/session/set/bag-addition-order', {
      agentId: issueTestAgentId(),
      ...owner,
      bags: theMost,
    });
    expect(again.statusCode).toBe(422);
    expect(problemOf(again)).toMatchObject({
      code: 'BAG_ADDITION_OVER_ALLOWANCE',
      errors: [
        {
          path: 'bags.0.quantity',
          message: `traveller ${traveller} already holds ${maxPerTraveller} of the ${maxPerTraveller} bags the fare allows on the onward flight`,
        },
      ],
    });
    const oneMore = await post('/user/session/set/bag-addition-order', {
      agentId: issueTestAgentId(),
      ...owner,
      bags: [{ travelerId: traveller, journeyType: 'onward', quantity: 1 }],
    });
    expect(problemOf(oneMore).code).toBe('BAG_ADDITION_OVER_ALLOWANCE');
    expect(await additionsCount()).toBe(before + 1);
    // Their limit is theirs alone: the other direction still takes their bags.
    const otherWay = await post('/user/session/set/bag-addition-order', {
      agentId: issueTestAgentId(),
      ...owner,
      bags: [{ travelerId: traveller, journeyType: 'return', quantity: 1 }],
    });
    expect(otherWay.statusCode).toBe(200);
  });

  it('releases an unpaid payment page when the traveller comes back to change the bags; its late return adds nothing', async () => {
    const before = await additionsCount();
    const agentId = issueTestAgentId();
    const cart = async (bags: Bags) =>
      SetBagAdditionOrderResponseSchema.parse(
        (await post('/user/session/set/bag-addition-order', { agentId, ...owner, bags })).json(),
      ).data;
    // The earlier tests gave the first traveller onward bags up to the fare's most: these are the second one's.
    const first = await cart([{ travelerId: secondTraveller(), journeyType: 'onward', quantity: 1 }]);
    const opened = await post('/user/session/payment-direction', {
      agentId,
      flightOfferId: first.flightOfferId,
      worldpayTransactionData: {},
    });
    expect(opened.statusCode).toBe(200);
    const stale = opened.json().data as { worldpayTransactionUrl: string };
    // Back on our page, two bags this time: the first page's order is released.
    const changed = await cart([{ travelerId: firstTraveller(), journeyType: 'return', quantity: 2 }]);
    expect(changed.totals.usd.bags.amount).toBe(2 * first.totals.usd.bags.amount);
    const late = await testApp.app.inject({
      method: 'POST',
      url: `${new URL(stale.worldpayTransactionUrl).pathname}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(TEST_CARD).toString(),
    });
    // The released order cannot take the card any more: the hosted page returns it cancelled.
    expect(late.statusCode).toBe(303);
    const cancelled = Object.fromEntries(new URL(String(late.headers.location)).searchParams);
    expect(cancelled.paymentStatus).toBe('CANCELLED');
    const answer = await post('/user/session/card/success', { agentId, worldpayResponseData: cancelled });
    expect(answer.statusCode).toBe(402);
    // The cart is named with the booking it adds to: the web app returns to that booking's bags page.
    expect(problemOf(answer).cart).toEqual({
      productType: 'bag-addition',
      offerId: first.flightOfferId,
      locale: 'es',
      bookingReference: original.referenceId,
    });
    expect(await additionsCount()).toBe(before);
    // The bags chosen last are what is paid and added.
    const { query } = await payFor(agentId, [
      { travelerId: firstTraveller(), journeyType: 'return', quantity: 2 },
    ]);
    const paid = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    expect(paid.statusCode).toBe(200);
    expect(BookingResponseSchema.parse(paid.json()).data.bagAddition?.perDirection).toEqual({
      onward: 0,
      return: 2,
    });
    expect(await additionsCount()).toBe(before + 1);
  });

  it('refuses bags less than 24 hours before the first departure', async () => {
    const now = testApp.clock.now();
    const departure = original.itinerary[0]?.segments[0]?.departureAt ?? '';
    // Bogotá is UTC-5: 20 hours before the departure on its clocks.
    testApp.clock.set(new Date(new Date(`${departure.slice(0, 19)}-05:00`).getTime() - 20 * 3600_000));
    try {
      expect((await bagsView()).refusal).toBe('BAG_ADDITION_TOO_LATE');
      const late = await post('/user/session/set/bag-addition-order', {
        agentId: issueTestAgentId(),
        ...owner,
        bags: oneBag(),
      });
      expect(late.statusCode).toBe(409);
      expect(problemOf(late).code).toBe('BAG_ADDITION_TOO_LATE');
    } finally {
      testApp.clock.set(now);
    }
  });

  it('voids a payment whose booking asked for a cancellation meanwhile, and refuses new bags after it', async () => {
    const before = await additionsCount();
    const agentId = issueTestAgentId();
    const { query } = await payFor(agentId, [
      { travelerId: secondTraveller(), journeyType: 'return', quantity: 1 },
    ]);
    expect((await post('/user/booking/cancellation/request', owner)).statusCode).toBeLessThan(300);
    const paid = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    expect(paid.statusCode).toBe(502);
    expect(await additionsCount()).toBe(before);
    const [payment] = await rows<{ status: string }>(
      sql`select status from payments where cart_id = ${query.orderKey}`,
    );
    expect(payment?.status).toBe('voided');

    const refused = await post('/user/session/set/bag-addition-order', { agentId, ...owner, bags: oneBag() });
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).code).toBe('BAG_ADDITION_CANCELLED');
    expect((await bagsView()).refusal).toBe('BAG_ADDITION_CANCELLED');
  });
});
