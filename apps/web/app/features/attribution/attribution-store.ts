import { type Attribution, captureAttribution, EMPTY_ATTRIBUTION } from '@travel/domain/attribution';
import { parse } from 'cookie';
import {
  ATTRIBUTION_COOKIE_NAME,
  ATTRIBUTION_MAX_AGE_SECONDS,
  parseAttribution,
  serializeAttribution,
  trimReferrer,
} from '../../lib/attribution-cookie';

/**
 * Until the visitor allows marketing cookies, a campaign they arrived from waits in this tab's session
 * storage (gone when the tab closes); it becomes the 23-hour cookie only with their consent.
 */
const PENDING_KEY = 'attribution:pending';

function readCookie(now: Date): Attribution | null {
  return parseAttribution(parse(document.cookie)[ATTRIBUTION_COOKIE_NAME], now);
}

function writeCookie(attribution: Attribution): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party cookie the web server reads too.
  document.cookie = `${ATTRIBUTION_COOKIE_NAME}=${serializeAttribution(attribution)}; Max-Age=${ATTRIBUTION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

function readPending(now: Date): Attribution | null {
  try {
    return parseAttribution(window.sessionStorage.getItem(PENDING_KEY), now);
  } catch {
    return null;
  }
}

/**
 * On arrival: a landing with campaign parameters (utm_source, utm_medium, affiliateId) replaces what
 * was kept; without them, what was kept stays. Stored as a cookie when marketing is allowed, held for
 * this tab otherwise.
 */
export function captureLanding(
  landing: { search: string; referrer: string },
  marketingAllowed: boolean,
  now: Date,
) {
  const previous = readCookie(now) ?? readPending(now) ?? EMPTY_ATTRIBUTION;
  const captured = captureAttribution(
    previous,
    { search: landing.search, referrer: trimReferrer(landing.referrer) ?? '' },
    now,
  );
  if (captured === previous || captured.timestamp === null) {
    if (marketingAllowed) persistPending(now);
    return;
  }
  if (marketingAllowed) writeCookie(captured);
  else {
    try {
      window.sessionStorage.setItem(PENDING_KEY, serializeAttribution(captured));
    } catch {
      // Storage refused (private mode): the campaign is simply not kept.
    }
  }
}

/** Marketing was just allowed: the campaign held for this tab becomes the cookie. */
export function persistPending(now: Date): void {
  const pending = readPending(now);
  if (!pending) return;
  writeCookie(pending);
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing to clean up.
  }
}

/** Marketing was refused or withdrawn: nothing of the campaign is kept. */
export function forgetAttribution(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie this module writes.
  document.cookie = `${ATTRIBUTION_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing to clean up.
  }
}
