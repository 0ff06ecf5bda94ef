import { type FlightOffer, summarizeOffer, type TravelerPricing } from '@travel/domain/offers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Airport,
  loadReferenceData,
  type ReferenceData,
} from '../../../platform/reference-data/reference-data.loader.ts';
import { compileAmadeusDefinition } from '../../../test/amadeus-schema.ts';
import type { FlightSearchQuery, FlightSupplier, Tax } from '../flight-supplier.port.ts';
import { createBuiltinFlightSupplier, offerKey } from './builtin-flight-supplier.ts';
import { distanceKm } from './flight-inventory.ts';

const NOW = new Date('2026-02-10T15:20:00Z');

let referenceData: ReferenceData;
let airports: Map<string, Airport>;
let supplier: FlightSupplier;

function supplierAt(now: Date): FlightSupplier {
  return createBuiltinFlightSupplier({ referenceData, clock: { now: () => now } });
}

function oneWay(
  from: string,
  to: string,
  departureDate = '2026-03-05',
  extra: Partial<FlightSearchQuery> = {},
) {
  return {
    cabin: 'ECONOMY',
    legInfo: [{ from, to, departureDate }],
    travelerInfo: { adult: 1, child: 0, infant: 0 },
    refundableFare: false,
    noRestrictionFare: false,
    noPenaltyFare: false,
    ...extra,
  } satisfies FlightSearchQuery;
}

function roundTrip(from: string, to: string, out = '2026-03-05', back = '2026-03-12'): FlightSearchQuery {
  return {
    ...oneWay(from, to, out),
    legInfo: [
      { from, to, departureDate: out },
      { from: to, to: from, departureDate: back },
    ],
  };
}

/** UTC instant of an Amadeus local time at an airport, through Intl's own offset (not the supplier's). */
function toUtc(localAt: string, airportCode: string): number {
  const zone = airports.get(airportCode)?.timeZone ?? 'UTC';
  const wallClock = Date.parse(`${localAt}Z`);
  const offsetAt = (instant: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name ?? '');
    if (!match?.[1]) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  };
  const guess = wallClock - offsetAt(wallClock) * 60_000;
  return wallClock - offsetAt(guess) * 60_000;
}

/** Minutes of an ISO 8601 duration; a missing one (the built-in always writes it) fails the test. */
function minutesOf(duration: string | undefined): number {
  if (duration === undefined) throw new Error('the offer has no duration');
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration);
  return Number(match?.[1] ?? 0) * 60 + Number(match?.[2] ?? 0);
}

function cents(amount: string | undefined): number {
  if (amount === undefined) throw new Error('the offer has no amount here');
  return Math.round(Number(amount) * 100);
}

/** The Amadeus price fields the built-in writes beyond those the domain's FlightOffer names. */
const taxesOf = (pricing: TravelerPricing) => (pricing.price?.taxes ?? []) as Tax[];
const extraBagsOf = (offer: FlightOffer) =>
  (offer.price.additionalServices ?? []) as Array<{ amount: string; type: string }>;

beforeAll(async () => {
  referenceData = await loadReferenceData();
  airports = new Map(referenceData.airports.map((airport) => [airport.iataCode, airport]));
  supplier = supplierAt(NOW);
});

const CITY_PAIRS: Array<[string, string]> = [
  ['BOG', 'MIA'],
  ['MAD', 'EZE'],
  ['GRU', 'GIG'],
  ['BOG', 'MDE'],
  ['JFK', 'LIM'],
  ['LAX', 'SCL'],
  ['MEX', 'MAD'],
  ['PTY', 'SJO'],
  ['ASU', 'SCL'],
  ['SVQ', 'BOG'],
  ['CUZ', 'JUL'],
  ['AQP', 'CUZ'],
  ['FLN', 'MVD'],
  ['IGU', 'PMI'],
  ['LPB', 'GUA'],
  ['CUN', 'ORD'],
  ['UIO', 'GYE'],
  ['SDQ', 'BOG'],
  ['MVD', 'EZE'],
  ['ATL', 'LHR'],
];

