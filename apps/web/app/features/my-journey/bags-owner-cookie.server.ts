import { serialize } from 'cookie';
import { z } from 'zod';
import { type Locale, localizePath } from '../../lib/locale';
import { isHttpsRequest, readJsonCookie } from '../../lib/request-cookies.server';

/**
 * The owner's proof of a bag addition on its way through the gateway's hosted page. The add-bags page
 * carries the proof in its forms' hidden fields; the gateway's return is a GET that cannot post them
 * back, so paying also leaves them here, for that page only, to open it again after a declined or
 * cancelled payment without the e-mail in any URL. HttpOnly, one hour, scoped to the page's path.
 */
export const BAGS_OWNER_COOKIE_NAME = 'bags_owner';
const MAX_AGE_SECONDS = 60 * 60;

const BagsOwnerCookieSchema = z.object({
  referenceId: z.string().min(1).max(20),
  email: z.string().min(3).max(254),
  /** The quantities chosen, by field name, to show them again. */
  chosen: z.record(z.string().max(200), z.number().int().min(1).max(9)),
});
export type BagsOwnerCookie = z.infer<typeof BagsOwnerCookieSchema>;

export function readBagsOwnerCookie(request: Request): BagsOwnerCookie | null {
  return readJsonCookie(request, BAGS_OWNER_COOKIE_NAME, BagsOwnerCookieSchema);
}

export function serializeBagsOwnerCookie(owner: BagsOwnerCookie, request: Request, locale: Locale): string {
  return serialize(BAGS_OWNER_COOKIE_NAME, JSON.stringify(owner), {
    path: localizePath('/user/my-journey/add-bags', locale),
    httpOnly: true,
    // Lax: the gateway's return and our redirect to this page are top-level GET navigations.
    sameSite: 'lax',
    secure: isHttpsRequest(request),
    maxAge: MAX_AGE_SECONDS,
  });
}
