import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Where every service draws its ids and random tokens (ARCHITECTURE §7: the platform's ids port).
 * Services never call `randomUUID()` or `randomBytes()` themselves, so a test can make them predictable.
 */
export interface Ids {
  /** A random UUID (v4): row ids, transaction ids, contact ids. */
  uuid(): string;
  /** `size` random bytes: card tokens, cart ids, booking references and visitor ids are built from them. */
  bytes(size: number): Buffer;
}

/** Cryptographically strong ids, chosen by the composition root. */
export const cryptoIds: Ids = { uuid: () => randomUUID(), bytes: (size) => randomBytes(size) };
