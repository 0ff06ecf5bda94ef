import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealsRefreshWorker } from './deals-refresh-worker.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createDealsRefreshWorker', () => {
  it('refreshes every interval between start and stop, and not before start', async () => {
    vi.useFakeTimers();
    const refreshDue = vi.fn(async () => 0);
    const worker = createDealsRefreshWorker({ deals: { refreshDue }, intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refreshDue).not.toHaveBeenCalled();
    worker.start();
    await vi.advanceTimersByTimeAsync(3_500);
    expect(refreshDue).toHaveBeenCalledTimes(3);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refreshDue).toHaveBeenCalledTimes(3);
  });

  it('keeps running after a refresh that failed', async () => {
    vi.useFakeTimers();
    const refreshDue = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0);
    const worker = createDealsRefreshWorker({ deals: { refreshDue }, intervalMs: 1_000 });
    worker.start();
    await vi.advanceTimersByTimeAsync(2_500);
    expect(refreshDue).toHaveBeenCalledTimes(2);
    await worker.stop();
  });
});
