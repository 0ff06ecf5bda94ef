#!/usr/bin/env node
// Runs the Playwright specs in Debian's Chromium. Without Chromium the suite is skipped loudly on a
// developer's machine, and fails in CI, where a skipped browser suite would hide a broken site.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it with 'apt-get install -y chromium'.`;
  if (process.env.CI === 'true') {
    console.error(`✖ ${message} The end-to-end suite cannot run in CI without it.`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(72)}\n! SKIPPING THE END-TO-END SUITE. ${message}\n${'!'.repeat(72)}\n`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
