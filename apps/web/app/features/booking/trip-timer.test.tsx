import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHoldExpired } from './trip-timer';

let renders = 0;
function Form({ expiresAt }: { expiresAt: string | null }) {
  renders += 1;
  return <p>{useHoldExpired(expiresAt) ? 'over' : 'held'}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
  renders = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useHoldExpired', () => {
  it('turns once, when the hold ends, and renders nothing in between', () => {
    render(<Form expiresAt="2026-12-01T12:08:00Z" />);
    expect(screen.getByText('held')).toBeTruthy();
    const before = renders;
    act(() => vi.advanceTimersByTime(7 * 60_000));
    expect(renders).toBe(before);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('over')).toBeTruthy();
  });

  it('is over at once for a hold already past, and held again when it is extended', () => {
    const { rerender } = render(<Form expiresAt="2026-12-01T11:59:00Z" />);
    expect(screen.getByText('over')).toBeTruthy();
    rerender(<Form expiresAt="2026-12-01T12:05:00Z" />);
    expect(screen.getByText('held')).toBeTruthy();
  });

  it('is never over without a hold or with an end it cannot read', () => {
    render(<Form expiresAt={null} />);
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(screen.getByText('held')).toBeTruthy();
    cleanup();
    render(<Form expiresAt="not a date" />);
    expect(screen.getByText('held')).toBeTruthy();
  });
});
