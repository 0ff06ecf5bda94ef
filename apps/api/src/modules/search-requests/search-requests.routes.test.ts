import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { testEngines } from '../../test/test-database.ts';
import { SearchRequestResponseSchema } from './search-requests.schemas.ts';

const criteria = {
  cabin: 'ECONOMY',
  currencyCode: 'COP',
  legInfo: [
    { from: 'BOG', to: 'MIA', departureDate: '2027-03-10' },
    { from: 'MIA', to: 'BOG', departureDate: '2027-03-17' },
  ],
  travelerInfo: { adult: 2, child: 1, infant: 0 },
};
const roundTrip = { agentId: 'agent-12345678', tripType: '2', criteria };

describe.each(testEngines())('search requests on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
  });
  afterAll(async () => testApp.close());

  const create = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/search_requests', payload: payload as object });

  it('records a round-trip search and answers 201 with the stored record', async () => {
    const response = await create(roundTrip);
    expect(response.statusCode).toBe(201);
    const { data } = SearchRequestResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      agentId: 'agent-12345678',
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

  it('updates the result count and the chosen offer, keeping the rest', async () => {
    const { data: created } = (await create(roundTrip)).json();
    const first = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/search_requests/${created.id}`,
      payload: { resultCount: 42 },
    });
    expect(first.statusCode).toBe(200);
    const second = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/search_requests/${created.id}`,
      payload: { selectedOfferId: 'offer-7' },
    });
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
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/search_requests/00000000-0000-4000-8000-000000000000',
      payload: { resultCount: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(ProblemSchema.parse(response.json()).code).toBe('SEARCH_REQUEST_NOT_FOUND');
  });

  it('refuses an empty update', async () => {
    const { data: created } = (await create(roundTrip)).json();
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/search_requests/${created.id}`,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});
