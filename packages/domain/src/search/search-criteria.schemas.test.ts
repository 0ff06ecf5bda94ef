import { describe, expect, it } from 'vitest';
import { SearchCriteriaSchema } from './search-criteria.schemas.ts';

const roundTrip = {
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

function issues(input: unknown) {
  const result = SearchCriteriaSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('SearchCriteriaSchema', () => {
  it('accepts the wire shape exactly as sent', () => {
    expect(SearchCriteriaSchema.parse(roundTrip)).toEqual(roundTrip);
  });
  it('accepts one way and defaults the fare flags to false', () => {
    const { refundableFare: _r, noRestrictionFare: _n, noPenaltyFare: _p, ...rest } = roundTrip;
    const oneWay = { ...rest, legInfo: [roundTrip.legInfo[0]] };
    expect(SearchCriteriaSchema.parse(oneWay)).toMatchObject({ refundableFare: false, noPenaltyFare: false });
  });
  it('names each failing field', () => {
    expect(issues({ ...roundTrip, cabin: 'COACH' })).toEqual([
      'cabin: cabin must be one of ECONOMY, PREMIUM_ECONOMY, BUSINESS, FIRST',
    ]);
    expect(issues({ ...roundTrip, currencyCode: 'JPY' })[0]).toMatch(
      /^currencyCode: currencyCode must be one of/,
    );
    expect(issues({ ...roundTrip, legInfo: [] })).toEqual(['legInfo: legInfo must have a leg']);
    expect(
      issues({ ...roundTrip, legInfo: [{ from: 'bog', to: 'MIA', departureDate: '2027-03-10' }] }),
    ).toEqual(['legInfo.0.from: legInfo.from must be a 3-letter IATA airport code']);
    expect(
      issues({ ...roundTrip, legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '10/03/2027' }] }),
    ).toEqual(['legInfo.0.departureDate: legInfo.departureDate must be a date as yyyy-MM-dd']);
    expect(issues({ ...roundTrip, travelerInfo: { adult: 0, child: 0, infant: 0 } })).toEqual([
      'travelerInfo.adult: travelerInfo.adult must be at least 1',
    ]);
    expect(issues({ ...roundTrip, refundableFare: 'yes' })).toEqual([
      'refundableFare: refundableFare must be true or false',
    ]);
  });
  it('refuses the same airport at both ends', () => {
    expect(
      issues({ ...roundTrip, legInfo: [{ from: 'BOG', to: 'BOG', departureDate: '2027-03-10' }] }),
    ).toEqual(['legInfo.0.to: legInfo.to must differ from legInfo.from']);
  });
  it('refuses a return before the departure and a second leg that is not the way back', () => {
    const early = {
      ...roundTrip,
      legInfo: [roundTrip.legInfo[0], { from: 'MIA', to: 'BOG', departureDate: '2027-03-09' }],
    };
    expect(issues(early)).toEqual([
      'legInfo.1.departureDate: legInfo[1].departureDate (return) must not be before legInfo[0].departureDate',
    ]);
    const elsewhere = {
      ...roundTrip,
      legInfo: [roundTrip.legInfo[0], { from: 'MIA', to: 'MDE', departureDate: '2027-03-17' }],
    };
    expect(issues(elsewhere)).toEqual([
      'legInfo.1: legInfo[1] must be the reverse of legInfo[0] (a round trip)',
    ]);
    expect(issues({ ...roundTrip, legInfo: [...roundTrip.legInfo, roundTrip.legInfo[0]] })).toEqual([
      'legInfo: legInfo must have at most 2 legs (one way or round trip)',
    ]);
  });
});
