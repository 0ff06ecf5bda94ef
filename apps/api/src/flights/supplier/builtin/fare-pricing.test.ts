import { describe, expect, it } from 'vitest';
import { advanceBp, applyBp, distanceFareCents, formatCents, legBaseFareCents } from './fare-pricing.ts';

describe('applyBp', () => {
  it('multiplies integer cents by basis points rounding half to even', () => {
    expect(applyBp(10_000, 12_345)).toBe(12_345);
    expect(applyBp(1, 5_000)).toBe(0);
    expect(applyBp(3, 5_000)).toBe(2);
    expect(applyBp(999, 10_000)).toBe(999);
  });
});

describe('formatCents', () => {
  it('writes cents as an Amadeus decimal string', () => {
    expect(formatCents(93_270)).toBe('932.70');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
  });
});

describe('legBaseFareCents', () => {
  const input = {
    distanceKm: 2400,
    cabin: 'ECONOMY' as const,
    departureDate: '2026-05-13',
    daysToDeparture: 30,
    stops: 1,
    carrierBp: 10_000,
    demandBp: 10_000,
  };

  it('charges more for longer distances, later bookings and higher cabins', () => {
    const base = legBaseFareCents(input);
    expect(legBaseFareCents({ ...input, distanceKm: 6000 })).toBeGreaterThan(base);
    expect(legBaseFareCents({ ...input, daysToDeparture: 2 })).toBeGreaterThan(base);
    expect(legBaseFareCents({ ...input, cabin: 'BUSINESS' })).toBeGreaterThan(3 * base);
    expect(legBaseFareCents({ ...input, departureDate: '2026-12-18' })).toBeGreaterThan(base);
    expect(Number.isInteger(base)).toBe(true);
  });

  it('tapers the price per kilometre with distance', () => {
    expect(distanceFareCents(2000) - distanceFareCents(1000)).toBeLessThan(distanceFareCents(1000));
    expect(advanceBp(1)).toBeGreaterThan(advanceBp(10));
  });
});
