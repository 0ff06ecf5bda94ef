/**
 * The lightbox's gesture rules (spec §9): how far a swipe must travel, how much one zoom step changes
 * the scale and its bounds, and how often the mouse wheel may zoom. Pure: the component passes in the
 * pointer distances and the event times.
 */

/** A horizontal move shorter than this (in CSS pixels) is not a swipe. */
export const SWIPE_TOLERANCE_PX = 50;
/** One zoom step (button, key or wheel notch) adds or removes this much scale. */
export const ZOOM_STEP = 0.12;
export const ZOOM_MAX = 3;
export const ZOOM_MIN = 0.1;
/** The wheel zooms at most once in this many milliseconds: a trackpad sends dozens of events a second. */
export const WHEEL_THROTTLE_MS = 80;

export type ZoomDirection = 'in' | 'out';
export type SwipeDirection = 'next' | 'previous';

/** Six decimals hide the binary error of repeated steps (1 + 0.12 + 0.12 is 1.24, not 1.2400000000000002). */
const SCALE_DECIMALS = 1e6;

/** The scale kept within [ZOOM_MIN, ZOOM_MAX]. */
export function clampZoom(scale: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
}

/** The scale after one zoom step in or out, never past the bounds. */
export function stepZoom(scale: number, direction: ZoomDirection): number {
  const next = scale + (direction === 'in' ? ZOOM_STEP : -ZOOM_STEP);
  return clampZoom(Math.round(next * SCALE_DECIMALS) / SCALE_DECIMALS);
}

/**
 * What a finished pointer move means: a move to the left beyond the tolerance shows the next image, to
 * the right the previous one. A move that is mostly vertical (scrolling) or short (a tap) means nothing.
 */
export function readSwipe(dx: number, dy: number): SwipeDirection | null {
  const distance = Math.abs(dx);
  if (distance <= SWIPE_TOLERANCE_PX || distance <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** A drag changes image only while the image is not enlarged: on a zoomed image it pans instead. */
export function canSwipe(scale: number): boolean {
  return scale <= 1;
}

/** The zoom a wheel event asks for: rolling up (away from the user) zooms in. */
export function readWheel(deltaY: number): ZoomDirection | null {
  if (deltaY === 0) return null;
  return deltaY < 0 ? 'in' : 'out';
}

/**
 * Whether a wheel event at `now` may zoom, given when the last accepted one was (null: none yet).
 * Both times in milliseconds from the same clock (an event's `timeStamp`).
 */
export function acceptWheel(lastAcceptedAt: number | null, now: number): boolean {
  return lastAcceptedAt === null || now - lastAcceptedAt >= WHEEL_THROTTLE_MS;
}

/** The index moved into 0..count-1, so next after the last image is the first and previous of the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`A gallery needs at least one image, got ${count}`);
  return ((index % count) + count) % count;
}
