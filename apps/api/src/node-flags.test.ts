import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from '../node-flags.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');

describe('the API process flags', () => {
  it('are the ones `npm start -w @travel/api` runs the bundle with', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
    expect(scripts.start).toBe(['node', ...API_NODE_FLAGS, 'dist/server.js'].join(' '));
  });

  it('are accepted by this Node (a mistyped flag would stop the API at start)', () => {
    const run = spawnSync(process.execPath, [...API_NODE_FLAGS, '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
