import { useCallback, useEffect, useRef, useState } from 'react';

export type SyncStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * Spec §7 delayed syncs: `send` runs `delayMs` after `key` last changed (null = nothing to send yet).
 * A key already sent is not sent again. `flush` sends the current key at once (waiting for one in
 * flight) and rejects when it fails, so the payment step can make sure every step reached the server.
 */
export function useDebouncedSync(key: string | null, delayMs: number, send: (key: string) => Promise<void>) {
  const sendRef = useRef(send);
  sendRef.current = send;
  const keyRef = useRef(key);
  keyRef.current = key;
  const sent = useRef<string | null>(null);
  const inflight = useRef<{ key: string; promise: Promise<void> } | null>(null);
  const [status, setStatus] = useState<SyncStatus>('idle');

  const run = useCallback(async (value: string) => {
    if (sent.current === value) return;
    if (inflight.current?.key === value) return inflight.current.promise;
    setStatus('saving');
    const promise = sendRef.current(value).then(
      () => {
        sent.current = value;
        if (keyRef.current === value) setStatus('saved');
      },
      (error: unknown) => {
        if (keyRef.current === value) setStatus('failed');
        throw error;
      },
    );
    inflight.current = { key: value, promise };
    try {
      await promise;
    } finally {
      if (inflight.current?.promise === promise) inflight.current = null;
    }
  }, []);

  useEffect(() => {
    if (key === null) {
      setStatus('idle');
      return;
    }
    if (sent.current === key) {
      setStatus('saved');
      return;
    }
    setStatus('pending');
    const timer = setTimeout(() => {
      run(key).catch(() => {});
    }, delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs, run]);

  const flush = useCallback(async () => {
    const current = inflight.current;
    if (current && current.key !== keyRef.current) await current.promise.catch(() => {});
    if (keyRef.current !== null) await run(keyRef.current);
  }, [run]);

  /** Forgets what was sent (e.g. after the session was created again). */
  const reset = useCallback(() => {
    sent.current = null;
  }, []);

  return { status, flush, reset, isSynced: key !== null && status === 'saved' };
}
