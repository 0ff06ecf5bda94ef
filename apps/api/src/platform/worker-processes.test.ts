import type { Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { superviseWorkers } from './worker-processes.ts';

/** A stand-in for a cluster worker: events, a pid, and a kill that exits it as a real one would. */
let lastPid = 100;
class FakeWorker extends EventEmitter {
  killedWith: string[] = [];
  /** When false, SIGTERM is ignored (a worker stuck finishing a request). */
  obeysSigterm = true;
  process = {
    pid: ++lastPid,
    kill: (signal: string) => {
      this.killedWith.push(signal);
      if (signal === 'SIGKILL' || this.obeysSigterm) queueMicrotask(() => this.emit('exit', null, signal));
      return true;
    },
  };
  listen() {
    this.emit('listening', { address: '127.0.0.1', port: 4000 });
  }
  crash(code = 1) {
    this.emit('exit', code, null);
  }
}

function supervise(count: number, extra: { shutdownGraceMs?: number; maxRestartsPerMinute?: number } = {}) {
  const workers: FakeWorker[] = [];
  const exit = vi.fn<(code: number) => void>();
  const log = vi.fn<(message: string) => void>();
  const supervisor = superviseWorkers({
    count,
    log,
    exit,
    fork: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    },
    ...extra,
  });
  return { supervisor, workers, exit, log };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('superviseWorkers', () => {
  it('is ready once every worker listens', async () => {
    const { supervisor, workers } = supervise(2);
    let ready = false;
    void supervisor.ready.then(() => {
      ready = true;
    });
    workers[0]?.listen();
    await settle();
    expect(ready).toBe(false);
    workers[1]?.listen();
    await settle();
    expect(ready).toBe(true);
  });

  it('stops every worker and exits 1 when one dies before it listens (a start-up failure)', async () => {
    const { supervisor, workers, exit } = supervise(2);
    workers[0]?.listen();
    workers[1]?.crash(1);
    await expect(supervisor.ready).rejects.toThrow(/failed to start \(code 1\)/);
    await settle();
    expect(workers[0]?.killedWith).toEqual(['SIGTERM']);
    expect(exit).toHaveBeenCalledWith(1);
    expect(workers).toHaveLength(2);
  });

  it('replaces a worker that dies after it listened, and keeps the others', async () => {
    const { workers, exit, log } = supervise(2);
    for (const worker of workers) worker.listen();
    workers[0]?.crash(134);
    expect(workers).toHaveLength(3);
    expect(workers[1]?.killedWith).toEqual([]);
    expect(exit).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/exited \(code 134\): starting another/));
  });

  it('stops the API when workers keep dying (a crash loop), instead of forking forever', async () => {
    const { workers, exit } = supervise(1, { maxRestartsPerMinute: 2 });
    for (let i = 0; i < 3; i += 1) {
      const worker = workers.at(-1);
      worker?.listen();
      worker?.crash(1);
    }
    await settle();
    expect(workers).toHaveLength(3);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('on shutdown asks each worker to close, then exits 0 once all are gone', async () => {
    const { supervisor, workers, exit } = supervise(2);
    for (const worker of workers) worker.listen();
    supervisor.shutdown('SIGTERM');
    await settle();
    expect(workers.map((worker) => worker.killedWith)).toEqual([['SIGTERM'], ['SIGTERM']]);
    expect(exit).toHaveBeenCalledWith(0);
    expect(workers).toHaveLength(2);
  });

  it('kills a worker still running after the grace period', async () => {
    vi.useFakeTimers();
    try {
      const { supervisor, workers, exit } = supervise(1, { shutdownGraceMs: 5_000 });
      const stuck = workers[0] as FakeWorker;
      stuck.listen();
      stuck.obeysSigterm = false;
      supervisor.shutdown('SIGTERM');
      await vi.advanceTimersByTimeAsync(4_999);
      expect(exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(stuck.killedWith).toEqual(['SIGTERM', 'SIGKILL']);
      expect(exit).toHaveBeenCalledWith(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
