import { describe, expect, it } from 'vitest';
import { SearchRequestCreateSchema, SearchRequestUpdateSchema } from './search-requests.schemas.ts';

const criteria = {
  cabin: 'ECONOMY',
  currencyCode: 'COP',
  legInfo: [
    { from: 'BOG', to: 'MIA', departureDate: '2027-03-10' },
    { from: 'MIA', to: 'BOG', departureDate: '2027-03-17' },
  ],
  travelerInfo: { adult: 1, child: 0, infant: 0 },
};

describe('SearchRequestCreateSchema', () => {
  it('takes a round trip with its two legs', () => {
    expect(SearchRequestCreateSchema.safeParse({ tripType: '2', criteria }).success).toBe(true);
  });

  it('refuses a one-way trip with two legs, pointing at the legs', () => {
    const result = SearchRequestCreateSchema.safeParse({ tripType: '1', criteria });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['criteria', 'legInfo']]);
  });

  it('refuses fields it does not know, so nothing unexpected is recorded', () => {
    expect(SearchRequestCreateSchema.safeParse({ tripType: '2', criteria, email: 'a@b.c' }).success).toBe(
      false,
    );
  });
});

describe('SearchRequestUpdateSchema', () => {
  it('needs a result count or a selected offer', () => {
    expect(SearchRequestUpdateSchema.safeParse({ agentId: 'a1b2c3d4e5f6' }).success).toBe(false);
    expect(SearchRequestUpdateSchema.safeParse({ resultCount: 0 }).success).toBe(true);
    expect(SearchRequestUpdateSchema.safeParse({ selectedOfferId: 'offer-1' }).success).toBe(true);
  });
});
