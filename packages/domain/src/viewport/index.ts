export {
  BREAKPOINTS,
  type Breakpoint,
  DEVICE_DEFAULT_BREAKPOINTS,
  FALLBACK_BREAKPOINT,
  getBreakpoint,
  isBreakpoint,
  VIEWPORT_COOKIE,
} from './breakpoints.ts';
