/**
 * Seeded exchange rates: units of each allowed currency (spec §9) per US dollar, dated, scaled by 10^4.
 * They are a starting table for an offline site; a rate feed adds newer dated rows, and the newest row
 * on or before a date is the one used.
 */
export const SEED_RATE_DATE = '2026-11-01';
export const SEED_RATE_SCALE = 4;

export const SEED_RATES_PER_USD: Readonly<Record<string, number>> = {
  USD: 10_000,
  ARS: 14_500_000,
  BOB: 69_100,
  BRL: 53_500,
  CLP: 9_400_000,
  COP: 39_000_000,
  EUR: 8_600,
  FKP: 7_600,
  GBP: 7_600,
  GYD: 2_092_000,
  INR: 885_000,
  MXN: 184_000,
  PEN: 33_800,
  PYG: 71_000_000,
  SRD: 385_000,
  UYU: 401_000,
  VES: 2_300_000,
};
