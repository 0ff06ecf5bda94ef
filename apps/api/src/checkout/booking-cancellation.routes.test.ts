import {
  type BookingResponseSchema,
  CancellationMoveResponseSchema,
  CancellationRequestResponseSchema,
  CancellationViewResponseSchema,
} from '@travel/contract/bookings';
import { ProblemSchema } from '@travel/domain/problem';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTestFlight, TEST_CUSTOMER } from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

const TOKEN = 'operator-token-for-tests';

describe.each(testEngines())('My Journey: request a cancellation and follow its status on %s', (engine) => {
  let testApp: TestApp;
  let booking: ReturnType<typeof BookingResponseSchema.parse>['data'];
  let owner: { referenceId: string; email: string };
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true, reportsToken: TOKEN, engine });
    booking = await bookTestFlight(testApp.app, issueTestAgentId());
    owner = { referenceId: booking.referenceId, email: TEST_CUSTOMER.email };
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload, headers });
  const mails = async () =>
    (
      (await testApp.database.db.execute(
        sql`select recipient, message from outbox where kind = 'booking-cancellation' order by created_at, dedupe_key`,
      )) as unknown as { rows: Array<{ recipient: string; message: { subject: string; text: string } }> }
    ).rows;
  const rows = async () =>
    Number(
      (
        (await testApp.database.db.execute(
          sql`select count(*)::int as n from cancellation_requests`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]?.n,
    );

  it("quotes the refund by the fare's rules before anything is asked, never the service charge", async () => {
    const response = await post('/user/booking/cancellation', owner);
    expect(response.statusCode).toBe(200);
    const { quote, request } = CancellationViewResponseSchema.parse(response.json()).data;
    expect(request).toBeNull();
    const paid = booking.amounts.display;
    expect(quote.display.currency).toBe(paid.total.currency);
    expect(quote.display.refund + quote.display.kept).toBe(paid.total.amount);
    expect(quote.display.kept).toBeGreaterThanOrEqual(paid.fees.amount);
    expect(quote.usd.refund + quote.usd.kept).toBe(booking.amounts.usd.total.amount);
    expect(await rows()).toBe(0);
  });

  it('makes one request however often it is sent, numbered CX-, e-mailed to the booking once', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post('/user/booking/cancellation/request', owner)),
    );
    const parsed = answers.map((answer) => CancellationRequestResponseSchema.parse(answer.json()).data);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(new Set(parsed.map((result) => result.request.number)).size).toBe(1);
    const request = parsed[0]?.request;
    expect(request?.number).toMatch(/^CX-[A-Z2-9]{8}$/);
    expect(request?.status).toBe('received');
    expect(await rows()).toBe(1);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.recipient).toBe(booking.contact.email);
    expect(sent[0]?.message.subject).toBe(`Tu solicitud de cancelación ${request?.number}: recibida`);

    const replay = await post('/user/booking/cancellation/request', owner);
    expect(replay.statusCode).toBe(200);
    expect(CancellationRequestResponseSchema.parse(replay.json()).data.created).toBe(false);
  });

  it('lets only the operator move it, in order, and e-mails each change; My Journey shows the timeline', async () => {
    const { request } = CancellationViewResponseSchema.parse(
      (await post('/user/booking/cancellation', owner)).json(),
    ).data;
    const number = request?.number ?? '';
    const move = (status: string, token = TOKEN) =>
      post(`/operator/cancellations/${number}/status`, { status }, { authorization: `Bearer ${token}` });

    const forged = await move('in_review', 'wrong');
    expect(forged.statusCode).toBe(401);
    const skipped = await move('refunded');
    expect(skipped.statusCode).toBe(409);
    expect(ProblemSchema.parse(skipped.json()).code).toBe('CANCELLATION_STATUS_CONFLICT');
    const unknown = await post(
      '/operator/cancellations/CX-ZZZZZZZZ/status',
      { status: 'in_review' },
      { authorization: `Bearer ${TOKEN}` },
    );
    expect(unknown.statusCode).toBe(404);

    testApp.clock.set(new Date(testApp.clock.now().getTime() + 60_000));
    expect(CancellationMoveResponseSchema.parse((await move('in_review')).json()).data.status).toBe(
      'in_review',
    );
    testApp.clock.set(new Date(testApp.clock.now().getTime() + 60_000));
    expect((await move('refunded')).statusCode).toBe(200);
    expect((await move('rejected')).statusCode).toBe(409);

    const seen = CancellationViewResponseSchema.parse(
      (await post('/user/booking/cancellation', owner)).json(),
    ).data.request;
    expect(seen?.status).toBe('refunded');
    expect(seen?.timeline.map((step) => step.status)).toEqual(['received', 'in_review', 'refunded']);
    expect((await mails()).map((mail) => mail.message.subject.split(': ')[1])).toEqual([
      'recibida',
      'en revisión',
      'reembolsada',
    ]);
    // A refunded booking is not cancelled twice.
    const again = await post('/user/booking/cancellation/request', owner);
    expect(CancellationRequestResponseSchema.parse(again.json()).data).toMatchObject({
      created: false,
      request: { number, status: 'refunded' },
    });
  });

  it('answers the same 404 for a wrong e-mail', async () => {
    const wrong = await post('/user/booking/cancellation/request', {
      ...owner,
      email: 'someone@example.com',
    });
    expect(wrong.statusCode).toBe(404);
    expect(ProblemSchema.parse(wrong.json()).code).toBe('BOOKING_NOT_FOUND');
  });
});
