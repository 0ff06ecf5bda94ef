import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AirlineMark, hueOf } from './airline-mark';

describe('AirlineMark', () => {
  it('draws the code on a tile whose colour depends only on the code', () => {
    const { container } = render(<AirlineMark code="AV" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('AV');
    expect(hueOf('AV')).toBe(hueOf('av'));
    expect(hueOf('AV')).not.toBe(hueOf('LA'));
  });
});
