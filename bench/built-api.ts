import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface BuiltApi {
  base: string;
  stop(): Promise<void>;
}

/** Builds the API bundle once per run. */
export function buildApi() {
  const build = spawnSync('npm', ['run', 'build', '-w', '@travel/api'], { cwd: root, stdio: 'ignore' });
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

/** Starts the built API (`apps/api/dist/server.js`) on loopback and waits until /health answers. */
export async function startBuiltApi(port: number, env: Record<string, string>): Promise<BuiltApi> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(server, base);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
