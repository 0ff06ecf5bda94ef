import type { FlightOffer, FlightSegment, TravelerPricing } from '../offers/flight-offer.schemas.ts';

/** Test-data builders shared by the domain, API and web tests. Deterministic: no clock, no Math.random. */

export type SegmentSpec = {
  from: string;
  to: string;
  /** Local date-time, e.g. '2027-03-10T07:45:00'. */
  departureAt: string;
  arrivalAt: string;
  carrierCode?: string;
  number?: string;
  duration?: string;
  numberOfStops?: number;
};

export type OfferSpec = {
  id?: string;
  total?: string;
  currency?: string;
  /** One entry per itinerary (onward, then return). */
  itineraries?: { duration?: string; segments: SegmentSpec[] }[];
  refundable?: boolean;
  noPenalty?: boolean;
  /** Traveller types, one pricing each ('ADULT', 'CHILD', 'HELD_INFANT'). */
  travelers?: string[];
  /** Chargeable checked bags already on the offer, per segment id, for every traveller. */
  chargeableBags?: Record<string, number>;
  includedBags?: number;
};

const DEFAULT_ITINERARIES: NonNullable<OfferSpec['itineraries']> = [
  {
    duration: 'PT3H30M',
    segments: [
      { from: 'BOG', to: 'MIA', departureAt: '2027-03-10T07:45:00', arrivalAt: '2027-03-10T12:15:00' },
    ],
  },
];

export function buildFlightOffer(spec: OfferSpec = {}): FlightOffer {
  let segmentId = 0;
  const itineraries = (spec.itineraries ?? DEFAULT_ITINERARIES).map((itinerary) => ({
    ...(itinerary.duration ? { duration: itinerary.duration } : {}),
    segments: itinerary.segments.map(
      (s): FlightSegment => ({
        id: String(++segmentId),
        departure: { iataCode: s.from, at: s.departureAt },
        arrival: { iataCode: s.to, at: s.arrivalAt },
        carrierCode: s.carrierCode ?? 'AV',
        number: s.number ?? String(100 + segmentId),
        ...(s.duration ? { duration: s.duration } : {}),
        numberOfStops: s.numberOfStops ?? 0,
      }),
    ),
  }));
  const segmentIds = itineraries.flatMap((i) => i.segments.map((s) => s.id));
  const currency = spec.currency ?? 'USD';
  const total = spec.total ?? '350.00';
  const travelerPricings = (spec.travelers ?? ['ADULT']).map(
    (travelerType, i): TravelerPricing => ({
      travelerId: String(i + 1),
      fareOption: 'STANDARD',
      travelerType,
      price: { currency, total },
      fareDetailsBySegment: segmentIds.map((segmentId) => {
        const chargeable = spec.chargeableBags?.[segmentId];
        return {
          segmentId,
          cabin: 'ECONOMY',
          includedCheckedBags: { quantity: spec.includedBags ?? 0 },
          ...(chargeable ? { additionalServices: { chargeableCheckedBags: { quantity: chargeable } } } : {}),
        };
      }),
    }),
  );
  return {
    type: 'flight-offer',
    id: spec.id ?? '1',
    source: 'GDS',
    oneWay: itineraries.length === 1,
    numberOfBookableSeats: 9,
    itineraries,
    price: { currency, total, base: total, grandTotal: total },
    pricingOptions: {
      fareType: ['PUBLISHED'],
      includedCheckedBagsOnly: false,
      refundableFare: spec.refundable ?? false,
      noPenaltyFare: spec.noPenalty ?? false,
    },
    validatingAirlineCodes: [itineraries[0]?.segments[0]?.carrierCode ?? 'AV'],
    travelerPricings,
  };
}

/** mulberry32: a tiny seeded generator, so generated data is the same on every run. */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const GENERATED_CARRIERS = ['AV', 'LA', 'CM', 'AA', 'UA', 'DL', 'IB', 'AR', 'G3', 'JA'] as const;
const HUBS = ['PTY', 'MIA', 'LIM', 'BOG', 'SCL'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const at = (day: number, minutes: number) =>
  `2027-03-${pad(day + Math.floor(minutes / 1440))}T${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}:00`;
const isoDuration = (minutes: number) => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;

/** `count` varied one-way offers BOG→MEX: 0-2 stops, all times of day, 10 carriers, fare flags. */
export function generateFlightOffers(count: number, seed = 42): FlightOffer[] {
  const random = createSeededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const offers: FlightOffer[] = [];
  for (let i = 0; i < count; i++) {
    const stops = Math.floor(random() * 3);
    const carrierCode = pick(GENERATED_CARRIERS);
    let clock = Math.floor(random() * 1440);
    const start = clock;
    const airports = ['BOG', ...Array.from({ length: stops }, () => pick(HUBS)), 'MEX'];
    const segments: SegmentSpec[] = [];
    for (let s = 0; s < airports.length - 1; s++) {
      const flight = 90 + Math.floor(random() * 300);
      const layover = s > 0 ? 45 + Math.floor(random() * 240) : 0;
      clock += layover;
      segments.push({
        from: airports[s] as string,
        to: airports[s + 1] as string,
        departureAt: at(10, clock),
        arrivalAt: at(10, clock + flight),
        carrierCode,
        duration: isoDuration(flight),
      });
      clock += flight;
    }
    const cents = 15000 + Math.floor(random() * 150000);
    offers.push(
      buildFlightOffer({
        id: String(i + 1),
        total: `${Math.floor(cents / 100)}.${pad(cents % 100)}`,
        itineraries: [{ duration: isoDuration(clock - start), segments }],
        refundable: random() < 0.3,
        noPenalty: random() < 0.2,
      }),
    );
  }
  return offers;
}
