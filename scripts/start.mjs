#!/usr/bin/env node
// `npm start`: builds what is not built, then runs the API (which migrates and seeds its database) and
// the web app side by side. One process dying takes the other down; Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from '../apps/api/node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const env = { ...process.env };
env.API_PORT ??= '4000';
env.PORT ??= '3000';
env.API_PUBLIC_URL ??= `http://localhost:${env.API_PORT}`;
env.API_INTERNAL_URL ??= `http://127.0.0.1:${env.API_PORT}`;
env.WEB_ORIGIN ??= `http://localhost:${env.PORT}`;
// The web server here calls the API over loopback and names the visitor in X-Forwarded-For: trusting
// loopback makes the API's rate limits count per visitor. Left at false, every visitor of the site
// shared the web server's one bucket, and ten wrong My Journey lookups locked everyone out.
if (['127.0.0.1', 'localhost', '[::1]'].includes(new URL(env.API_INTERNAL_URL).hostname))
  env.TRUST_PROXY ??= 'loopback';
env.DATA_DIR = path.resolve(root, env.DATA_DIR ?? 'data');
// NODE_ENV=production marks a deployment, where the API requires PAYMENT_MAC_SECRET. Left unset,
// `npm start` is a local run: production builds, and an API that generates its secret under DATA_DIR.
const apiEnv = { NODE_ENV: env.NODE_ENV ?? 'development' };
env.NODE_ENV ??= dev ? 'development' : 'production';

/** Newest modification time under a folder, skipping generated and installed files. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'build', '.react-router', 'coverage'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function needsBuild(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

function build(workspace, label) {
  console.log(`› Building ${label}…`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ Building ${label} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ Built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const apiEntry = path.join(root, 'apps/api/dist/server.js');
const webEntry = path.join(root, 'apps/web/build/server/index.js');
// Serves the web build (method guard, static files, React Router); see apps/web/server/web-server.mjs.
const webServer = path.join(root, 'apps/web/server.mjs');

if (!dev) {
  const packages = ['packages/domain/src', 'packages/contract/src'];
  if (needsBuild(apiEntry, ['apps/api/src', 'apps/api/drizzle', ...packages]))
    build('@travel/api', 'the API');
  if (needsBuild(webEntry, ['apps/web/app', ...packages])) build('@travel/web', 'the web app');
}

/** An installed package's executable, or its bare name for the PATH to find. */
function bin(name) {
  const file = path.join(root, 'node_modules/.bin', name);
  return fs.existsSync(file) ? file : name;
}
const processes = {
  api: dev
    ? { command: bin('tsx'), args: ['watch', 'apps/api/src/server.ts'], env: apiEnv }
    : { command: process.execPath, args: [...API_NODE_FLAGS, apiEntry], env: apiEnv },
  web: dev
    ? { command: 'npm', args: ['run', 'dev', '-w', '@travel/web', '--', '--port', env.PORT] }
    : { command: process.execPath, args: [webServer] },
};

const children = new Map();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
  }, 5_000);
  force.unref();
  const wait = () => {
    if ([...children.values()].every((child) => child.exitCode !== null || child.signalCode !== null)) {
      process.exit(code);
    }
    setTimeout(wait, 50);
  };
  wait();
}

function start(name) {
  const spec = processes[name];
  const child = spawn(spec.command, spec.args, {
    cwd: root,
    env: { ...env, ...spec.env },
    stdio: 'inherit',
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `\n✖ The ${name} process stopped (${signal ?? `exit code ${code}`}); stopping the other one too.`,
    );
    stopAll(code || 1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url, label) {
  const deadline = Date.now() + 120_000;
  while (!stopping && Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) console.error(`✖ ${label} did not answer at ${url} within two minutes.`);
  return false;
}

// The web app renders pages from the API, so it starts once the API has migrated, seeded and answers.
start('api');
const apiUp = await waitFor(`http://127.0.0.1:${env.API_PORT}/health`, 'The API');
if (apiUp && !stopping) start('web');
const webUp = apiUp && (await waitFor(`http://127.0.0.1:${env.PORT}/`, 'The web app'));
if (webUp) {
  console.log(`\n✓ The travel site is running at http://localhost:${env.PORT}`);
  console.log(`  API: ${env.API_PUBLIC_URL} (docs at ${env.API_PUBLIC_URL}/docs). Press Ctrl-C to stop.\n`);
} else if (!stopping) {
  stopAll(1);
}
