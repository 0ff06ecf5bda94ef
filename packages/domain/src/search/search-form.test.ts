import { describe, expect, it } from 'vitest';
import { SearchCriteriaSchema } from './search-criteria.schemas.ts';
import {
  buildSearchCriteria,
  createSearchForm,
  deriveSearchSegment,
  isSearchFormValid,
  isSearchSegmentComplete,
  type SearchForm,
  setTripType,
  shiftDepartureDate,
  TRIP_TYPES,
  validateSearchForm,
} from './search-form.ts';

const today = '2027-03-03';

function filled(overrides: Partial<SearchForm> = {}): SearchForm {
  return {
    ...createSearchForm(today, 'COP'),
    origin: { airportCode: 'BOG' },
    destination: { airportCode: 'MIA' },
    passengers: { adult: 2, child: 1, infant: 0 },
    ...overrides,
  };
}

describe('createSearchForm', () => {
  it('starts as a round trip in economy leaving in 7 days and returning in 13', () => {
    expect(createSearchForm(today)).toEqual({
      tripType: '2',
      cabinClass: 'ECONOMY',
      origin: null,
      destination: null,
      departureDate: '2027-03-10',
      returnDate: '2027-03-16',
      currencyCode: 'USD',
      passengers: { adult: 1, child: 0, infant: 0 },
      refundableFare: false,
      noRestrictionFare: false,
      noPenaltyFare: false,
    });
  });
});

describe('deriveSearchSegment', () => {
  it('builds leg 2 reversed on the return date for a round trip', () => {
    expect(deriveSearchSegment(filled())).toEqual({
      cabin: 'ECONOMY',
      currencyCode: 'COP',
      legInfo: [
        { from: 'BOG', to: 'MIA', departureDate: '2027-03-10' },
        { from: 'MIA', to: 'BOG', departureDate: '2027-03-16' },
      ],
      travelerInfo: { adult: 2, child: 1, infant: 0 },
    });
  });
  it('has no legs until both airports are chosen', () => {
    expect(deriveSearchSegment(createSearchForm(today)).legInfo).toEqual([]);
  });
});

describe('setTripType', () => {
  it('switching to one way clears the return date and drops leg 2', () => {
    const form = setTripType(filled(), TRIP_TYPES.oneWay);
    expect(form.returnDate).toBe('');
    expect(deriveSearchSegment(form).legInfo).toHaveLength(1);
    expect(isSearchFormValid(form, today)).toBe(true);
  });
  it('switching back to round trip needs a return date again', () => {
    const form = setTripType(setTripType(filled(), TRIP_TYPES.oneWay), TRIP_TYPES.roundTrip);
    expect(validateSearchForm(form, today)).toEqual(['return-required']);
  });
});

describe('shiftDepartureDate', () => {
  it('moves the departure a day forward or back', () => {
    expect(shiftDepartureDate(filled(), 1).departureDate).toBe('2027-03-11');
    expect(shiftDepartureDate(filled(), -1).departureDate).toBe('2027-03-09');
  });
  it('leaves an empty date alone', () => {
    const form = filled({ departureDate: '' });
    expect(shiftDepartureDate(form, 1)).toBe(form);
  });
});

describe('isSearchSegmentComplete', () => {
  it('follows the §4 rule for one way and round trips', () => {
    const segment = deriveSearchSegment(filled());
    expect(isSearchSegmentComplete(segment, '2')).toBe(true);
    expect(isSearchSegmentComplete({ ...segment, legInfo: segment.legInfo.slice(0, 1) }, '2')).toBe(false);
    expect(isSearchSegmentComplete({ ...segment, legInfo: segment.legInfo.slice(0, 1) }, '1')).toBe(true);
    expect(isSearchSegmentComplete({ ...segment, legInfo: [] }, '1')).toBe(false);
    const noDate = { ...segment, legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '' }] };
    expect(isSearchSegmentComplete(noDate, '1')).toBe(false);
    const back = segment.legInfo[1];
    const noReturnDate = { ...segment, legInfo: [segment.legInfo[0], { ...back, departureDate: '' }] };
    expect(isSearchSegmentComplete(noReturnDate as typeof segment, '2')).toBe(false);
    expect(
      isSearchSegmentComplete({ ...segment, travelerInfo: { adult: 0, child: 0, infant: 0 } }, '1'),
    ).toBe(false);
  });
});

describe('validateSearchForm', () => {
  it('is empty for a complete form', () => {
    expect(validateSearchForm(filled(), today)).toEqual([]);
    expect(isSearchFormValid(filled(), today)).toBe(true);
  });
  it('requires both airports, different from each other', () => {
    expect(validateSearchForm(createSearchForm(today), today)).toEqual([
      'origin-required',
      'destination-required',
    ]);
    expect(validateSearchForm(filled({ destination: { airportCode: 'BOG' } }), today)).toEqual([
      'same-origin-destination',
    ]);
  });
  it('refuses a departure in the past and a return before the departure', () => {
    expect(validateSearchForm(filled({ departureDate: '2027-03-02' }), today)).toEqual(['departure-in-past']);
    expect(validateSearchForm(filled({ departureDate: today, returnDate: today }), today)).toEqual([]);
    expect(validateSearchForm(filled({ returnDate: '2027-03-09' }), today)).toEqual([
      'return-before-departure',
    ]);
    expect(validateSearchForm(filled({ departureDate: '' }), today)).toEqual(['departure-required']);
    expect(isSearchFormValid(filled({ returnDate: '2027-03-09' }), today)).toBe(false);
  });
  it('refuses a departure or a return more than 361 days ahead, as the API does', () => {
    expect(
      validateSearchForm(filled({ departureDate: '2028-02-28', returnDate: '2028-02-29' }), today),
    ).toEqual(['departure-too-far', 'return-too-far']);
    expect(
      validateSearchForm(filled({ departureDate: '2028-02-20', returnDate: '2028-02-28' }), today),
    ).toEqual(['return-too-far']);
    expect(
      validateSearchForm(filled({ departureDate: '2028-02-20', returnDate: '2028-02-27' }), today),
    ).toEqual([]);
  });
  it('refuses invalid passenger counts', () => {
    expect(validateSearchForm(filled({ passengers: { adult: 1, child: 0, infant: 2 } }), today)).toEqual([
      'passengers-invalid',
    ]);
  });
});

describe('buildSearchCriteria', () => {
  it('gives the exact wire shape of the search endpoint', () => {
    const criteria = buildSearchCriteria(filled({ returnDate: '2027-03-17' }));
    expect(criteria).toEqual({
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
    });
    expect(SearchCriteriaSchema.parse(criteria)).toEqual(criteria);
  });
});