describe('searchOffers', () => {
  it('returns the same offers for the same query all day', async () => {
    const morning = await supplierAt(new Date('2026-02-10T08:05:00Z')).searchOffers(roundTrip('BOG', 'MAD'));
    const evening = await supplierAt(new Date('2026-02-10T22:55:00Z')).searchOffers(roundTrip('BOG', 'MAD'));
    expect(morning.offers.length).toBeGreaterThan(0);
    expect(evening).toEqual(morning);
  });

  it('gives offers that are valid Amadeus flight offers for 20 city pairs', async () => {
    const { validate, ajv } = compileAmadeusDefinition('FlightOffersSearch_v2.json', 'FlightOffer');
    for (const [from, to] of CITY_PAIRS) {
      const { offers } = await supplier.searchOffers(roundTrip(from, to));
      expect(offers.length, `${from}-${to}`).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(validate(offer), `${offer.id}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    }
  });

  it('finds between 20 and 250 offers for short domestic, long-haul and small-airport trips', async () => {
    for (const [from, to] of CITY_PAIRS) {
      const { offers } = await supplier.searchOffers(oneWay(from, to));
      expect(offers.length, `${from}-${to}`).toBeGreaterThanOrEqual(20);
      expect(offers.length, `${from}-${to}`).toBeLessThanOrEqual(250);
      const { offers: both } = await supplier.searchOffers(roundTrip(from, to));
      expect(both.length, `${from}-${to} round trip`).toBeGreaterThanOrEqual(20);
      expect(both.length, `${from}-${to} round trip`).toBeLessThanOrEqual(250);
    }
  });

  it('writes local times whose UTC difference is the flight duration, in each airport zone', async () => {
    for (const [from, to] of [
      ['BOG', 'MAD'],
      ['SCL', 'JFK'],
      ['LHR', 'GRU'],
      ['MEX', 'LIM'],
    ] as const) {
      const { offers } = await supplier.searchOffers(roundTrip(from, to));
      for (const offer of offers) {
        for (const segment of offer.itineraries.flatMap((itinerary) => itinerary.segments)) {
          const departure = toUtc(segment.departure.at, segment.departure.iataCode);
          const arrival = toUtc(segment.arrival.at, segment.arrival.iataCode);
          expect((arrival - departure) / 60_000).toBe(minutesOf(segment.duration));
        }
      }
    }
  });

  it('flies BOG–MAD non-stop overnight with Madrid six hours ahead of Bogotá in March', async () => {
    const { offers } = await supplier.searchOffers(oneWay('BOG', 'MAD'));
    const nonStop = offers.find((offer) => offer.itineraries[0]?.segments.length === 1);
    const segment = nonStop?.itineraries[0]?.segments[0];
    expect(segment).toBeDefined();
    if (!segment) return;
    const localGap = (Date.parse(`${segment.arrival.at}Z`) - Date.parse(`${segment.departure.at}Z`)) / 60_000;
    expect(localGap - minutesOf(segment.duration)).toBe(6 * 60);
    expect(minutesOf(segment.duration)).toBeGreaterThan(9 * 60);
    expect(minutesOf(segment.duration)).toBeLessThan(11 * 60);
  });

  it('leaves at least the minimum connection time between flights and never revisits an airport', async () => {
    for (const [from, to] of CITY_PAIRS) {
      const { offers } = await supplier.searchOffers(roundTrip(from, to));
      for (const itinerary of offers.flatMap((offer) => offer.itineraries)) {
        const visited = [itinerary.segments[0]?.departure.iataCode];
        itinerary.segments.forEach((segment, index) => {
          visited.push(segment.arrival.iataCode);
          const next = itinerary.segments[index + 1];
          if (!next) return;
          expect(next.departure.iataCode).toBe(segment.arrival.iataCode);
          const countries = [segment.departure, segment.arrival, next.arrival].map(
            (point) => airports.get(point.iataCode)?.countryCode,
          );
          const domestic = countries.every((country) => country === countries[0]);
          const gap =
            (toUtc(next.departure.at, next.departure.iataCode) -
              toUtc(segment.arrival.at, segment.arrival.iataCode)) /
            60_000;
          expect(gap).toBeGreaterThanOrEqual(domestic ? 60 : 90);
        });
        expect(new Set(visited).size).toBe(visited.length);
      }
    }
  });

  it('keeps international connections within 1.6 times the great-circle distance', async () => {
    for (const [from, to] of CITY_PAIRS) {
      const origin = airports.get(from) as Airport;
      const destination = airports.get(to) as Airport;
      if (origin.countryCode === destination.countryCode) continue;
      const { offers } = await supplier.searchOffers(oneWay(from, to));
      for (const offer of offers) {
        const flown = (offer.itineraries[0]?.segments ?? []).reduce(
          (sum, segment) =>
            sum +
            distanceKm(
              airports.get(segment.departure.iataCode) as Airport,
              airports.get(segment.arrival.iataCode) as Airport,
            ),
          0,
        );
        expect(flown, offer.id).toBeLessThanOrEqual(1.6 * distanceKm(origin, destination) + 1);
      }
    }
  });

  it('combines outbound and return into one offer with two itineraries', async () => {
    const { offers } = await supplier.searchOffers(roundTrip('LIM', 'MIA'));
    for (const offer of offers) {
      expect(offer.itineraries).toHaveLength(2);
      const [out, back] = offer.itineraries;
      expect(out?.segments[0]?.departure.iataCode).toBe('LIM');
      expect(out?.segments.at(-1)?.arrival.iataCode).toBe('MIA');
      expect(back?.segments[0]?.departure.iataCode).toBe('MIA');
      expect(back?.segments.at(-1)?.arrival.iataCode).toBe('LIM');
      expect(back?.segments[0]?.departure.at.slice(0, 10)).toBe('2026-03-12');
      const ids = offer.itineraries.flatMap((itinerary) => itinerary.segments.map((segment) => segment.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(offer.travelerPricings[0]?.fareDetailsBySegment.map((detail) => detail.segmentId)).toEqual(ids);
    }
  });

  it('offers several carriers, non-stop and connecting, cheapest first', async () => {
    const { offers, dictionaries } = await supplier.searchOffers(oneWay('BOG', 'MIA'));
    const carriers = new Set(offers.map((offer) => offer.validatingAirlineCodes?.[0]));
    expect(carriers.size).toBeGreaterThanOrEqual(3);
    expect(offers.some((offer) => offer.itineraries[0]?.segments.length === 1)).toBe(true);
    expect(offers.some((offer) => offer.itineraries[0]?.segments.length === 2)).toBe(true);
    const totals = offers.map((offer) => cents(offer.price.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const carrier of carriers) expect(dictionaries.carriers[carrier ?? '']).toBeTruthy();
    expect(dictionaries.locations.BOG).toEqual({ cityCode: 'BOG', countryCode: 'CO' });
  });

  it('prices business above economy and children and infants below adults', async () => {
    const family = { travelerInfo: { adult: 2, child: 1, infant: 1 } };
    const economy = await supplier.searchOffers(oneWay('SCL', 'MAD', '2026-03-05', family));
    const business = await supplier.searchOffers(
      oneWay('SCL', 'MAD', '2026-03-05', { ...family, cabin: 'BUSINESS' }),
    );
    const cheapest = (offers: FlightOffer[]) => Math.min(...offers.map((offer) => cents(offer.price.total)));
    expect(cheapest(business.offers)).toBeGreaterThan(2 * cheapest(economy.offers));
    for (const offer of economy.offers) {
      const [adult, , child, infant] = offer.travelerPricings;
      expect(offer.travelerPricings.map((pricing) => pricing.travelerType)).toEqual([
        'ADULT',
        'ADULT',
        'CHILD',
        'HELD_INFANT',
      ]);
      expect(infant?.associatedAdultId).toBe('1');
      const adultBase = cents(adult?.price?.base ?? '0');
      expect(Math.abs(cents(child?.price?.base ?? '0') - adultBase * 0.75)).toBeLessThanOrEqual(100);
      expect(Math.abs(cents(infant?.price?.base ?? '0') - adultBase * 0.1)).toBeLessThanOrEqual(100);
      const sum = offer.travelerPricings.reduce((total, pricing) => total + cents(pricing.price?.total), 0);
      expect(cents(offer.price.total)).toBe(sum);
      for (const pricing of offer.travelerPricings) {
        const taxes = taxesOf(pricing).reduce((total, tax) => total + cents(tax.amount), 0);
        expect(cents(pricing.price?.total)).toBe(cents(pricing.price?.base) + taxes);
      }
      expect(offer.price.total).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('charges more for the same flights closer to departure', async () => {
    const query = oneWay('MIA', 'BOG', '2026-03-20');
    const early = await supplierAt(new Date('2026-01-10T12:00:00Z')).searchOffers(query);
    const late = await supplierAt(new Date('2026-03-18T12:00:00Z')).searchOffers(query);
    const byKey = new Map(early.offers.map((offer) => [offerKey(offer), offer]));
    const pairs = late.offers.flatMap((offer) => {
      const before = byKey.get(offerKey(offer));
      return before ? [[before, offer] as const] : [];
    });
    expect(pairs.length).toBeGreaterThan(5);
    for (const [before, after] of pairs)
      expect(cents(after.price.total)).toBeGreaterThan(cents(before.price.total));
  });

  it('only returns fares matching the refundable and no-penalty flags', async () => {
    const { offers } = await supplier.searchOffers(
      oneWay('BOG', 'MIA', '2026-03-05', { refundableFare: true, noPenaltyFare: true }),
    );
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.pricingOptions).toMatchObject({ refundableFare: true, noPenaltyFare: true });
    }
    const all = await supplier.searchOffers(oneWay('BOG', 'MIA'));
    expect(all.offers.some((offer) => !offer.pricingOptions?.refundableFare)).toBe(true);
  });

  it('shows included checked bags and the price of an extra bag', async () => {
    const { offers } = await supplier.searchOffers(oneWay('BOG', 'MIA'));
    const brands = new Map(
      offers.map((offer) => [
        offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare,
        offer.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags?.quantity,
      ]),
    );
    expect(brands.get('LIGHT')).toBe(0);
    expect(brands.get('CLASSIC')).toBe(1);
    for (const offer of offers) {
      expect(extraBagsOf(offer)[0]?.type).toBe('CHECKED_BAGS');
      expect(cents(extraBagsOf(offer)[0]?.amount ?? '0')).toBeGreaterThan(0);
    }
  });

  it('finds nothing for unknown airports, the same city both ways or departures already gone', async () => {
    expect((await supplier.searchOffers(oneWay('XXX', 'BOG'))).offers).toEqual([]);
    expect((await supplier.searchOffers(oneWay('JFK', 'LGA'))).offers).toEqual([]);
    expect((await supplier.searchOffers(oneWay('BOG', 'MIA', '2026-02-01'))).offers).toEqual([]);
  });

  it('searches in well under 20 ms', async () => {
    const pairs = CITY_PAIRS.slice(0, 10);
    for (const [from, to] of pairs)
      await supplier.searchOffers(roundTrip(from, to, '2026-04-02', '2026-04-09'));
    const times: number[] = [];
    for (let day = 0; day < 5; day++) {
      for (const [from, to] of pairs) {
        const out = `2026-04-0${day + 1}`;
        const started = performance.now();
        await supplier.searchOffers(roundTrip(from, to, out, `2026-04-1${day}`));
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
    console.info(
      `builtin search: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${times.length}`,
    );
    expect(median).toBeLessThan(20);
  });
});

describe('searchOffers after other searches (the legs are memoised)', () => {
  it('answers exactly what a fresh supplier answers, whatever shared a leg before', async () => {
    let now = new Date('2026-02-10T08:05:00Z');
    const warm = createBuiltinFlightSupplier({ referenceData, clock: { now: () => now } });
    const asked = roundTrip('BOG', 'MIA', '2026-03-05', '2026-03-12');
    // The same onward leg with another return, another cabin and party, and as a one-way trip.
    await warm.searchOffers(roundTrip('BOG', 'MIA', '2026-03-05', '2026-03-19'));
    await warm.searchOffers({ ...asked, cabin: 'BUSINESS', travelerInfo: { adult: 2, child: 1, infant: 1 } });
    await warm.searchOffers(oneWay('BOG', 'MIA', '2026-03-05'));
    await warm.searchOffers(oneWay('MIA', 'BOG', '2026-03-12'));
    const fresh = await supplierAt(now).searchOffers(asked);
    expect(await warm.searchOffers(asked)).toEqual(fresh);
    expect(fresh.offers.length).toBeGreaterThan(0);

    // Departures tomorrow depend on the search hour (flights leaving within three hours are not sold).
    const tomorrow = oneWay('BOG', 'MIA', '2026-02-11');
    await warm.searchOffers(tomorrow);
    now = new Date('2026-02-11T09:30:00Z');
    const later = await warm.searchOffers(tomorrow);
    expect(later).toEqual(await supplierAt(now).searchOffers(tomorrow));
    expect(later.offers.length).toBeLessThan(
      (await supplierAt(new Date('2026-02-10T08:05:00Z')).searchOffers(tomorrow)).offers.length,
    );
  });
});

describe('searchSummaries', () => {
  it.each([
    [
      'a round trip for a family',
      { ...roundTrip('BOG', 'MIA'), travelerInfo: { adult: 2, child: 1, infant: 1 } },
    ],
    ['a one-way trip', oneWay('LIM', 'CUZ')],
    ['a business round trip', { ...roundTrip('GRU', 'EZE'), cabin: 'BUSINESS' }],
    ['refundable fares only', { ...roundTrip('MEX', 'CUN'), refundableFare: true }],
    ['a departure within the sales cut-off', oneWay('BOG', 'MDE', '2026-02-10')],
    ['an unknown airport', oneWay('BOG', 'XXX')],
  ] satisfies [string, FlightSearchQuery][])('summarises exactly the offers of %s', async (_, query) => {
    const { offers, dictionaries } = await supplier.searchOffers(query);
    const summaries = await supplier.searchSummaries?.(query);
    expect(summaries?.offers).toEqual(offers.map(summarizeOffer));
    expect(summaries?.carriers).toEqual(dictionaries.carriers);
  });
});

describe('getOffer', () => {
  it('rebuilds the exact offer from its id alone, on another replica and another day', async () => {
    const { offers } = await supplier.searchOffers(roundTrip('GRU', 'MEX'));
    const replica = supplierAt(new Date('2026-02-14T03:00:00Z'));
    for (const offer of [offers[0], offers[17], offers.at(-1)]) {
      expect(await replica.getOffer(offer?.id ?? '')).toEqual(offer);
    }
  });

  it('returns null for ids it never made', async () => {
    expect(await supplier.getOffer('not-an-offer')).toBeNull();
    expect(await supplier.getOffer('B1_GRUMEX20260305_E100_0_ajj3_zz')).toBeNull();
  });
});

describe('priceOffer', () => {
  it('confirms the same price when nothing changed', async () => {
    const { offers } = await supplier.searchOffers(
      oneWay('LIM', 'SCL', '2026-03-05', { travelerInfo: { adult: 1, child: 1, infant: 0 } }),
    );
    const offer = offers[3] as FlightOffer;
    const result = await supplier.priceOffer(offer);
    expect(result.status).toBe('priced');
    if (result.status !== 'priced') return;
    expect(result.priceChanged).toBe(false);
    expect(result.offer).toEqual(offer);
    expect(result.fareRules.rules.map((rule) => rule.category)).toEqual(['REFUND', 'EXCHANGE']);
    expect(Object.values(result.bags).map((bag) => bag.quantity)).toEqual([1, 2]);
    expect(Object.values(result.bags)[0]?.travelerIds).toEqual(['1', '2']);
  });

  it('reports a new price when re-priced days later', async () => {
    const { offers } = await supplierAt(new Date('2026-02-10T12:00:00Z')).searchOffers(
      oneWay('MIA', 'BOG', '2026-03-01'),
    );
    const later = supplierAt(new Date('2026-02-24T12:00:00Z'));
    const results = await Promise.all(offers.slice(0, 10).map((offer) => later.priceOffer(offer)));
    const changed = results.filter((result) => result.status === 'priced' && result.priceChanged);
    expect(changed.length).toBeGreaterThan(0);
    for (const result of changed) {
      if (result.status !== 'priced') continue;
      expect(result.offer.price.total).not.toBe(result.previousTotal);
    }
  });

  it('re-prices with the clock of the pricing, not an answer kept from the search', async () => {
    let now = new Date('2026-02-10T12:00:00Z');
    const same = createBuiltinFlightSupplier({ referenceData, clock: { now: () => now } });
    const { offers } = await same.searchOffers(oneWay('MIA', 'BOG', '2026-03-01'));
    now = new Date('2026-02-24T12:00:00Z');
    const fresh = supplierAt(now);
    for (const offer of offers.slice(0, 10)) {
      expect(await same.priceOffer(offer)).toEqual(await fresh.priceOffer(offer));
    }
    now = new Date('2026-03-02T00:00:00Z');
    expect(await same.priceOffer(offers[0] as FlightOffer)).toEqual({ status: 'gone' });
  });

  it('reports the offer gone once its flights have left or when it was tampered with', async () => {
    const { offers } = await supplier.searchOffers(oneWay('MIA', 'BOG', '2026-03-01'));
    const offer = offers[0] as FlightOffer;
    expect(await supplierAt(new Date('2026-03-02T00:00:00Z')).priceOffer(offer)).toEqual({ status: 'gone' });
    const tampered = structuredClone(offer);
    const segment = tampered.itineraries[0]?.segments[0];
    if (segment) segment.number = '1';
    expect(await supplier.priceOffer(tampered)).toEqual({ status: 'gone' });
    expect(await supplier.priceOffer({ ...offer, id: 'forged' })).toEqual({ status: 'gone' });
  });
});
