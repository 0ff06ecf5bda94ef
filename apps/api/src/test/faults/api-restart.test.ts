import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { prepareBookingPayment, pressSandboxButton } from '../booking-flow.ts';
import { buildTestApp, issueTestAgentId } from '../build-test-app.ts';

/**
 * The API process dies after the visitor authorised the payment but before card/success arrived.
 * When a process comes back (here: a new app on the same database), the return is processed once.
 */
describe('the API killed between the payment return and card/success', () => {
  it('books exactly once when the return is processed by the restarted API, however often it is sent', async () => {
    const first = await buildTestApp({ seed: true });
    const agentId = issueTestAgentId();
    const { direction } = await prepareBookingPayment(first.app, agentId);
    const { query } = await pressSandboxButton(first.app, direction.worldpayTransactionUrl, 'authorise');
    // The process dies: its server goes, the database stays.
    await first.app.close();

    const { database } = first;
    const restarted = await buildApp(first.deps);
    try {
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          restarted.inject({
            method: 'POST',
            url: '/user/session/card/success',
            payload: { agentId, worldpayResponseData: query },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const references = new Set(answers.map((answer) => answer.json().data.referenceId));
      expect(references.size).toBe(1);
      const { rows } = (await database.db.execute(
        'select count(*)::int as n from bookings' as never,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]?.n).toBe(1);
    } finally {
      await restarted.close();
      await database.close();
    }
  });
});
