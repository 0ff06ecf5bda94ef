import { describe, expect, it } from 'vitest';
import { toSrcSet } from './image-renditions';

describe('toSrcSet', () => {
  it('lists every rendition with its width, and nothing without renditions', () => {
    expect(
      toSrcSet([
        { src: '/a-240.png', width: 240 },
        { src: '/a-480.png', width: 480 },
      ]),
    ).toBe('/a-240.png 240w, /a-480.png 480w');
    expect(toSrcSet([])).toBeUndefined();
  });
});
