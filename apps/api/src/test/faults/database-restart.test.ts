import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBookingPayment, pressSandboxButton } from '../booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../build-test-app.ts';

/**
 * The database goes away in the middle of a booking (a restart, a failover): every server connection
 * is cut. The flow goes on afterwards with nothing typed lost, because every step is stored.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL restart in the middle of a booking', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine: 'postgres', seed: true });
  });
  afterAll(async () => testApp.close());

  async function cutEveryConnection() {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ name: string }>('select current_database() as name');
    const serverDb = await testApp.database.db.execute('select current_database() as name' as never);
    const name = (serverDb as unknown as { rows: { name: string }[] }).rows[0]?.name;
    expect(name).not.toBe(rows[0]?.name);
    const cut = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(cut.rowCount).toBeGreaterThan(0);
  }

  it('continues the flow and books once after every connection was cut', async () => {
    const agentId = issueTestAgentId();
    const { direction } = await prepareBookingPayment(testApp.app, agentId);
    await cutEveryConnection();
    // Give the pool a moment to notice the dropped idle connections.
    await new Promise((resolve) => setTimeout(resolve, 200));

    let page = await testApp.app.inject({
      method: 'GET',
      url: new URL(direction.worldpayTransactionUrl).pathname,
    });
    // A connection that was mid-checkout when cut may fail once; the next request gets a fresh one.
    if (page.statusCode >= 500) {
      page = await testApp.app.inject({
        method: 'GET',
        url: new URL(direction.worldpayTransactionUrl).pathname,
      });
    }
    expect(page.statusCode).toBe(200);
    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
    const success = await testApp.app.inject({
      method: 'POST',
      url: '/user/session/card/success',
      payload: { agentId, worldpayResponseData: query },
    });
    expect(success.statusCode).toBe(200);
    expect(success.json().data).toMatchObject({
      status: 'ordered',
      referenceId: expect.stringMatching(/^[A-Z2-9]{6}$/),
    });
    const health = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  });
});
