import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../../platform/reference-data/reference-data.loader.ts';
import { createNetwork, type ItineraryPlan, type Network } from './flight-inventory.ts';
import { legItineraries, planLegSorted } from './leg-itineraries.ts';
import { addDays } from './local-time.ts';

const DAY = 86_400_000;

let network: Network;

beforeAll(async () => {
  const referenceData = await loadReferenceData();
  network = createNetwork(
    referenceData.airports,
    referenceData.airlines.map((airline) => airline.iataCode),
  );
});

/** What a traveller sees of a plan: its flights, their instants and the plan's identity. */
function described(plans: readonly ItineraryPlan[]) {
  return plans.map((plan) => ({
    key: plan.key,
    validatingCarrier: plan.validatingCarrier,
    distanceKm: plan.distanceKm,
    flights: plan.flights.map((flight) => [
      flight.from.iataCode,
      flight.to.iataCode,
      flight.carrier,
      flight.number,
      flight.aircraft,
      flight.departureUtc,
      flight.arrivalUtc,
    ]),
  }));
}

function airport(code: string) {
  const found = network.airports.get(code);
  if (!found) throw new Error(`no airport ${code}`);
  return found;
}

const NEVER = Number.NEGATIVE_INFINITY;

describe('legItineraries', () => {
  // Routes whose ends or hubs change offset during the year (the United States, Chile, Paraguay,
  // Spain, Cuba) and routes that never do, over dates on both sides of those changes.
  const routes = [
    ['BOG', 'MIA'],
    ['SCL', 'EZE'],
    ['ASU', 'GRU'],
    ['EZE', 'MAD'],
    ['LIM', 'CUZ'],
    ['MEX', 'LAX'],
    ['HAV', 'PTY'],
    ['PMC', 'SCL'],
  ] as const;
  const starts = ['2026-03-01', '2026-03-25', '2026-04-01', '2026-09-01', '2026-10-20', '2026-10-30'];

  it('gives every date the itineraries planned for it, across changes of offset', () => {
    for (const [from, to] of routes) {
      for (const start of starts) {
        for (let offset = 0; offset < 14; offset++) {
          const date = addDays(start, offset);
          const planned = planLegSorted(network, airport(from), airport(to), date, NEVER).slice(0, 90);
          const answered = legItineraries(network, airport(from), airport(to), date, NEVER, 90);
          expect(described(answered), `${from}-${to} on ${date}`).toEqual(described(planned));
        }
      }
    }
  });

  it('drops the flights inside the sales cut-off on the day it is asked', () => {
    const date = '2026-05-14';
    const noon = Date.parse(`${date}T17:00:00Z`);
    const answered = legItineraries(network, airport('BOG'), airport('MIA'), date, noon, 90);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((plan) => (plan.flights[0]?.departureUtc ?? 0) >= noon)).toBe(true);
    expect(described(answered)).toEqual(
      described(planLegSorted(network, airport('BOG'), airport('MIA'), date, noon).slice(0, 90)),
    );
  });

  it('answers a later date with that date’s flights, not a copy of the first date’s', () => {
    const first = legItineraries(network, airport('LIM'), airport('SCL'), '2026-06-10', NEVER, 40);
    const week = legItineraries(network, airport('LIM'), airport('SCL'), '2026-06-17', NEVER, 40);
    expect(week.map((plan) => plan.flights[0]?.departureUtc)).toEqual(
      first.map((plan) => (plan.flights[0]?.departureUtc ?? 0) + 7 * DAY),
    );
    expect(week[0]?.key).not.toBe(first[0]?.key);
  });
});
