import { type OfferView, parseIsoDurationMinutes } from './offer-view.ts';

/**
 * Round trips, step one: each distinct outbound once, represented by its cheapest offer (the "desde"
 * round-trip price), in the order the outbounds first appear. Filter before grouping, so a fare
 * filter (refundable…) picks the cheapest fare that passes it.
 */
export function groupByOutbound(views: readonly OfferView[]): OfferView[] {
  const cheapest = new Map<string, OfferView>();
  for (const view of views) {
    const current = cheapest.get(view.outboundKey);
    if (!current || view.priceMinor < current.priceMinor) cheapest.set(view.outboundKey, view);
  }
  return [...cheapest.values()].sort((a, b) => a.index - b.index);
}

/**
 * Round trips, step two: the offers that fly the chosen outbound, each a whole round trip with its
 * own return and fare; cheapest first, then the shorter return, then the supplier's order.
 */
export function listReturnsFor(views: readonly OfferView[], outboundKey: string): OfferView[] {
  const returnMinutes = (view: OfferView) => {
    const duration = view.offer.itineraries[1]?.duration;
    return duration ? parseIsoDurationMinutes(duration) : 0;
  };
  return views
    .filter((view) => view.outboundKey === outboundKey)
    .sort((a, b) => a.priceMinor - b.priceMinor || returnMinutes(a) - returnMinutes(b) || a.index - b.index);
}
