import { SearchRequestResponseSchema } from '@travel/contract/search-requests';
import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

const criteria = {
  cabin: 'ECONOMY',
  currencyCode: 'COP',
  legInfo: [
    { from: 'BOG', to: 'MIA', departureDate: '2027-03-10' },
    { from: 'MIA', to: 'BOG', departureDate: '2027-03-17' },
  ],
  travelerInfo: { adult: 2, child: 1, infant: 0 },
};
const owner = issueTestAgentId();
const roundTrip = { agentId: owner, tripType: '2', criteria };

describe.each(testEngines())('search requests on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
  });
  afterAll(async () => testApp.close());

  const create = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/search_requests', payload: payload as object });
  const update = (id: string, payload: object) =>
    testApp.app.inject({ method: 'PATCH', url: `/api/search_requests/${id}`, payload });

  it('records a round-trip search and answers 201 with the stored record', async () => {
    const response = await create(roundTrip);
    expect(response.statusCode).toBe(201);
    const { data } = SearchRequestResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      tripType: '2',
      origin: 'BOG',
      destination: 'MIA',
      departureDate: '2027-03-10',
      returnDate: '2027-03-17',
      travelerInfo: { adult: 2, child: 1, infant: 0 },
      currencyCode: 'COP',
      resultCount: null,
    });
  });

  it('records a one-way search without a return date', async () => {
    const response = await create({
      ...roundTrip,
      tripType: '1',
      criteria: { ...criteria, legInfo: [criteria.legInfo[0]] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.returnDate).toBeNull();
  });

  it('refuses a one-way search with two legs', async () => {
    const response = await create({ ...roundTrip, tripType: '1' });
    expect(response.statusCode).toBe(400);
    expect(ProblemSchema.parse(response.json()).errors?.[0]?.path).toBe('criteria.legInfo');
  });

  it('refuses unknown fields', async () => {
    const response = await create({ ...roundTrip, isAdmin: true });
    expect(response.statusCode).toBe(400);
  });

  it('lets the owner update the result count and the chosen offer, keeping the rest', async () => {
    const { data: created } = (await create(roundTrip)).json();
    const first = await update(created.id, { agentId: owner, resultCount: 42 });
    expect(first.statusCode).toBe(200);
    const second = await update(created.id, { agentId: owner, selectedOfferId: 'offer-7' });
    const { data } = SearchRequestResponseSchema.parse(second.json());
    expect(data).toMatchObject({
      id: created.id,
      resultCount: 42,
      selectedOfferId: 'offer-7',
      origin: 'BOG',
    });
    expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
  });

  it('answers 404 problem+json for an unknown id', async () => {
    const response = await update('00000000-0000-4000-8000-000000000000', { resultCount: 1 });
    expect(response.statusCode).toBe(404);
    expect(ProblemSchema.parse(response.json()).code).toBe('SEARCH_REQUEST_NOT_FOUND');
  });

  it('never names the owner in its answers', async () => {
    const created = await create(roundTrip);
    expect(created.body).not.toContain(owner);
    const updated = await update(created.json().data.id, { agentId: owner, resultCount: 3 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).not.toHaveProperty('agentId');
    expect(updated.body).not.toContain(owner);
  });

  it.each([
    ['another visitor', () => ({ agentId: issueTestAgentId() })],
    ['a caller who names nobody', () => ({})],
  ])("answers %s an owner's record as unknown, and changes nothing", async (_, caller) => {
    const { data: created } = (await create(roundTrip)).json();
    const response = await update(created.id, { ...caller(), resultCount: 99 });
    expect(response.statusCode).toBe(404);
    expect(ProblemSchema.parse(response.json()).code).toBe('SEARCH_REQUEST_NOT_FOUND');
    expect(response.body).not.toContain(owner);
    const byOwner = await update(created.id, { agentId: owner, selectedOfferId: 'offer-1' });
    expect(byOwner.json().data.resultCount).toBeNull();
  });

  it('lets whoever holds the id update a search recorded without an owner', async () => {
    const { agentId: _, ...anonymous } = roundTrip;
    const { data: created } = (await create(anonymous)).json();
    expect((await update(created.id, { resultCount: 5 })).statusCode).toBe(200);
    const response = await update(created.id, { agentId: issueTestAgentId(), selectedOfferId: 'offer-2' });
    expect(response.json().data).toMatchObject({ resultCount: 5, selectedOfferId: 'offer-2' });
  });

  it('refuses an agentId the API did not issue with 403', async () => {
    const unissued = await create({ ...roundTrip, agentId: 'agent-12345678' });
    expect(unissued.statusCode).toBe(403);
    expect(ProblemSchema.parse(unissued.json()).code).toBe('AGENT_ID_INVALID');
  });

  it('refuses an empty update', async () => {
    const { data: created } = (await create(roundTrip)).json();
    const response = await update(created.id, { agentId: owner });
    expect(response.statusCode).toBe(400);
  });
});
