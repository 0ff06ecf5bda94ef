import { describe, expect, it } from 'vitest';
import { DEVICE_DEFAULT_BREAKPOINTS, getBreakpoint, isBreakpoint, VIEWPORT_COOKIE } from './breakpoints.ts';

describe('getBreakpoint', () => {
  it.each([
    [0, 'xs'],
    [319, 'xs'],
    [320, 'xs'],
    [639, 'xs'],
    [640, 'sm'],
    [768, 'md'],
    [819, 'md'],
    [820, 'md-sm'],
    [1024, 'lg'],
    [1249, 'lg'],
    [1250, 'lg-md'],
    [1280, 'xl'],
    [1535, 'xl'],
    [1536, '2xl'],
    [3840, '2xl'],
  ] as const)('gives %i px the %s breakpoint', (width, breakpoint) => {
    expect(getBreakpoint(width)).toBe(breakpoint);
  });
  it('falls back to lg when the width is unknown', () => {
    for (const width of [undefined, null, Number.NaN, -1]) expect(getBreakpoint(width)).toBe('lg');
  });
});

describe('isBreakpoint', () => {
  it('recognises the names, e.g. from the viewport cookie', () => {
    expect(isBreakpoint('md-sm')).toBe(true);
    expect(isBreakpoint('xxl')).toBe(false);
    expect(VIEWPORT_COOKIE.name).toBe('viewport');
    expect(DEVICE_DEFAULT_BREAKPOINTS).toEqual({ desktop: 'lg', tablet: 'md', mobile: 'xs' });
  });
});
