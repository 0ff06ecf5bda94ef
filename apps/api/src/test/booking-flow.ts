import { type Booking, BookingResponseSchema } from '@travel/contract/bookings';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { bookingSessions } from '../platform/db/schema/booking-sessions.ts';
import { issueTestAgentId, type TestApp } from './build-test-app.ts';

/** A round trip BOG ⇄ MIA for 2 adults and 1 child, in Colombian pesos (test clock 2026-11-22). */
export const ROUND_TRIP_SEARCH = {
  cabin: 'ECONOMY',
  currencyCode: 'COP',
  legInfo: [
    { from: 'BOG', to: 'MIA', departureDate: '2027-03-10' },
    { from: 'MIA', to: 'BOG', departureDate: '2027-03-17' },
  ],
  travelerInfo: { adult: 2, child: 1, infant: 0 },
  refundableFare: false,
  noRestrictionFare: false,
  noPenaltyFare: false,
};

export const TEST_PASSENGERS = [
  {
    id: '1',
    firstName: 'María José',
    lastName: 'Pérez Gómez',
    gender: 'female',
    dateOfBirth: '1986-04-12',
    nationality: 'CO',
    passportNumber: 'AB123456',
    passportExpiryDate: '2031-05-01',
    type: 'adult',
  },
  {
    id: '2',
    firstName: 'Andrés',
    lastName: 'Pérez',
    gender: 'male',
    dateOfBirth: '1984-09-30',
    nationality: 'CO',
    passportNumber: 'AC654321',
    passportExpiryDate: '2032-01-15',
    type: 'adult',
    mealPreference: 'VGML',
  },
  {
    id: '3',
    firstName: 'Sofía',
    lastName: 'Pérez',
    gender: 'female',
    dateOfBirth: '2018-06-01',
    nationality: 'CO',
    passportNumber: 'AD111222',
    passportExpiryDate: '2030-06-01',
    type: 'child',
  },
];

export const TEST_CUSTOMER = {
  email: 'Maria.Perez@Example.com',
  phone: '+57 301 234 5678',
  newsletterSubscribe: false,
};

export function testBilling(amount: { amount: number; currency: string }) {
  return {
    amount: amount.amount,
    currency: amount.currency,
    isCardHolderTraveling: true,
    cardHolderName: 'Maria Jose Perez',
    emailId: 'maria.perez@example.com',
    addressLine1: 'Calle 93 # 11-26',
    city: 'Bogotá',
    country: { code: 'CO', name: 'Colombia' },
  };
}

type Offer = { id: string; price: { total: string; currency: string; intTotal?: { amount: number } } };

/** Searches, then selects the first offer that sells extra bags: the session as set/flight-order answers. */
export async function selectOfferWithBags(app: App, agentId: string) {
  const search = await app.inject({
    method: 'POST',
    url: '/air/flight-offer/search',
    payload: ROUND_TRIP_SEARCH,
  });
  const offers = (search.json() as { data: Offer[] }).data;
  for (const offer of offers.slice(0, 20)) {
    const validated = await app.inject({
      method: 'POST',
      url: '/air/flight-offer/validate',
      payload: { type: 'flight-offers-pricing', flightOffer: offer },
    });
    const priced = validated.json() as { data: { flightOffers: Offer[] }; included: { bags: object } };
    if (Object.keys(priced.included.bags).length === 0) continue;
    const flightOffer = priced.data.flightOffers[0] as Offer;
    const response = await app.inject({
      method: 'POST',
      url: '/user/session/set/flight-order',
      payload: {
        agentId,
        flightOfferId: flightOffer.id,
        flightOffer,
        infoData: { source: 'google', medium: 'cpc', metaName: 'web' },
        locale: 'es',
      },
    });
    if (response.statusCode !== 200) throw new Error(`set/flight-order: ${response.body}`);
    return { offer: flightOffer, response: response.json() as SetFlightOrderAnswer };
  }
  throw new Error('no offer with bags');
}

export type Money = { amount: number; currency: string };
export type Totals = {
  display: Record<'offer' | 'bags' | 'fees' | 'total', Money>;
  usd: Record<'offer' | 'bags' | 'fees' | 'total', Money>;
};
export type SetFlightOrderAnswer = {
  data: {
    id: string;
    baggageUrl: string;
    flightOfferId: string;
    isAdditionalBaggageAllowed: boolean;
    totals: Totals;
  };
};

export const TEST_CARD = {
  cardNumber: '4111 1111 1111 1111',
  cardExpiry: '12 / 29',
  cardCvv: '846',
  cardName: 'MARIA J PEREZ',
};

