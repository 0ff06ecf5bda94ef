import {
  AddAdditionalServicesResponseSchema,
  type DirectionBags,
  type InfoData,
  InfoDataSchema,
  type SessionTotals,
  SessionTotalsSchema,
} from '@travel/contract/booking-session';
import { type Booking, BookingSchema } from '@travel/contract/bookings';
import { type FlightOrder, FlightOrderSchema } from '@travel/contract/flight-orders';
import {
  DictionariesSchema,
  type ValidateOfferResponse,
  ValidateOfferResponseSchema,
} from '@travel/contract/flights';
import { type BagOption, BagOptionSchema } from '@travel/domain/baggage';
import { type Billing, BillingSchema, PassengerSchema } from '@travel/domain/booking';
import { type MoneyAmount, MoneyAmountSchema } from '@travel/domain/money';
import { type FlightOffer, FlightOfferSchema } from '@travel/domain/offers';
import { type SearchCriteria, SearchCriteriaSchema } from '@travel/domain/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  type StoredCard,
  type StoredCustomer,
  StoredCustomerSchema,
  type StoredGuest,
  type StoredPassenger,
} from '../../checkout/booking-session.schemas.ts';
import type { SessionLine } from '../../checkout/product-line.ts';
import type { FlightLineSnapshot } from '../../flights/flight-line.ts';
import { prepareBookingPayment, pressSandboxButton, ROUND_TRIP_SEARCH } from '../../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../../test/build-test-app.ts';
import { testEngines } from '../../test/test-database.ts';
import type { OutboxMessage } from '../outbox/mail-renderers.ts';
import { bookingSessions, bookings, flightOrders, outbox, payments, searchRequests } from './schema.ts';

type Session = typeof bookingSessions.$inferSelect;

describe('the jsonb columns', () => {
  // Checked by the type-check (`npm run typecheck`), which these assertions fail when a column is untyped.
  it('read and write the shapes the services store, so no caller casts them', () => {
    expectTypeOf<Session['line']>().toEqualTypeOf<SessionLine>();
    expectTypeOf<(typeof bookingSessions.$inferInsert)['line']>().toEqualTypeOf<SessionLine>();
    // The flight line's snapshot keeps the shapes the flat columns had before migration 0006.
    expectTypeOf<FlightLineSnapshot['offer']>().toExtend<FlightOffer>();
    expectTypeOf<FlightLineSnapshot['offer']['price']['intTotal']>().toEqualTypeOf<MoneyAmount>();
    expectTypeOf<FlightLineSnapshot['bagOptions'][string]>().toExtend<BagOption>();
    expectTypeOf<FlightLineSnapshot['bagOptions'][string]['intPrice']>().toEqualTypeOf<MoneyAmount>();
    expectTypeOf<FlightLineSnapshot['fareRules']>().toEqualTypeOf<
      ValidateOfferResponse['included']['detailed-fare-rules'] | null
    >();
    expectTypeOf<FlightLineSnapshot['dictionaries']>().toEqualTypeOf<
      ValidateOfferResponse['dictionaries'] | null
    >();
    expectTypeOf<FlightLineSnapshot['bags']>().toEqualTypeOf<DirectionBags[]>();
    expectTypeOf<Session['customer']>().toEqualTypeOf<StoredCustomer | null>();
    expectTypeOf<Session['passengers']>().toEqualTypeOf<Array<StoredPassenger | StoredGuest> | null>();
    expectTypeOf<Session['billing']>().toEqualTypeOf<Billing | null>();
    expectTypeOf<Session['card']>().toEqualTypeOf<StoredCard | null>();
    expectTypeOf<Session['attribution']>().toEqualTypeOf<InfoData | null>();
    expectTypeOf<(typeof bookings.$inferSelect)['details']>().toEqualTypeOf<Booking>();
    expectTypeOf<(typeof bookings.$inferInsert)['details']>().toEqualTypeOf<Booking>();
    expectTypeOf<(typeof flightOrders.$inferSelect)['order']>().toEqualTypeOf<FlightOrder>();
    expectTypeOf<(typeof payments.$inferSelect)['breakdown']>().toEqualTypeOf<SessionTotals>();
    expectTypeOf<(typeof outbox.$inferSelect)['message']>().toEqualTypeOf<OutboxMessage>();
    expectTypeOf<(typeof searchRequests.$inferSelect)['criteria']>().toEqualTypeOf<SearchCriteria>();
  });
});

