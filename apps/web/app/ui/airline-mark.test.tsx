import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AirlineMark, AirlineName, hueOf } from './airline-mark';

describe('AirlineMark', () => {
  it('draws the code on a tile whose colour depends only on the code', () => {
    const { container } = render(<AirlineMark code="AV" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('AV');
    expect(hueOf('AV')).toBe(hueOf('av'));
    expect(hueOf('AV')).not.toBe(hueOf('LA'));
  });
});

describe('AirlineName', () => {
  it('writes the name beside the decorative mark, and the code when no name is known', () => {
    const { container, rerender } = render(<AirlineName code="CM" name="Copa Airlines" />);
    expect(screen.getByText('Copa Airlines')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<AirlineName code="XZ" />);
    expect(screen.getByText('XZ', { selector: 'span' })).toBeTruthy();
  });
});
