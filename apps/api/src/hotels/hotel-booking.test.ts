import { SessionDetailsResponseSchema, SetFlightOrderResponseSchema } from '@travel/contract/booking-session';
import { BookingResponseSchema } from '@travel/contract/bookings';
import { HotelSummaryResponseSchema } from '@travel/contract/hotels';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  pressSandboxButton,
  TEST_CARD,
  TEST_CUSTOMER,
  TEST_PASSENGERS,
  testBilling,
} from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

// The test clock starts on 2026-11-22 12:00 UTC: check-in is 108 days ahead (the "well ahead" rate).
const START = '2026-11-22T12:00:00Z';
/** 54 days before check-in: the rate moves to the standard one (hotel-rates.ts daysToArrivalFactor). */
const RATE_MOVED = '2027-01-15T12:00:00Z';
const STAY = {
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-14',
  rooms: [{ adults: 2, childAges: [7] }],
};

type Money = { amount: number; currency: string };

describe.each(testEngines())('booking a hotel room through checkout on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());
  afterEach(() => testApp.clock.set(START));

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
  const ok = async (url: string, payload: object, status = 200) => {
    const response = await post(url, payload);
    if (response.statusCode !== status) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { data: Record<string, unknown> } & Record<string, unknown>;
  };
  const rows = async <T>(query: string): Promise<T[]> =>
    ((await testApp.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const count = async (table: string, where: string) =>
    Number((await rows<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]?.n);

  /** A 4-star room with free cancellation, as the summary offers it in pesos. */
  async function pickRoom() {
    const search = (await ok('/hotels/search', {
      cityCode: 'BOG',
      currencyCode: 'COP',
      ...STAY,
      filters: { freeCancellation: true, stars: [4] },
      sort: 'price-asc',
    })) as unknown as { data: Array<{ hotelId: string }> };
    const hotelId = search.data[0]?.hotelId;
    const summary = HotelSummaryResponseSchema.parse(
      await ok('/hotels/summary', { hotelId, ...STAY, currencyCode: 'COP', locale: 'es' }),
    );
    const offer = summary.data.offers.find((o) => o.cancellation.freeCancellation);
    if (!offer) throw new Error('no free-cancellation room');
    return { hotel: summary.data.hotel, offer };
  }

  /** Cart, guests, contact, card and billing up to the hosted payment page. */
  async function payForRoom(agentId: string) {
    const { hotel, offer } = await pickRoom();
    const key = { agentId, flightOfferId: offer.id };
    const cart = SetFlightOrderResponseSchema.parse(
      await ok('/user/session/set/hotel-order', {
        ...key,
        hotelOffer: { id: offer.id, price: offer.supplierTotal },
        currencyCode: 'COP',
        locale: 'es',
      }),
    ).data;
    await ok('/user/session/customer', { ...key, customerDetails: TEST_CUSTOMER });
    await ok('/user/session/create-passenger', { ...key, passengers: TEST_PASSENGERS });
    const token = await ok('/payment/sandbox/tokens', TEST_CARD, 201);
    await ok('/user/session/create-payment-info', {
      ...key,
      paymentInformation: {
        token: token.token,
        brand: token.brand,
        lastFour: token.lastFour,
        cardExpiry: token.expiry,
        cardName: TEST_CARD.cardName,
      },
    });
    await ok('/user/session/create-billing-info', {
      ...key,
      billingInformation: testBilling(cart.totals.display.total),
    });
    const direction = (await ok('/user/session/payment-direction', { ...key, worldpayTransactionData: {} }))
      .data as { worldpayTransactionUrl: string; cartId: string; amount: Money };
    return { hotel, offer, key, cart, direction };
  }

  it('books a room: cart, guests, the hosted payment, the booking with the hotel confirmation, e-mail and My Journey', async () => {
    const agentId = issueTestAgentId();
    const { hotel, offer, key, cart, direction } = await payForRoom(agentId);
    expect(cart.isAdditionalBaggageAllowed).toBe(false);
    expect(cart.totals.display.offer).toEqual(offer.price.total);
    expect(cart.totals.usd.offer).toEqual(offer.price.totalUsd);

    // The trip summary the web server renders: the hotel part of the session details.
    const details = SessionDetailsResponseSchema.parse(await ok('/user/session/details', key)).data;
    expect(details.productType).toBe('hotel');
    expect(details.offer).toBeUndefined();
    expect(details.hotel).toMatchObject({
      hotelId: hotel.hotelId,
      offerId: offer.id,
      stay: { checkInDate: STAY.checkInDate, checkOutDate: STAY.checkOutDate, nights: 4 },
      cancellation: { freeCancellation: true, deadline: offer.cancellation.deadline },
      confirmationNumber: null,
    });
    expect(details.bags).toEqual({ onward: 0, return: 0 });

    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
    const paid = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    expect(paid.statusCode, paid.body).toBe(200);
    const booking = BookingResponseSchema.parse(paid.json()).data;
    expect(booking).toMatchObject({
      status: 'ordered',
      productType: 'hotel',
      itinerary: [],
      flightOrder: null,
      charged: direction.amount,
    });
    expect(booking.passenger.map((p) => p.firstName)).toEqual(TEST_PASSENGERS.map((p) => p.firstName));
    expect(booking.hotel?.confirmationNumber).toMatch(/^[A-Z2-9]{8}$/);
    expect(booking.hotel?.cancellation.deadline).toBe(offer.cancellation.deadline);
    expect(booking.hotel?.room.name).toBe(offer.room.name);

    // What is booked is exactly what was paid: the room's USD price plus the booking fees.
    expect(booking.amounts.usd.offer).toEqual(offer.price.totalUsd);
    expect(booking.amounts.usd.total).toEqual(direction.amount);
    const [order] = await rows<{
      offer_id: string;
      confirmation_number: string;
      order: { hotelBookings: Array<{ hotelOffer: { price: { total: string } } }> };
    }>(
      `select offer_id, confirmation_number, "order" from hotel_orders where confirmation_number = '${booking.hotel?.confirmationNumber}'`,
    );
    expect(order?.offer_id).toBe(offer.id);
    expect(order?.order.hotelBookings[0]?.hotelOffer.price.total).toBe(offer.supplierTotal.total);

    // The confirmation e-mail names the hotel, the deadline and the hotel's confirmation number.
    await testApp.deliverMail();
    const [mail] = await rows<{ message: { subject: string; text: string } }>(
      `select message from outbox where dedupe_key = 'booking-confirmation:${booking.id}'`,
    );
    expect(mail?.message.text).toContain(hotel.name);
    expect(mail?.message.text).toContain('Número de confirmación del hotel');
    expect(mail?.message.text).toContain(booking.hotel?.confirmationNumber ?? '-');
    expect(mail?.message.text).toContain('Cancelación gratis hasta');

    // My Journey.
    const found = await post('/user/booking/lookup', {
      referenceId: booking.referenceId,
      email: TEST_CUSTOMER.email,
    });
    expect(found.statusCode).toBe(200);
    expect(BookingResponseSchema.parse(found.json()).data.hotel).toEqual(booking.hotel);
  });

  it('names the hotel cart a cancelled payment reopened, so the traveller returns to its summary', async () => {
    const agentId = issueTestAgentId();
    const { offer, direction } = await payForRoom(agentId);
    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'cancel');
    const answer = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({
      code: 'PAYMENT_CANCELLED',
      cart: { productType: 'hotel', offerId: offer.id, locale: 'es' },
    });
    expect(answer.json().cart).not.toHaveProperty('bookingReference');
  });

  it('books once when the payment return is replayed', async () => {
    const agentId = issueTestAgentId();
    const { direction } = await payForRoom(agentId);
    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/user/session/card/success', { agentId, worldpayResponseData: query })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const bookings = answers.map((a) => BookingResponseSchema.parse(a.json()).data);
    expect(new Set(bookings.map((b) => b.id)).size).toBe(1);
    expect(new Set(bookings.map((b) => b.hotel?.confirmationNumber)).size).toBe(1);
    const again = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    expect(BookingResponseSchema.parse(again.json()).data.id).toBe(bookings[0]?.id);
    expect(await count('bookings', `agent_id = '${agentId}'`)).toBe(1);
    expect(
      await count(
        'hotel_orders',
        `session_id = (select session_id from bookings where agent_id = '${agentId}')`,
      ),
    ).toBe(1);
  });

  it('refuses a rate that changed between the summary and the cart', async () => {
    const agentId = issueTestAgentId();
    const { offer } = await pickRoom();
    testApp.clock.set(RATE_MOVED);
    const refused = await post('/user/session/set/hotel-order', {
      agentId,
      flightOfferId: offer.id,
      hotelOffer: { id: offer.id, price: offer.supplierTotal },
      currencyCode: 'COP',
    });
    expect(refused.statusCode).toBe(409);
    const problem = ProblemSchema.parse(refused.json());
    expect(problem.code).toBe('OFFER_PRICE_CHANGED');
    expect(problem.titles.es).toMatch(/precio/);
    expect(await count('booking_sessions', `agent_id = '${agentId}'`)).toBe(0);
    // The re-price answers the new price, so the visitor can take it.
    const repriced = await ok('/hotels/offer/price', { offerId: offer.id, currencyCode: 'COP' });
    const now = (repriced.data as { offer: { supplierTotal: { total: string } } }).offer.supplierTotal.total;
    expect(now).not.toBe(offer.supplierTotal.total);
  });

  it('puts no room in the cart whose offer id was edited to a stay of no night at 0 USD', async () => {
    const agentId = issueTestAgentId();
    const { offer } = await pickRoom();
    // Hotel (8) · check-in (8) · nights (2): the 4 nights become none.
    const crafted = `${offer.id.slice(0, 16)}00${offer.id.slice(18)}`;
    const refused = await post('/user/session/set/hotel-order', {
      agentId,
      flightOfferId: crafted,
      hotelOffer: { id: crafted, price: { total: '0.00', currency: 'USD' } },
      currencyCode: 'COP',
    });
    expect(refused.statusCode).toBe(404);
    expect(ProblemSchema.parse(refused.json()).code).toBe('OFFER_NOT_FOUND');
    expect(refused.body).not.toContain(crafted);
    expect(await count('booking_sessions', `agent_id = '${agentId}'`)).toBe(0);
  });

  it('does not book a rate that changed after payment: the order fails and the payment is voided', async () => {
    const agentId = issueTestAgentId();
    const { direction } = await payForRoom(agentId);
    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
    testApp.clock.set(RATE_MOVED);
    const failed = await post('/user/session/card/success', { agentId, worldpayResponseData: query });
    expect(failed.statusCode).toBe(502);
    const problem = ProblemSchema.parse(failed.json());
    expect(problem.code).toBe('BOOKING_ORDER_FAILED');
    expect(await count('payments', `cart_id = '${direction.cartId}' and status = 'voided'`)).toBe(1);
    expect(
      await count(
        'hotel_orders',
        `session_id = (select session_id from bookings where agent_id = '${agentId}')`,
      ),
    ).toBe(0);
    const found = await post('/user/booking/lookup', {
      referenceId: problem.reference,
      email: TEST_CUSTOMER.email,
    });
    expect(BookingResponseSchema.parse(found.json()).data).toMatchObject({
      status: 'order_failed',
      failureCode: 'OFFER_PRICE_CHANGED',
      productType: 'hotel',
    });
    await testApp.deliverMail();
    const mails = await rows<{ message: { text: string } }>(
      `select message from outbox where kind = 'booking-order-failed' and message::text like '%${problem.reference}%'`,
    );
    expect(mails[0]?.message.text).toContain('el hotel no confirmó tu habitación');
  });

  it("keeps a Portuguese visitor's cart in Portuguese: the session's locale and the room's words", async () => {
    const agentId = issueTestAgentId();
    const { offer } = await pickRoom();
    const key = { agentId, flightOfferId: offer.id };
    await ok('/user/session/set/hotel-order', {
      ...key,
      hotelOffer: { id: offer.id, price: offer.supplierTotal },
      currencyCode: 'BRL',
      locale: 'pt',
    });
    const [session] = await rows<{ locale: string }>(
      `select locale from booking_sessions where agent_id = '${agentId}'`,
    );
    expect(session?.locale).toBe('pt');
    const details = SessionDetailsResponseSchema.parse(await ok('/user/session/details', key)).data;
    expect(details.hotel?.room.name).toMatch(/^(Quarto|Suíte|Estúdio|Apartamento)/);
    expect(details.hotel?.cancellation.description).toMatch(
      /^Cancelamento grátis até .+ \(horário do hotel\)/,
    );
    expect(details.hotel?.policies.pets).toMatch(/animais de estimação/);
  });

  it('books no more guests than the room was priced for, whatever rooms the cart is sent with', async () => {
    // Two rooms of one adult each, priced as such; the cart is then sent for two adults a room.
    const stay = { ...STAY, rooms: [{ adults: 1 }, { adults: 1 }] };
    const search = (await ok('/hotels/search', {
      cityCode: 'BOG',
      currencyCode: 'USD',
      ...stay,
    })) as unknown as {
      data: Array<{ hotelId: string }>;
    };
    const summary = HotelSummaryResponseSchema.parse(
      await ok('/hotels/summary', { hotelId: search.data[0]?.hotelId, ...stay, currencyCode: 'USD' }),
    );
    const offer = summary.data.offers[0];
    if (!offer) throw new Error('no room');
    const key = { agentId: issueTestAgentId(), flightOfferId: offer.id };
    await ok('/user/session/set/hotel-order', {
      ...key,
      hotelOffer: { id: offer.id, price: offer.supplierTotal },
      currencyCode: 'USD',
      rooms: [{ adults: 2 }, { adults: 2 }],
    });
    const four = ['Ana', 'Beto', 'Caro', 'Dani'].map((firstName, index) => ({
      id: String(index + 1),
      type: 'adult',
      firstName,
      lastName: 'Prueba',
    }));
    const tooMany = await post('/user/session/create-passenger', { ...key, passengers: four });
    expect(tooMany.statusCode).toBe(400);
    expect(ProblemSchema.parse(tooMany.json()).errors?.[0]?.message).toBe(
      'the offer is for 2 travellers, 4 were sent',
    );
    const details = SessionDetailsResponseSchema.parse(await ok('/user/session/details', key)).data;
    expect(details.hotel?.stay.rooms.map((room) => room.adults)).toEqual([1, 1]);
  });

  it('asks for the guests the room is for: 2 adults and a child of 7', async () => {
    const agentId = issueTestAgentId();
    const { offer } = await pickRoom();
    const key = { agentId, flightOfferId: offer.id };
    await ok('/user/session/set/hotel-order', {
      ...key,
      hotelOffer: { id: offer.id, price: offer.supplierTotal },
      currencyCode: 'COP',
    });
    const tooFew = await post('/user/session/create-passenger', {
      ...key,
      passengers: TEST_PASSENGERS.slice(0, 2),
    });
    expect(tooFew.statusCode).toBe(400);
    expect(ProblemSchema.parse(tooFew.json()).errors?.[0]?.message).toBe(
      'the offer is for 3 travellers, 2 were sent',
    );
    // The names are enough for a hotel; the session details list them as its guests.
    const names = TEST_PASSENGERS.map(({ id, type, firstName, lastName }) => ({
      id,
      type,
      firstName,
      lastName,
    }));
    expect((await post('/user/session/create-passenger', { ...key, passengers: names })).statusCode).toBe(
      200,
    );
    const details = SessionDetailsResponseSchema.parse(await ok('/user/session/details', key)).data;
    expect(details.passengers).toEqual([]);
    expect(details.guests?.map((g) => g.firstName)).toEqual(['María José', 'Andrés', 'Sofía']);
    // No document is checked for a hotel: an expired passport does not stop the guest.
    const expired = TEST_PASSENGERS.map((p) => ({ ...p, passportExpiryDate: '2026-12-01' }));
    expect((await post('/user/session/create-passenger', { ...key, passengers: expired })).statusCode).toBe(
      200,
    );
    const bags = await post('/user/session/add/additional-services', {
      ...key,
      additionalServices: { baggage: {} },
      additionalServicesId: 'x',
    });
    expect(bags.statusCode).toBe(400);
  });
});
