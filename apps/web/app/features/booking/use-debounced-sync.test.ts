import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSync } from './use-debounced-sync';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedSync', () => {
  it('sends only the last value, once the delay has passed without changes', async () => {
    const send = vi.fn(async () => {});
    const { rerender } = renderHook(({ key }) => useDebouncedSync(key, 2000, send), {
      initialProps: { key: 'a' as string | null },
    });
    await act(async () => vi.advanceTimersByTime(1500));
    rerender({ key: 'b' });
    await act(async () => vi.advanceTimersByTime(1999));
    expect(send).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('sends nothing while the key is null, and flush sends at once without sending twice', async () => {
    const send = vi.fn(async () => {});
    const { result, rerender } = renderHook(({ key }) => useDebouncedSync(key, 7000, send), {
      initialProps: { key: null as string | null },
    });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(send).not.toHaveBeenCalled();
    rerender({ key: 'passengers' });
    await act(async () => result.current.flush());
    expect(send).toHaveBeenCalledExactlyOnceWith('passengers');
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(send).toHaveBeenCalledOnce();
    expect(result.current.isSynced).toBe(true);
  });

  it('lets flush reject when the call fails, so payment does not go on', async () => {
    const send = vi.fn(async () => {
      throw new Error('422');
    });
    const { result } = renderHook(() => useDebouncedSync('billing', 1000, send));
    await act(async () => {
      await expect(result.current.flush()).rejects.toThrow('422');
    });
    expect(result.current.status).toBe('failed');
  });
});
