/**
 * The ranking's last tie-break, which fixes the order of a search's offers (and so their ids): the
 * candidates' identities "planKey/planKey/BRAND" under the default collator. Ties are common (a
 * carrier's non-stops on a route share price and duration), so this compares the parts in place
 * rather than joining them: the first differing plan decides, as its key's first differing
 * character would in the joined text. A key that is a prefix of another is followed there by '/' in
 * one text and '+' (its next flight) in the other, and the collator puts '/' first, as it puts the
 * shorter key first; departure instants have a fixed width, so no other character can follow.
 */
const compareText = new Intl.Collator().compare;

export interface RankedIdentity {
  plans: ReadonlyArray<{ readonly key: string }>;
  family: { readonly brand: string };
}

export function compareIdentities(a: RankedIdentity, b: RankedIdentity): number {
  const legs = Math.min(a.plans.length, b.plans.length);
  for (let leg = 0; leg < legs; leg++) {
    const planA = a.plans[leg];
    const planB = b.plans[leg];
    if (planA === planB || !planA || !planB) continue;
    const order = compareText(planA.key, planB.key);
    if (order !== 0) return order;
  }
  // Every candidate of a search flies as many legs; were it not so, the joined texts would decide.
  if (a.plans.length !== b.plans.length) return compareText(joinedIdentity(a), joinedIdentity(b));
  return compareText(a.family.brand, b.family.brand);
}

/** The identity as one text, as the ranking first compared it. */
export function joinedIdentity(candidate: RankedIdentity): string {
  return `${candidate.plans.map((plan) => plan.key).join('/')}/${candidate.family.brand}`;
}
