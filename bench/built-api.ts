import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_NODE_FLAGS } from '../apps/api/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
/**
 * This run's own bundle: others build `apps/api/dist` for their e2e runs, and a rebuild there must not
 * swap the code under a running bench. Below apps/api like dist/, so the bundle finds the migrations
 * and content the same way (`.tmp/` is ignored by git); removed when the bench exits.
 */
const outDir = path.join(root, 'apps/api/.tmp/bench-dist', String(process.pid));
process.once('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));

/** Default ports of the benches (BENCH_API_PORT overrides): 4330–4339, clear of 3100/4100 and e2e's. */
export const BENCH_PORTS = { search: 4330, booking: 4332 } as const;

export interface BuiltApi {
  base: string;
  /**
   * CPU time (user + system, ms) the API has used so far, read from /proc (Linux): its process and,
   * with API_WORKERS > 1, its live workers.
   */
  cpuMs(): number;
  /** Sends the API process a signal (a preloaded bench script's cue). */
  signal(name: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/**
 * BENCH_FROM_SOURCE=1 runs `apps/api/src/server.ts` through tsx instead of a bundle: no build, and CPU
 * profiles that name the source files.
 */
const fromSource = process.env.BENCH_FROM_SOURCE === '1';

/** Builds the API bundle once per run, into this run's own folder (so two runs never share one). */
export function buildApi() {
  if (fromSource) return;
  const build = spawnSync('npx', ['tsup', '--out-dir', outDir], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('building the API failed');
}

async function waitForHealth(server: ChildProcess, base: string) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error('the API exited during start-up');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become healthy');
}

/**
 * Starts the built API on loopback and waits until /health answers. With `CPU_PROF=<dir>` the API
 * runs under `node --cpu-prof` and writes its profile there when it stops.
 */
export async function startBuiltApi(
  port: number,
  env: Record<string, string>,
  /** Bench scripts loaded into the API before it starts (`--require`), e.g. pg-query-count.cjs. */
  preload: string[] = [],
): Promise<BuiltApi> {
  const base = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_TRACE_GC
    ? ['--trace-gc']
    : process.env.CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`]
      : [];
  const entry = fromSource
    ? ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')]
    : [path.join(outDir, 'server.js')];
  // BENCH_API_NODE_FLAGS='' or other flags: an A/B of the API's V8 flags.
  const flags = process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean) ?? API_NODE_FLAGS;
  const requires = preload.flatMap((script) => ['--require', script]);
  const server = spawn(process.execPath, [...flags, ...profile, ...requires, ...entry], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_API_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(server, base);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    cpuMs: () =>
      [server.pid, ...childrenOf(server.pid)].reduce<number>((sum, pid) => sum + processCpuMs(pid), 0),
    signal: (name) => server.kill(name),
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

/** A process's children (an API's cluster workers), as Linux lists them. */
function childrenOf(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? text.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

/** utime + stime of a process in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
