/** Spec §9 breakpoints: minimum width in CSS pixels, smallest first. */
export const BREAKPOINTS = [
  ['xs', 320],
  ['sm', 640],
  ['md', 768],
  ['md-sm', 820],
  ['lg', 1024],
  ['lg-md', 1250],
  ['xl', 1280],
  ['2xl', 1536],
] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number][0];

export const FALLBACK_BREAKPOINT: Breakpoint = 'lg';
/** Spec §9: what the server assumes per device before the browser reports a width. */
export const DEVICE_DEFAULT_BREAKPOINTS = {
  desktop: 'lg',
  tablet: 'md',
  mobile: 'xs',
} as const satisfies Record<string, Breakpoint>;

/** Spec §9 viewport cookie: name 'viewport', 365 days, strict same-site, secure. */
export const VIEWPORT_COOKIE = {
  name: 'viewport',
  maxAgeDays: 365,
  sameSite: 'strict',
  secure: true,
} as const;

/** The largest breakpoint whose minimum the width reaches; below 320 is still xs; unknown → lg. */
export function getBreakpoint(width: number | null | undefined): Breakpoint {
  if (width === null || width === undefined || !Number.isFinite(width) || width < 0)
    return FALLBACK_BREAKPOINT;
  let current: Breakpoint = 'xs';
  for (const [name, min] of BREAKPOINTS) if (width >= min) current = name;
  return current;
}

export function isBreakpoint(value: string): value is Breakpoint {
  return BREAKPOINTS.some(([name]) => name === value);
}
