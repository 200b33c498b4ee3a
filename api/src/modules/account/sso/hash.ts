import { createHash, randomBytes } from 'node:crypto';

/** A secret the browser holds (flow id, one-time code): 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of such a secret. A plain SHA-256 is enough: the secrets are random and
 * long, so there is nothing to guess from the hash, and lookups stay an index probe.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
