import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptWheel,
  canSwipe,
  clampZoom,
  readSwipe,
  readWheel,
  SWIPE_TOLERANCE_PX,
  stepZoom,
  WHEEL_THROTTLE_MS,
  wrapIndex,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from './lightbox.ts';

describe('lightbox constants', () => {
  it('are the ones spec §9 gives', () => {
    expect({ SWIPE_TOLERANCE_PX, ZOOM_STEP, ZOOM_MAX, ZOOM_MIN, WHEEL_THROTTLE_MS }).toEqual({
      SWIPE_TOLERANCE_PX: 50,
      ZOOM_STEP: 0.12,
      ZOOM_MAX: 3,
      ZOOM_MIN: 0.1,
      WHEEL_THROTTLE_MS: 80,
    });
  });
});

describe('clampZoom', () => {
  it('keeps a scale between 0.1 and 3', () => {
    expect(clampZoom(0.02)).toBe(0.1);
    expect(clampZoom(1.5)).toBe(1.5);
    expect(clampZoom(7)).toBe(3);
  });
});

describe('stepZoom', () => {
  it('adds or removes 0.12 per step without binary drift', () => {
    expect(stepZoom(1, 'in')).toBe(1.12);
    expect(stepZoom(stepZoom(1, 'in'), 'in')).toBe(1.24);
    expect(stepZoom(1, 'out')).toBe(0.88);
  });
  it('stops at 3 when zooming in and at 0.1 when zooming out', () => {
    expect(stepZoom(2.95, 'in')).toBe(3);
    expect(stepZoom(3, 'in')).toBe(3);
    expect(stepZoom(0.15, 'out')).toBe(0.1);
    expect(stepZoom(0.1, 'out')).toBe(0.1);
  });
  it('brings a scale that is out of bounds back within them', () => {
    expect(stepZoom(5, 'in')).toBe(3);
    expect(stepZoom(0, 'out')).toBe(0.1);
  });
});

describe('readSwipe', () => {
  it('shows the next image after a move to the left beyond 50 px', () => {
    expect(readSwipe(-51, 0)).toBe('next');
    expect(readSwipe(-120, 30)).toBe('next');
  });
  it('shows the previous image after a move to the right beyond 50 px', () => {
    expect(readSwipe(51, 0)).toBe('previous');
    expect(readSwipe(200, -150)).toBe('previous');
  });
  it('ignores a tap or a move of 50 px or less', () => {
    expect(readSwipe(0, 0)).toBeNull();
    expect(readSwipe(50, 0)).toBeNull();
    expect(readSwipe(-50, 10)).toBeNull();
  });
  it('ignores a move that is as vertical as it is horizontal (a scroll)', () => {
    expect(readSwipe(-80, 80)).toBeNull();
    expect(readSwipe(60, -300)).toBeNull();
  });
});

describe('canSwipe', () => {
  it('changes image by dragging at full size or smaller, and pans instead once zoomed in', () => {
    expect(canSwipe(1)).toBe(true);
    expect(canSwipe(0.52)).toBe(true);
    expect(canSwipe(1.12)).toBe(false);
  });
});

describe('readWheel', () => {
  it('zooms in when the wheel rolls up and out when it rolls down', () => {
    expect(readWheel(-100)).toBe('in');
    expect(readWheel(3)).toBe('out');
    expect(readWheel(0)).toBeNull();
  });
});

describe('acceptWheel', () => {
  it('accepts the first wheel event', () => {
    expect(acceptWheel(null, 0)).toBe(true);
  });
  it('refuses events within 80 ms of the last accepted one', () => {
    expect(acceptWheel(1000, 1000)).toBe(false);
    expect(acceptWheel(1000, 1079.9)).toBe(false);
  });
  it('accepts an event 80 ms or more after the last accepted one', () => {
    expect(acceptWheel(1000, 1080)).toBe(true);
    expect(acceptWheel(1000, 5000)).toBe(true);
  });
});

