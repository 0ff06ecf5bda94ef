import {
  type Breakpoint,
  DEVICE_DEFAULT_BREAKPOINTS,
  isBreakpoint,
  VIEWPORT_COOKIE,
} from '@travel/domain/viewport';
import { parse } from 'cookie';

/**
 * The breakpoint the server renders for (spec §9): the one the browser reported in the viewport
 * cookie or, before it has, the device's default guessed from the request (Client Hints' mobile flag,
 * then the User-Agent): a phone gets the phone layout from the first byte.
 */
export function readRequestViewport(request: Request): Breakpoint {
  const reported = parse(request.headers.get('cookie') ?? '')[VIEWPORT_COOKIE.name];
  if (reported && isBreakpoint(reported)) return reported;
  if (request.headers.get('sec-ch-ua-mobile') === '?1') return DEVICE_DEFAULT_BREAKPOINTS.mobile;
  const userAgent = request.headers.get('user-agent') ?? '';
  if (/iPad|Tablet|Android(?!.*Mobile)|Silk|Kindle/i.test(userAgent))
    return DEVICE_DEFAULT_BREAKPOINTS.tablet;
  if (/Mobi|iPhone|iPod|Android.*Mobile|Opera Mini|IEMobile/i.test(userAgent))
    return DEVICE_DEFAULT_BREAKPOINTS.mobile;
  return DEVICE_DEFAULT_BREAKPOINTS.desktop;
}
