import { parse } from 'cookie';
import { ATTRIBUTION_COOKIE_NAME, attributionInfoData, parseAttribution } from './attribution-cookie';

/** The `infoData` for the API calls a page's server makes on the visitor's behalf (search, cart). */
export function readRequestInfoData(request: Request, now = new Date()) {
  const value = parse(request.headers.get('cookie') ?? '')[ATTRIBUTION_COOKIE_NAME];
  return attributionInfoData(parseAttribution(value, now), now);
}
