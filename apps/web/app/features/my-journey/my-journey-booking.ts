/** The booking found by the lookup, kept for the detail page in this tab only (sessionStorage). */
export type FoundBooking = { referenceId: string } & Record<string, unknown>;

const KEY = 'my-journey-booking';

export function saveFoundBooking(booking: FoundBooking): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(booking));
  } catch {
    // Private mode or full storage: navigation state still carries it.
  }
}

export function readFoundBooking(state: unknown): FoundBooking | null {
  const fromState = (state as { booking?: FoundBooking } | null)?.booking;
  if (fromState?.referenceId) return fromState;
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as FoundBooking | null;
    return stored?.referenceId ? stored : null;
  } catch {
    return null;
  }
}
