#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.ts one after the other; each prints its own figures, and
// the lines that name a target (PASS/FAIL) are repeated in a summary at the end.
// Name some to run only those: npm run bench -- api-search booking-load
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const benches = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

/** Runs one bench, its output shown as it comes; answers its exit code and its target lines. */
function runBench(file) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', path.join(dir, file)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const targets = [];
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (/\b(PASS|FAIL)\b/.test(line)) targets.push(line.trim());
    });
    child.on('close', (code) => {
      if (/\b(PASS|FAIL)\b/.test(pending)) targets.push(pending.trim());
      resolve({ code, targets });
    });
  });
}

let failed = 0;
const summary = [];
for (const file of benches) {
  console.log(`\n━━ ${file} ━━`);
  const { code, targets } = await runBench(file);
  if (code !== 0) failed += 1;
  summary.push(`${file}${code === 0 ? '' : ` (exit ${code})`}`, ...targets.map((line) => `  ${line}`));
}
console.log(`\n━━ targets ━━\n${summary.join('\n')}`);
process.exit(failed === 0 ? 0 : 1);