/**
 * The flow up to payment-direction: offer with bags, 1 onward + 1 return bag, customer,
 * passengers, a tokenized card, payment info and billing. Answers the payment-direction data.
 * With `cardNumber` null no card is tokenized: the hosted page will ask for it (a page without script).
 */
export async function prepareBookingPayment(
  app: App,
  agentId: string,
  cardNumber: string | null = TEST_CARD.cardNumber,
) {
  const post = async (url: string, payload: object, status = 200) => {
    const response = await app.inject({ method: 'POST', url, payload });
    if (response.statusCode !== status) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { data: Record<string, unknown> } & Record<string, unknown>;
  };
  const { offer, response } = await selectOfferWithBags(app, agentId);
  const key = { agentId, flightOfferId: offer.id };
  const baggage = (
    await app.inject({ method: 'GET', url: new URL(response.data.baggageUrl).pathname })
  ).json() as {
    data: { singleBagPrice: Money; onwardSegmentIds: string[]; returnSegmentIds: string[] };
  };
  const price = baggage.data.singleBagPrice;
  const line = (journeyType: 'onward' | 'return', segmentIds: string[], quantity: number) => ({
    journeyType,
    quantity,
    price,
    totalAmount: { amount: price.amount * quantity, currency: price.currency },
    segmentIds,
  });
  /** The add/additional-services body for `quantity` bags each way, priced as the server prices them. */
  const bagsBody = (quantity: number) => ({
    ...key,
    additionalServices: {
      baggage: {
        onwardBaggage: line('onward', baggage.data.onwardSegmentIds, quantity),
        returnBaggage: line('return', baggage.data.returnSegmentIds, quantity),
      },
    },
    additionalServicesId: `web-${quantity}`,
  });
  const withBags = (await post('/user/session/add/additional-services', bagsBody(1), 201)) as unknown as {
    data: { totals: Totals };
  };
  await post('/user/session/customer', { ...key, customerDetails: TEST_CUSTOMER });
  await post('/user/session/create-passenger', { ...key, passengers: TEST_PASSENGERS });
  if (cardNumber !== null) {
    const token = await post('/payment/sandbox/tokens', { ...TEST_CARD, cardNumber }, 201);
    await post('/user/session/create-payment-info', {
      ...key,
      paymentInformation: {
        token: token.token,
        brand: token.brand,
        lastFour: token.lastFour,
        cardExpiry: token.expiry,
        cardName: TEST_CARD.cardName,
      },
    });
  }
  const totals = withBags.data.totals;
  await post('/user/session/create-billing-info', {
    ...key,
    billingInformation: testBilling(totals.display.total),
  });
  const direction = (await post('/user/session/payment-direction', {
    ...key,
    worldpayTransactionData: {},
  })) as unknown as {
    data: {
      worldpayTransactionUrl: string;
      cartId: string;
      amount: Money;
      displayAmount: Money;
      transactionId: string;
    };
  };
  return { key, offer, totals, direction: direction.data, bagsBody };
}

/** Presses a button of the sandbox's hosted page; answers the query of the 303 back to the web app. */
export async function pressSandboxButton(app: App, paymentUrl: string, action: 'authorise' | 'cancel') {
  const response = await app.inject({
    method: 'POST',
    url: `${new URL(paymentUrl).pathname}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (response.statusCode !== 303)
    throw new Error(`sandbox ${action}: ${response.statusCode} ${response.body}`);
  const location = new URL(String(response.headers.location));
  return { location, query: Object.fromEntries(location.searchParams) as Record<string, string> };
}

/** A flight booked end to end by the visitor `agentId`: paid on the sandbox page, as card/success answers it. */
export async function bookTestFlight(app: App, agentId: string): Promise<Booking> {
  const { direction } = await prepareBookingPayment(app, agentId);
  const { query } = await pressSandboxButton(app, direction.worldpayTransactionUrl, 'authorise');
  const booked = await app.inject({
    method: 'POST',
    url: '/user/session/card/success',
    payload: { agentId, worldpayResponseData: query },
  });
  return BookingResponseSchema.parse(booked.json()).data;
}

/** A new visitor's session after choosing an offer with bags (selectOfferWithBags), as its row. */
export async function openSessionWithBags(testApp: TestApp) {
  const agentId = issueTestAgentId();
  await selectOfferWithBags(testApp.app, agentId);
  const [row] = await testApp.database.db
    .select()
    .from(bookingSessions)
    .where(eq(bookingSessions.agentId, agentId));
  if (!row) throw new Error('no session');
  return row;
}
