import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinBudget } from './within-budget';

afterEach(() => vi.useRealTimers());

describe('withinBudget', () => {
  it('answers the work in time, and null for work that fails or outlasts the budget', async () => {
    expect(await withinBudget(Promise.resolve('ready'), 100)).toBe('ready');
    expect(await withinBudget(Promise.reject(new Error('down')), 100)).toBeNull();
    vi.useFakeTimers();
    const pending = withinBudget(new Promise(() => {}), 500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toBeNull();
  });
});
