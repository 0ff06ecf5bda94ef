import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError } from './config.ts';

/** Where a generated secret lives: a file of random bytes in the data folder, never in the repository. */
export function generatedSecretPath(dataDir: string, fileName = 'payment-mac-secret'): string {
  return path.join(dataDir, fileName);
}
const SECRET_BYTES = 32;
/** How long to wait for another process that created the file but has not written it yet. */
const WRITE_WAIT_MS = 1_000;

export interface LoadedPaymentMacSecret {
  /** The 32 bytes in hex, as the gateway takes its secret. */
  secret: string;
  file: string;
  /** True when this call generated the secret. */
  created: boolean;
}

async function readSecretFile(file: string): Promise<Buffer> {
  const started = Date.now();
  for (;;) {
    const bytes = await fs.readFile(file);
    if (bytes.length === SECRET_BYTES || Date.now() - started > WRITE_WAIT_MS) return bytes;
    await sleep(20);
  }
}

/**
 * The payment MAC secret of a process started without PAYMENT_MAC_SECRET outside production: 32
 * random bytes generated on the first start into DATA_DIR/payment-mac-secret (mode 0600) and read on
 * later starts, so no usable secret is ever written in the repository. The `wx` flag creates the file
 * only when it is absent, so two processes starting together end up with the winner's bytes.
 * A file of another size or readable by other users is refused, not repaired: it was not ours, or
 * its secret may have leaked.
 */
export async function loadPaymentMacSecret(
  dataDir: string,
  /** Another secret handled the same way, e.g. 'payment-notification-secret' (decision 017). */
  fileName = 'payment-mac-secret',
): Promise<LoadedPaymentMacSecret> {
  const file = generatedSecretPath(dataDir, fileName);
  await fs.mkdir(dataDir, { recursive: true });
  const generated = randomBytes(SECRET_BYTES);
  try {
    await fs.writeFile(file, generated, { flag: 'wx', mode: 0o600 });
    return { secret: generated.toString('hex'), file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }

  const bytes = await readSecretFile(file);
  const regenerate = 'delete it to have a new one generated, or set PAYMENT_MAC_SECRET';
  if (bytes.length !== SECRET_BYTES) {
    throw new ConfigError(`${file} holds ${bytes.length} bytes, not ${SECRET_BYTES}: ${regenerate}.`);
  }
  // Windows has no Unix modes to check.
  const mode = (await fs.stat(file)).mode & 0o777;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new ConfigError(`${file} is readable by other users (mode ${mode.toString(8)}): ${regenerate}.`);
  }
  return { secret: bytes.toString('hex'), file, created: false };
}
