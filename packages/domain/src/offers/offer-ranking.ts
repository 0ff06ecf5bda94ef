import type { OfferView } from './offer-view.ts';

/**
 * The "best" rule (docs/decisions/016): each offer is measured against the cheapest and the fastest
 * of the list it is ranked in, so the score means the same on a cheap domestic hop and a long-haul
 * trip. Lower is better:
 *
 *   score = price / cheapest price + 0.5 × duration / shortest duration + 0.25 × stops
 *
 * A flight 10 % dearer than the cheapest ranks above it when it saves more than a fifth of the
 * shortest duration, or one stop.
 */
export const BEST_WEIGHTS = { price: 1, duration: 0.5, stop: 0.25 } as const;

/** What a list's "best" scores are relative to: its cheapest price and its shortest duration. */
function bestBases(views: readonly OfferView[]): { price: number; duration: number } {
  let cheapest = Number.POSITIVE_INFINITY;
  let fastest = Number.POSITIVE_INFINITY;
  for (const view of views) {
    cheapest = Math.min(cheapest, view.priceMinor);
    fastest = Math.min(fastest, view.durationMinutes);
  }
  // A free fare or a zero duration (an offer without one) must not divide by zero.
  return { price: Math.max(cheapest, 1), duration: Math.max(fastest, 1) };
}

function bestScore(view: OfferView, bases: { price: number; duration: number }): number {
  return (
    (BEST_WEIGHTS.price * view.priceMinor) / bases.price +
    (BEST_WEIGHTS.duration * view.durationMinutes) / bases.duration +
    BEST_WEIGHTS.stop * view.stops
  );
}

/** Scores by offer id for the "best" order; ranking is relative to `views`, so pass the whole list. */
export function scoreBestOffers(views: readonly OfferView[]): Map<string, number> {
  const scores = new Map<string, number>();
  if (views.length === 0) return scores;
  const bases = bestBases(views);
  for (const view of views) scores.set(view.id, bestScore(view, bases));
  return scores;
}

/** Best first; equal scores keep the supplier's order. */
export function sortByBest(views: readonly OfferView[]): OfferView[] {
  const scores = scoreBestOffers(views);
  return [...views].sort((a, b) => (scores.get(a.id) ?? 0) - (scores.get(b.id) ?? 0) || a.index - b.index);
}

export const RESULT_TABS = ['best', 'cheapest', 'fastest'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

/** What a results tab shows before it is opened: the price and duration of its first offer. */
export type TabLead = { id: string; priceMinor: number; durationMinutes: number };

function toLead(view: OfferView): TabLead {
  return { id: view.id, priceMinor: view.priceMinor, durationMinutes: view.durationMinutes };
}

/** The view with the lowest `field` (the supplier's first among equals): a sort's first, without the sort. */
function firstBy(views: readonly OfferView[], field: (view: OfferView) => number): OfferView | undefined {
  let first: OfferView | undefined;
  let lowest = Number.POSITIVE_INFINITY;
  for (const view of views) {
    const value = field(view);
    if (!first || value < lowest || (value === lowest && view.index < first.index)) {
      first = view;
      lowest = value;
    }
  }
  return first;
}

/** The first offer of each tab: best score, lowest price, shortest duration (null for an empty list). */
export function pickTabLeads(views: readonly OfferView[]): Record<ResultTab, TabLead | null> {
  const bases = bestBases(views);
  const best = firstBy(views, (view) => bestScore(view, bases));
  const cheapest = firstBy(views, (view) => view.priceMinor);
  const fastest = firstBy(views, (view) => view.durationMinutes);
  return {
    best: best ? toLead(best) : null,
    cheapest: cheapest ? toLead(cheapest) : null,
    fastest: fastest ? toLead(fastest) : null,
  };
}
