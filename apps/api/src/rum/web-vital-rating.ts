import type { WebVitalName, WebVitalRating } from '@travel/contract/web-vitals';
import type { Breakpoint } from '@travel/domain/viewport';

/**
 * Google's Core Web Vitals thresholds [good up to, poor above], the same the web-vitals library rates
 * by: the API rates each value itself rather than trust the rating a page sends.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value > poor) return 'poor';
  return value > good ? 'needs-improvement' : 'good';
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** The spec §9 breakpoints grouped as the report reads them: phones, tablets, wider screens. */
export function classifyDevice(breakpoint: Breakpoint): DeviceClass {
  if (breakpoint === 'xs' || breakpoint === 'sm') return 'mobile';
  if (breakpoint === 'md' || breakpoint === 'md-sm') return 'tablet';
  return 'desktop';
}