describe('wrapIndex', () => {
  it('goes from the last image to the first and from the first to the last', () => {
    expect(wrapIndex(2, 2)).toBe(0);
    expect(wrapIndex(-1, 2)).toBe(1);
    expect(wrapIndex(1, 3)).toBe(1);
  });
  it('refuses a gallery without images', () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
    expect(() => wrapIndex(0, 1.5)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const scale = fc.double({ min: ZOOM_MIN, max: ZOOM_MAX, noNaN: true });
  const direction = fc.constantFrom('in' as const, 'out' as const);

  it('a zoom step never leaves [0.1, 3], whatever the starting scale', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), direction, (start, dir) => {
        const next = stepZoom(start, dir);
        expect(next).toBeGreaterThanOrEqual(ZOOM_MIN);
        expect(next).toBeLessThanOrEqual(ZOOM_MAX);
      }),
    );
  });
  it('zooming in never shrinks and zooming out never grows, by at most one step', () => {
    fc.assert(
      fc.property(scale, (start) => {
        const larger = stepZoom(start, 'in');
        const smaller = stepZoom(start, 'out');
        expect(larger).toBeGreaterThanOrEqual(start - 1e-6);
        expect(smaller).toBeLessThanOrEqual(start + 1e-6);
        expect(larger - start).toBeLessThanOrEqual(ZOOM_STEP + 1e-6);
        expect(start - smaller).toBeLessThanOrEqual(ZOOM_STEP + 1e-6);
      }),
    );
  });
  it('a step in then a step out comes back to the start when no bound was reached', () => {
    fc.assert(
      fc.property(fc.double({ min: ZOOM_MIN, max: ZOOM_MAX - ZOOM_STEP, noNaN: true }), (start) => {
        expect(stepZoom(stepZoom(start, 'in'), 'out')).toBeCloseTo(start, 5);
      }),
    );
  });
  it('steps from 1 land exactly on 1 plus a whole number of steps, whatever their order', () => {
    // Seven steps either way stay within the bounds (1 - 7 × 0.12 = 0.16).
    fc.assert(
      fc.property(fc.array(direction, { maxLength: 7 }), (directions) => {
        const net =
          directions.filter((d) => d === 'in').length - directions.filter((d) => d === 'out').length;
        expect(directions.reduce(stepZoom, 1)).toBe(Number((1 + net * ZOOM_STEP).toFixed(6)));
      }),
    );
  });
  it('a swipe reads the same mirrored, and never reads a move within the tolerance', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), (dx, dy) => {
        const swipe = readSwipe(dx, dy);
        const mirrored = readSwipe(-dx, dy);
        if (swipe === null) expect(mirrored).toBeNull();
        else expect(mirrored).toBe(swipe === 'next' ? 'previous' : 'next');
        if (Math.abs(dx) <= SWIPE_TOLERANCE_PX || Math.abs(dy) >= Math.abs(dx)) expect(swipe).toBeNull();
      }),
    );
  });
  it('the wheel zooms at most once in any 80 ms', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 200 }), { maxLength: 60 }), (gaps) => {
        let now = 0;
        let last: number | null = null;
        const accepted: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (acceptWheel(last, now)) {
            accepted.push(now);
            last = now;
          }
        }
        for (let i = 1; i < accepted.length; i += 1) {
          expect((accepted[i] ?? 0) - (accepted[i - 1] ?? 0)).toBeGreaterThanOrEqual(WHEEL_THROTTLE_MS);
        }
        // …and it is not stricter than that: an event 80 ms after the last accepted one always zooms.
        if (last !== null) expect(acceptWheel(last, last + WHEEL_THROTTLE_MS)).toBe(true);
      }),
    );
  });
  it('a wrapped index is always a valid position, and moving a whole round comes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(Number.isInteger(wrapped) && wrapped >= 0 && wrapped < count).toBe(true);
        expect(wrapIndex(index + count, count)).toBe(wrapped);
      }),
    );
  });
});
