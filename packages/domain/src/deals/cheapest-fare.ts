/** A priced date of a route, its amount in minor units of one currency (USD). */
export type DatedFare = { departureDate: string; amountMinor: number };

/** The cheapest fare; on a tie the earlier departure, which a traveller can plan for sooner. */
export function pickCheapestFare<F extends DatedFare>(fares: readonly F[]): F | undefined {
  let best: F | undefined;
  for (const fare of fares) {
    if (
      !best ||
      fare.amountMinor < best.amountMinor ||
      (fare.amountMinor === best.amountMinor && fare.departureDate < best.departureDate)
    ) {
      best = fare;
    }
  }
  return best;
}

/** Deals cheapest first, then by departure date, then by destination, so the order never wobbles. */
export function sortFaresByPrice<F extends DatedFare & { destination: string }>(fares: readonly F[]): F[] {
  return [...fares].sort(
    (a, b) =>
      a.amountMinor - b.amountMinor ||
      a.departureDate.localeCompare(b.departureDate) ||
      a.destination.localeCompare(b.destination),
  );
}
