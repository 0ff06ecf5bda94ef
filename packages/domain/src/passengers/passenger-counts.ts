import { z } from 'zod';

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** Spec §5 bounds per type, and §9: at most 9 travellers in total. */
export const PASSENGER_LIMITS: Readonly<Record<PassengerType, { min: number; max: number }>> = {
  adult: { min: 1, max: 9 },
  child: { min: 0, max: 9 },
  infant: { min: 0, max: 9 },
};
export const MAX_TOTAL_PASSENGERS = 9;

/** Spec §3 counter labels (Spanish). */
export const PASSENGER_LABELS: Readonly<Record<PassengerType, { es: string; en: string }>> = {
  adult: { es: 'Más de 11 años', en: '12 years and over' },
  child: { es: '2 - 11', en: '2 - 11' },
  infant: { es: 'menos de 2', en: 'under 2' },
};

const count = (type: PassengerType) =>
  z
    .number({ error: `travelerInfo.${type} must be a number` })
    .int({ error: `travelerInfo.${type} must be an integer` })
    .min(PASSENGER_LIMITS[type].min, {
      error: `travelerInfo.${type} must be at least ${PASSENGER_LIMITS[type].min}`,
    })
    .max(PASSENGER_LIMITS[type].max, {
      error: `travelerInfo.${type} must be at most ${PASSENGER_LIMITS[type].max}`,
    });

/** The `travelerInfo` wire shape: counts per type, at most 9 in all, one lap infant per adult. */
export const PassengerCountsSchema = z
  .object({ adult: count('adult'), child: count('child'), infant: count('infant') })
  .superRefine((value, ctx) => {
    if (value.adult + value.child + value.infant > MAX_TOTAL_PASSENGERS) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `travelerInfo must count at most ${MAX_TOTAL_PASSENGERS} travellers in total`,
      });
    }
    if (value.infant > value.adult) {
      ctx.addIssue({
        code: 'custom',
        path: ['infant'],
        message: 'travelerInfo.infant must not exceed travelerInfo.adult (one lap infant per adult)',
      });
    }
  });
export type PassengerCounts = z.infer<typeof PassengerCountsSchema>;

export const DEFAULT_PASSENGER_COUNTS: PassengerCounts = { adult: 1, child: 0, infant: 0 };

export function getTotalPassengers(counts: PassengerCounts): number {
  return counts.adult + counts.child + counts.infant;
}

/** A whole number within its type's bounds: what one counter may hold, read from anywhere. */
export function isPassengerCountInBounds(type: PassengerType, count: unknown): count is number {
  const { min, max } = PASSENGER_LIMITS[type];
  return typeof count === 'number' && Number.isInteger(count) && count >= min && count <= max;
}

export function isPassengerCountsValid(counts: PassengerCounts): boolean {
  return (
    PASSENGER_TYPES.every((type) => isPassengerCountInBounds(type, counts[type])) &&
    getTotalPassengers(counts) <= MAX_TOTAL_PASSENGERS &&
    counts.infant <= counts.adult
  );
}

/** Spec §5: an out-of-bound change is silently ignored, so the same state comes back. */
function changeCount(counts: PassengerCounts, type: PassengerType, delta: number): PassengerCounts {
  const next = { ...counts, [type]: counts[type] + delta };
  return isPassengerCountsValid(next) ? next : counts;
}

export function incrementPassengers(counts: PassengerCounts, type: PassengerType): PassengerCounts {
  return changeCount(counts, type, 1);
}

export function decrementPassengers(counts: PassengerCounts, type: PassengerType): PassengerCounts {
  return changeCount(counts, type, -1);
}

/** Whether the + / - buttons should be enabled. */
export function canChangePassengers(counts: PassengerCounts, type: PassengerType, delta: 1 | -1): boolean {
  return changeCount(counts, type, delta) !== counts;
}
