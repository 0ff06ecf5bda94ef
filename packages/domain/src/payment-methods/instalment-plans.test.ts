import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyFromMinor, toMinorUnits } from '../money/money.ts';
import {
  annualiseMonthlyRate,
  findInstalmentPlan,
  listCommonInstalmentPlans,
  listInstalmentBrands,
  listInstalmentPlans,
} from './instalment-plans.ts';

const usd = (minor: number) => moneyFromMinor(minor, 'USD');
const minor = (list: ReturnType<typeof usd>[]) => list.map(toMinorUnits);

describe('listInstalmentPlans', () => {
  it('offers Mexican Visa, Mastercard and Amex 3, 6, 9 and 12 meses sin intereses', () => {
    for (const brand of ['visa', 'mastercard', 'amex']) {
      const free = listInstalmentPlans({ country: 'MX', brand, price: usd(100_000) }).filter(
        (p) => p.interestFree,
      );
      expect(free.map((p) => p.count)).toEqual([3, 6, 9, 12]);
      expect(free.every((p) => p.style === 'msi' && p.legalCost === null)).toBe(true);
    }
  });

  it('splits an interest-free plan into instalments that add up to the price, odd cents first', () => {
    const plan = findInstalmentPlan({ country: 'MX', brand: 'visa', price: usd(100_000) }, 6);
    expect(minor(plan?.instalments ?? [])).toEqual([16_667, 16_667, 16_667, 16_667, 16_666, 16_666]);
    expect(toMinorUnits(plan?.instalment ?? usd(0))).toBe(16_667);
    expect(toMinorUnits(plan?.total ?? usd(0))).toBe(100_000);
  });

  it('charges interest on Brazilian 12 parcelas at 1.99 % a month and states the CET', () => {
    const plan = findInstalmentPlan({ country: 'BR', brand: 'mastercard', price: usd(100_000) }, 12);
    expect(plan?.interestFree).toBe(false);
    expect(plan?.monthlyRateBp).toBe(199);
    // 1000 × 0.0199 / (1 − 1.0199^−12) = 94.5049… → 94.51 (rounded up).
    expect(toMinorUnits(plan?.instalment ?? usd(0))).toBe(9_451);
    expect(toMinorUnits(plan?.total ?? usd(0))).toBe(113_412);
    // (1.0199)^12 − 1 = 26.68 % a year.
    expect(plan?.legalCost).toEqual({ kind: 'CET', annualBp: 2_668 });
    expect(plan?.style).toBe('parcelas');
  });

  it("includes Argentina's 21 % IVA on interest in the CFT, and shows a CFT of 0 % for cuotas sin interés", () => {
    const plans = listInstalmentPlans({ country: 'AR', brand: 'visa', price: usd(50_000) });
    expect(plans.map((p) => p.count)).toEqual([3, 6, 12]);
    expect(plans[0]?.legalCost).toEqual({ kind: 'CFT', annualBp: 0 });
    // 5.5 % × 1.21 = 6.655 % a month → (1.06655)^12 − 1 = 116.66 % a year.
    expect(plans[2]?.legalCost).toEqual({ kind: 'CFT', annualBp: 11_666 });
  });

  it('gives Amex in Argentina only 3 cuotas sin interés', () => {
    const plans = listInstalmentPlans({ country: 'AR', brand: 'amex', price: usd(50_000) });
    expect(plans.map((p) => [p.count, p.interestFree])).toEqual([
      [3, true],
      [12, false],
    ]);
  });

  it('offers Colombian cuotas with interest only', () => {
    const plans = listInstalmentPlans({ country: 'CO', brand: 'visa', price: usd(50_000) });
    expect(plans.map((p) => p.count)).toEqual([3, 6, 12, 24]);
    expect(plans.some((p) => p.interestFree)).toBe(false);
  });

  it('offers nothing for a country without plans, an unknown brand or a zero price', () => {
    expect(listInstalmentPlans({ country: 'US', brand: 'visa', price: usd(10_000) })).toEqual([]);
    expect(listInstalmentPlans({ country: 'MX', brand: 'jcb', price: usd(10_000) })).toEqual([]);
    expect(listInstalmentPlans({ country: 'MX', brand: null, price: usd(10_000) })).toEqual([]);
    expect(listInstalmentPlans({ country: 'MX', brand: 'visa', price: usd(0) })).toEqual([]);
    expect(findInstalmentPlan({ country: 'MX', brand: 'visa', price: usd(10_000) }, 5)).toBeUndefined();
  });
});

describe('annualiseMonthlyRate', () => {
  it('compounds a monthly rate over twelve months (1 % a month is 12.68 % a year)', () => {
    expect(annualiseMonthlyRate(100)).toBe(1_268);
    expect(annualiseMonthlyRate(0)).toBe(0);
  });
});

describe('listInstalmentBrands', () => {
  it('names the brands with a plan in a country', () => {
    expect(listInstalmentBrands('mx').sort()).toEqual(['amex', 'mastercard', 'visa']);
    expect(listInstalmentBrands(null)).toEqual([]);
  });
});

describe('properties', () => {
  it('an interest-free plan totals the price; one with interest repays at least its present value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.constantFrom('MX', 'BR', 'AR', 'CO', 'CL', 'PE'),
        (price, country) => {
          for (const plan of listInstalmentPlans({ country, brand: 'visa', price: usd(price) })) {
            const parts = minor(plan.instalments);
            expect(parts).toHaveLength(plan.count);
            expect(parts.reduce((a, b) => a + b, 0)).toBe(toMinorUnits(plan.total));
            if (plan.interestFree) {
              expect(toMinorUnits(plan.total)).toBe(price);
              expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
            } else {
              const rate = plan.monthlyRateBp / 10_000;
              const presentValue = parts.reduce((sum, part, i) => sum + part / (1 + rate) ** (i + 1), 0);
              expect(presentValue).toBeGreaterThanOrEqual(price - 1e-6);
              expect(presentValue).toBeLessThan(price + plan.count);
            }
          }
        },
      ),
    );
  });
});

describe('listCommonInstalmentPlans', () => {
  it('offers before the card is known only what every brand gets alike', () => {
    expect(listCommonInstalmentPlans({ country: 'MX', price: usd(100_000) }).map((p) => p.count)).toEqual([
      3, 6, 9, 12,
    ]);
    // Amex in Argentina has 3 cuotas sin interés only; 12 cuotas carry the same rate for every brand.
    expect(listCommonInstalmentPlans({ country: 'AR', price: usd(100_000) }).map((p) => p.count)).toEqual([
      3, 12,
    ]);
    expect(listCommonInstalmentPlans({ country: 'US', price: usd(100_000) })).toEqual([]);
  });
});
