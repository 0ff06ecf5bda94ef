import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.TEST_DATABASE_URL;

/** The workers' process ids, as Linux lists a process's children. */
function childrenOf(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

function waitForOutput(child: ChildProcess, pattern: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms:\n${output}`)), ms);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}) before ${pattern}:\n${output}`));
    });
  });
}

// A real start from source on the PostgreSQL server: the primary prepares the database, the workers serve.
describe.skipIf(!serverUrl || process.platform !== 'linux')(
  'the API with API_WORKERS=2 on PostgreSQL',
  () => {
    const name = `travel_workers_${randomBytes(5).toString('hex')}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-workers-'));
    const port = 45_000 + Math.floor(Math.random() * 10_000);
    let api: ChildProcess;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl as string);
      url.pathname = `/${name}`;
      api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          API_WORKERS: '2',
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          API_PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      await waitForOutput(api, /API ready on .*2 workers/, 90_000);
    }, 100_000);

    afterAll(async () => {
      if (api && api.exitCode === null) api.kill('SIGKILL');
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('serves from two worker processes on one port, on the database the primary migrated', async () => {
      expect(childrenOf(api.pid as number)).toHaveLength(2);
      const started = await fetch(`http://127.0.0.1:${port}/user/session/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(started.status).toBe(200);
      const body = (await started.json()) as { data: { agentId: string } };
      expect(body.data.agentId).toEqual(expect.any(String));
      for (let i = 0; i < 4; i += 1) {
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      }
    });

    it('stops every worker and exits 0 on SIGTERM', async () => {
      const workers = childrenOf(api.pid as number);
      const exited = new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code)));
      api.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
    }, 30_000);
  },
);
