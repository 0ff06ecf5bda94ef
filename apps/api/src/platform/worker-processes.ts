import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of an API started with API_WORKERS > 1: forks that many worker processes that listen on
 * one port (node:cluster hands each connection to one of them), so the API uses every core of its
 * machine. Each worker is a whole replica (decision 030): the database is their only shared state.
 */
export interface WorkerSupervisorOptions {
  count: number;
  log: (message: string) => void;
  /** How long workers get to finish their requests on shutdown before they are killed. */
  shutdownGraceMs?: number;
  /** Replacements allowed within a minute before a crash loop stops the API (default: 3 per worker). */
  maxRestartsPerMinute?: number;
  /** Ends the primary; `process.exit` outside tests. */
  exit?: (code: number) => void;
  /** Forks one worker; `cluster.fork` outside tests. */
  fork?: () => Worker;
}

export interface WorkerSupervisor {
  /** Settles once every first worker listens; rejects if one exited before it did. */
  ready: Promise<void>;
  /** Asks every worker to close (SIGTERM), kills those still running after the grace, then exits 0. */
  shutdown(signal: string): void;
}

export function superviseWorkers(options: WorkerSupervisorOptions): WorkerSupervisor {
  const fork = options.fork ?? (() => cluster.fork());
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const grace = options.shutdownGraceMs ?? 10_000;
  const maxRestarts = options.maxRestartsPerMinute ?? options.count * 3;
  const live = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let started = 0;
  let markReady: () => void = () => {};
  let failStart: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });
  // A caller that only awaits shutdown never sees the start-up failure twice.
  ready.catch(() => {});

  function stopAll(code: number) {
    stopping = true;
    if (live.size === 0) return exit(code);
    for (const worker of live) worker.process.kill('SIGTERM');
    const killer = setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
    }, grace);
    killer.unref();
    const finish = () => {
      if (live.size > 0) return;
      clearTimeout(killer);
      exit(code);
    };
    for (const worker of live) worker.once('exit', finish);
  }

  function start() {
    const worker = fork();
    live.add(worker);
    worker.once('listening', () => {
      listened.add(worker);
      started += 1;
      if (started === options.count) markReady();
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      // Dying before it listened is a start-up failure (configuration, database): another fork would fail too.
      if (!listened.has(worker)) {
        options.log(`API worker ${worker.process.pid} failed to start (${how}): stopping`);
        failStart(new Error(`an API worker failed to start (${how})`));
        return stopAll(1);
      }
      const now = Date.now();
      while (restarts.length > 0 && (restarts[0] ?? now) <= now - 60_000) restarts.shift();
      if (restarts.length >= maxRestarts) {
        options.log(
          `API workers keep exiting (${restarts.length + 1} within a minute, last ${how}): stopping`,
        );
        return stopAll(1);
      }
      restarts.push(now);
      options.log(`API worker ${worker.process.pid} exited (${how}): starting another`);
      start();
    });
  }

  for (let i = 0; i < options.count; i += 1) start();
  return {
    ready,
    shutdown(signal) {
      if (stopping) return;
      options.log(`${signal}: stopping ${live.size} API workers`);
      stopAll(0);
    },
  };
}
