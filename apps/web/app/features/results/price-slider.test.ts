import { describe, expect, it } from 'vitest';
import { getSliderScale } from './price-slider';

describe('getSliderScale', () => {
  const bounds = { min: 46_492, max: 79_436 };

  it('puts the thumbs on the chosen range', () => {
    expect(getSliderScale(bounds, 'USD', { min: 50_000, max: 60_000 }).current).toEqual([50_000, 60_000]);
  });

  it('keeps a range from a link on the track and in order when it lies above every price', () => {
    const { max, current } = getSliderScale(bounds, 'USD', { min: 80_000, max: 90_000 });
    expect(current).toEqual([max, max]);
  });

  it('starts a range below every price at the cheapest', () => {
    expect(getSliderScale(bounds, 'USD', { min: 100, max: 50_000 }).current).toEqual([46_492, 50_000]);
  });
});
