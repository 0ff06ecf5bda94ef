import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { generatedSecretPath, loadPaymentMacSecret } from './load-payment-mac-secret.ts';

describe('loadPaymentMacSecret', () => {
  let dataDir: string;
  let file: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mac-secret-'));
    file = generatedSecretPath(dataDir);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('generates 32 random bytes into a file only its owner can read', async () => {
    const loaded = await loadPaymentMacSecret(dataDir);
    expect(loaded).toMatchObject({ file, created: true });
    const bytes = fs.readFileSync(file);
    expect(bytes).toHaveLength(32);
    expect(loaded.secret).toBe(bytes.toString('hex'));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reuses the stored secret on later starts', async () => {
    const first = await loadPaymentMacSecret(dataDir);
    const second = await loadPaymentMacSecret(dataDir);
    expect(second).toEqual({ ...first, created: false });
  });

  it('creates the data folder when it is missing', async () => {
    const nested = path.join(dataDir, 'not', 'yet');
    await loadPaymentMacSecret(nested);
    expect(fs.existsSync(generatedSecretPath(nested))).toBe(true);
  });

  it('gives a different secret to each data folder', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'mac-secret-'));
    try {
      expect((await loadPaymentMacSecret(dataDir)).secret).not.toBe(
        (await loadPaymentMacSecret(other)).secret,
      );
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('lets processes starting together agree on one secret', async () => {
    const loaded = await Promise.all(Array.from({ length: 8 }, () => loadPaymentMacSecret(dataDir)));
    expect(new Set(loaded.map((entry) => entry.secret)).size).toBe(1);
    expect(loaded.filter((entry) => entry.created)).toHaveLength(1);
  });

  it('refuses a file of another size and says how to recover', async () => {
    fs.writeFileSync(file, 'too short', { mode: 0o600 });
    const error = await loadPaymentMacSecret(dataDir).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConfigError);
    expect(String(error)).toMatch(/holds 9 bytes, not 32: delete it/);
    expect(fs.readFileSync(file, 'utf8')).toBe('too short');
  });

  it.skipIf(process.platform === 'win32')('refuses a secret other users can read', async () => {
    fs.writeFileSync(file, Buffer.alloc(32, 7), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    await expect(loadPaymentMacSecret(dataDir)).rejects.toThrow(/readable by other users \(mode 644\)/);
  });
});