/** The value parses with the schema behind its column's type and loses nothing: no field outside the type. */
const expectShape = (schema: z.ZodType, value: unknown) => expect(schema.parse(value)).toEqual(value);

describe.each(testEngines())('the jsonb columns after a booking on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  // `$type` is a promise the database does not check: this holds the columns to it.
  it('hold what their types say', async () => {
    const agentId = issueTestAgentId();
    const { direction } = await prepareBookingPayment(testApp.app, agentId);
    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
    const success = await testApp.app.inject({
      method: 'POST',
      url: '/user/session/card/success',
      payload: { agentId, worldpayResponseData: query },
    });
    expect(success.statusCode).toBe(200);
    const search = await testApp.app.inject({
      method: 'POST',
      url: '/api/search_requests',
      payload: { agentId, tripType: '2', criteria: ROUND_TRIP_SEARCH },
    });
    expect(search.statusCode).toBe(201);

    const { db } = testApp.database;
    const [session] = await db.select().from(bookingSessions).where(eq(bookingSessions.agentId, agentId));
    if (!session) throw new Error('no session');
    expect(session.productType).toBe('flight');
    const price = z.strictObject({ usd: z.number().int().positive(), display: z.number().int().positive() });
    expectShape(
      z.strictObject({ snapshot: z.record(z.string(), z.unknown()), base: price, extras: price }),
      session.line,
    );
    // Only the flight line reads its snapshot: this test, like the line, knows what it wrote.
    const snapshot = session.line.snapshot as FlightLineSnapshot;
    expect(Object.keys(snapshot).sort()).toEqual(
      ['additionalServicesId', 'bagOptions', 'bags', 'dictionaries', 'fareRules', 'offer'].sort(),
    );
    expectShape(FlightOfferSchema, snapshot.offer);
    expectShape(MoneyAmountSchema, snapshot.offer.price.intTotal);
    expectShape(
      z.record(z.string(), BagOptionSchema.extend({ intPrice: MoneyAmountSchema })),
      snapshot.bagOptions,
    );
    expectShape(ValidateOfferResponseSchema.shape.included.shape['detailed-fare-rules'], snapshot.fareRules);
    expectShape(DictionariesSchema, snapshot.dictionaries);
    expectShape(AddAdditionalServicesResponseSchema.shape.data.shape.baggages, snapshot.bags);
    expectShape(z.uuid(), snapshot.additionalServicesId);
    expectShape(StoredCustomerSchema, session.customer);
    expectShape(z.array(PassengerSchema.extend({ travelerId: z.string() })), session.passengers);
    expectShape(BillingSchema, session.billing);
    expect(session.card).toEqual({
      tokenKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      brand: 'visa',
      lastFour: '1111',
      expiry: '12/29',
      cardName: 'MARIA J PEREZ',
    });
    expectShape(InfoDataSchema, session.attribution);

    const [booking] = await db.select().from(bookings).where(eq(bookings.agentId, agentId));
    expectShape(BookingSchema, booking?.details);
    const [order] = await db.select().from(flightOrders).where(eq(flightOrders.sessionId, session.id));
    expectShape(FlightOrderSchema, order?.order);
    const [payment] = await db.select().from(payments).where(eq(payments.cartId, direction.cartId));
    expectShape(SessionTotalsSchema, payment?.breakdown);
    const mailOf = async () =>
      (
        await db
          .select()
          .from(outbox)
          .where(eq(outbox.dedupeKey, `booking-confirmation:${booking?.id}`))
      )[0];
    // Queued as a template in the booking's transaction: the booking as stored and its line.
    expectShape(
      z.strictObject({
        render: z.strictObject({
          template: z.literal('booking-confirmation'),
          input: z.strictObject({
            productType: z.literal('flight'),
            booking: BookingSchema,
            line: z.looseObject({ title: z.string(), sections: z.array(z.unknown()) }),
          }),
        }),
      }),
      (await mailOf())?.message,
    );
    // Rendered by the outbox worker, which keeps the message as sent.
    await testApp.deliverMail();
    const mail = await mailOf();
    expectShape(
      z.strictObject({
        subject: z.string(),
        text: z.string(),
        html: z.string(),
        replyTo: z.string().optional(),
      }),
      mail?.message,
    );
    const [recorded] = await db.select().from(searchRequests).where(eq(searchRequests.agentId, agentId));
    expectShape(SearchCriteriaSchema, recorded?.criteria);
  });
});
