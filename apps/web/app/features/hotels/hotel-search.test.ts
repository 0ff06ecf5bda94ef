import { describe, expect, it } from 'vitest';
import {
  countNights,
  createHotelSearchForm,
  readDestinationCode,
  readHotelSearchForm,
  summaryLines,
  toHotelSearchParams,
  validateHotelSearchForm,
} from './hotel-search';

const TODAY = '2027-03-01';
const defaults = createHotelSearchForm(TODAY);

function codes(query: string) {
  const form = readHotelSearchForm(new URLSearchParams(query), defaults);
  return validateHotelSearchForm(form, TODAY).map((error) => error.code);
}

describe('createHotelSearchForm', () => {
  it('starts a week ahead for six nights, one room for two adults', () => {
    expect(defaults).toMatchObject({
      startDate: '2027-03-08',
      endDate: '2027-03-14',
      rooms: [{ adults: 2, childAges: [] }],
    });
  });
});

describe('readHotelSearchForm', () => {
  it('reads a currency the site does not sell in, or none, as the default one', () => {
    for (const currency of ['XYZ', '', 'CAD', 'cop%00']) {
      const form = readHotelSearchForm(
        new URLSearchParams(`destination=Lima&currency=${currency}`),
        defaults,
      );
      expect(form.currencyCode).toBe(defaults.currencyCode);
    }
    expect(readHotelSearchForm(new URLSearchParams('currency=cop'), defaults).currencyCode).toBe('COP');
  });

  it('reads rooms in order with the ages of each room', () => {
    const form = readHotelSearchForm(
      new URLSearchParams(
        'destination=Lima&startDate=2027-03-10&endDate=2027-03-12&adults=2&children=1&adults=1&children=2&ages1=7&ages2=3&ages2=12&currency=PEN',
      ),
      defaults,
    );
    expect(form.rooms).toEqual([
      { adults: 2, childAges: [7] },
      { adults: 1, childAges: [3, 12] },
    ]);
    expect(form.currencyCode).toBe('PEN');
  });

  it('keeps a child whose age was not sent as unknown, so the form asks for it', () => {
    const form = readHotelSearchForm(new URLSearchParams('adults=2&children=2&ages1=5'), defaults);
    expect(form.rooms[0]?.childAges).toEqual([5, null]);
  });

  it('round-trips through toHotelSearchParams', () => {
    const form = { ...defaults, destination: 'Lima, Perú (LIM)', rooms: [{ adults: 1, childAges: [4] }] };
    expect(readHotelSearchForm(toHotelSearchParams(form), defaults)).toEqual(form);
  });
});

describe('validateHotelSearchForm', () => {
  const base = 'destination=Lima&startDate=2027-03-10&endDate=2027-03-12&adults=2&children=0';

  it('accepts a complete search', () => {
    expect(codes(base)).toEqual([]);
  });

  it.each([
    ['destination=&startDate=2027-03-10&endDate=2027-03-12', 'destination-required'],
    ['destination=Lima&startDate=2027-02-28&endDate=2027-03-02', 'start-in-past'],
    ['destination=Lima&startDate=2028-03-10&endDate=2028-03-12', 'start-too-far'],
    ['destination=Lima&startDate=2027-02-30&endDate=2027-03-02', 'start-required'],
    ['destination=Lima&startDate=2027-03-10&endDate=2027-03-10', 'end-not-after-start'],
    ['destination=Lima&startDate=2027-03-10&endDate=2027-04-10', 'stay-too-long'],
    [`${base.replace('adults=2', 'adults=0')}`, 'adults-invalid'],
    [`${base.replace('children=0', 'children=1')}`, 'child-age-required'],
    [`${base.replace('children=0', 'children=1')}&ages1=abc`, 'child-age-required'],
    [`${base.replace('children=0', 'children=1')}&ages1=-1`, 'child-age-required'],
    [`${base.replace('children=0', 'children=x')}`, 'children-invalid'],
    [`${base}&adults=4&adults=4&children=0&children=0`, 'guests-too-many'],
  ])('refuses %s with %s', (query, code) => {
    expect(codes(query)).toContain(code);
  });

  it('allows exactly 30 nights', () => {
    expect(codes('destination=Lima&startDate=2027-03-10&endDate=2027-04-09')).toEqual([]);
    expect(countNights('2027-03-10', '2027-04-09')).toBe(30);
  });

  it('names the room and the child an age is missing for', () => {
    const form = readHotelSearchForm(new URLSearchParams(`${base}&adults=1&children=2&ages2=4`), defaults);
    expect(validateHotelSearchForm(form, TODAY)).toEqual([
      { field: 'rooms', code: 'child-age-required', room: 1, child: 1 },
    ]);
  });
});

describe('readDestinationCode', () => {
  it('reads the city code a suggestion ends with', () => {
    expect(readDestinationCode('São Paulo, Brasil (SAO)')).toBe('SAO');
  });

  it('gives nothing for typed text', () => {
    expect(readDestinationCode('Cartagena')).toBeNull();
  });
});

describe('summaryLines', () => {
  it('lists a problem once per room: two children without age are one line of the summary', () => {
    const form = readHotelSearchForm(
      new URLSearchParams(
        'destination=Lima&startDate=2027-01-10&endDate=2027-01-12&children=2&ages1=40&ages1=x',
      ),
      defaults,
    );
    const errors = validateHotelSearchForm(form, TODAY);
    expect(errors.filter((error) => error.code === 'child-age-required')).toHaveLength(2);
    expect(summaryLines(errors).filter((error) => error.code === 'child-age-required')).toEqual([
      expect.objectContaining({ room: 0 }),
    ]);
  });
});
