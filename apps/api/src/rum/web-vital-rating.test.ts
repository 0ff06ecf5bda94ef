import type { Breakpoint } from '@travel/domain/viewport';
import { describe, expect, it } from 'vitest';
import { classifyDevice, rateWebVital } from './web-vital-rating.ts';

describe('rateWebVital', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2500.1, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1801, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('rates %s %d as %s (a threshold itself is the better side)', (name, value, rating) => {
    expect(rateWebVital(name, value)).toBe(rating);
  });
});

describe('classifyDevice', () => {
  it('groups the breakpoints as phones, tablets and wider screens', () => {
    expect(
      ['xs', 'sm', 'md', 'md-sm', 'lg', 'lg-md', 'xl', '2xl'].map((breakpoint) =>
        classifyDevice(breakpoint as Breakpoint),
      ),
    ).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop', 'desktop', 'desktop']);
  });
});
