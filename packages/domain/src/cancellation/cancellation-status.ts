/** A cancellation request's life: received → in_review → refunded | rejected. */
export const CANCELLATION_STATUSES = ['received', 'in_review', 'refunded', 'rejected'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/** A request still open: a booking has at most one of these. */
export const OPEN_CANCELLATION_STATUSES = ['received', 'in_review'] as const satisfies CancellationStatus[];

const NEXT: Record<CancellationStatus, readonly CancellationStatus[]> = {
  received: ['in_review', 'rejected'],
  in_review: ['refunded', 'rejected'],
  refunded: [],
  rejected: [],
};

export function canMoveCancellation(from: CancellationStatus, to: CancellationStatus): boolean {
  return NEXT[from].includes(to);
}

/** The request's number as the traveller quotes it: CX- and 8 letters or digits without look-alikes. */
export function buildCancellationNumber(random: Uint8Array): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  if (random.length < 8) throw new Error('a cancellation number needs 8 random bytes');
  let out = '';
  for (let i = 0; i < 8; i += 1) out += alphabet[(random[i] ?? 0) % alphabet.length];
  return `CX-${out}`;
}
